import { SegmentedControl } from '@admin-console/admin-ui';
import { t, useLocale } from '../i18n/i18n';
import { COLOR_SCHEMES, setColorScheme, useColorScheme, type ColorSchemeChoice } from './colorScheme';

const NAME_KEYS = { light: 'shell.themeLight', dark: 'shell.themeDark', system: 'shell.themeSystem' } as const;

/**
 * The colour scheme: light, dark, or the operating system's, the current one filled (the same control
 * as the language switch beside it). In the top bar.
 */
export function ThemeSwitch() {
  useLocale(); // the names follow the interface language
  const current = useColorScheme();
  return (
    <SegmentedControl
      label={t('shell.theme')}
      options={COLOR_SCHEMES.map((scheme) => ({ value: scheme, label: t(NAME_KEYS[scheme]) }))}
      value={current}
      onChange={(scheme) => setColorScheme(scheme as ColorSchemeChoice)}
    />
  );
}
