import { scriptLang } from '@admin-console/admin-ui';
import type { ReactNode } from 'react';
import { currentLocale } from './i18n';

const LATIN_LETTER = /[A-Za-z]/;

/**
 * A value marked with its language when its script is not the page's (WCAG 3.1.2): an Arabic name in the English
 * interface is `<span lang="ar">`, a Latin one (an English name, an email) in the Arabic interface `<span lang="en">`,
 * so a screen reader reads each in its own language; other text as it is. For one line of a folded cell.
 */
export function inLanguage(text: string): ReactNode {
  const lang = scriptLang(text) ?? (currentLocale() === 'ar' && LATIN_LETTER.test(text) ? 'en' : undefined);
  return lang ? <span lang={lang}>{text}</span> : text;
}
