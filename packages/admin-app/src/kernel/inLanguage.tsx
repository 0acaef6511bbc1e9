import { scriptLang } from '@admin-console/admin-ui';
import type { ReactNode } from 'react';

/**
 * A value marked with its language when its script is not the page's (an Arabic name among Latin ones, WCAG 3.1.2):
 * `<span lang="ar">`, so a screen reader reads it in Arabic; other text as it is. For one line of a folded cell.
 */
export function inLanguage(text: string): ReactNode {
  const lang = scriptLang(text);
  return lang ? <span lang={lang}>{text}</span> : text;
}
