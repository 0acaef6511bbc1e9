import { Button } from '@admin-console/admin-ui';
import { t, useLocale } from '../i18n/i18n';
import { COLOR_SCHEMES, setColorScheme, useColorScheme } from './colorScheme';

const NAME_KEYS = { light: 'shell.themeLight', dark: 'shell.themeDark', system: 'shell.themeSystem' } as const;

/** The colour scheme: light, dark, or the operating system's, the current one pressed. In the top bar. */
export function ThemeSwitch() {
  useLocale(); // the names follow the interface language
  const current = useColorScheme();
  return (
    <div role="group" aria-label={t('shell.theme')} style={{ display: 'inline-flex', gap: 4 }}>
      {COLOR_SCHEMES.map((scheme) => (
        <Button key={scheme} variant="ghost" size="sm" aria-pressed={scheme === current} onClick={() => setColorScheme(scheme)}>
          {t(NAME_KEYS[scheme])}
        </Button>
      ))}
    </div>
  );
}
