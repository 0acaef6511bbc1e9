import { SegmentedControl } from '@admin-console/admin-ui';
import { useT } from '../messages';
import { COLOR_SCHEMES, setColorScheme, useColorScheme, type ColorSchemeChoice } from './colorScheme';

const NAME_KEYS = { light: 'platform.themeLight', dark: 'platform.themeDark', system: 'platform.themeSystem' } as const;

/**
 * The colour scheme: light, dark, or the operating system's, the current one filled (the same control
 * as the language switch beside it). In the top bar.
 */
export function ThemeSwitch() {
  const t = useT(); // the names follow the interface language
  const current = useColorScheme();
  return (
    <SegmentedControl
      label={t('platform.theme')}
      options={COLOR_SCHEMES.map((scheme) => ({ value: scheme, label: t(NAME_KEYS[scheme]) }))}
      value={current}
      onChange={(scheme) => setColorScheme(scheme as ColorSchemeChoice)}
    />
  );
}
