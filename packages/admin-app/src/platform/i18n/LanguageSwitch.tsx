import { SegmentedControl } from '@admin-console/admin-ui';
import { useState } from 'react';
import { emitAppNotice } from '../appEvents';
import { LOCALES, setLocale, t, useLocale, type Locale } from './i18n';

const NAME_KEYS = { en: 'language.en', ar: 'language.ar' } as const;

/**
 * The interface language: "English" / "العربية", each name in its own language (so a reader of
 * either finds theirs), the current one filled. Shown on the sign-in page and in the top bar.
 */
export function LanguageSwitch() {
  const current = useLocale();
  const [busy, setBusy] = useState(false);
  const choose = async (locale: Locale) => {
    setBusy(true);
    try {
      await setLocale(locale);
    } catch {
      // The messages could not load (a lost connection): the page stays in its language, and says so.
      emitAppNotice({ tone: 'error', message: t('language.loadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SegmentedControl
      label={t('language.switch')}
      options={LOCALES.map((locale) => ({ value: locale, label: t(NAME_KEYS[locale]), lang: locale }))}
      value={current}
      busy={busy}
      onChange={(locale) => void choose(locale as Locale)}
    />
  );
}
