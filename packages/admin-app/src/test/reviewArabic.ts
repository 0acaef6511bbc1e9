import { afterEach, beforeEach } from 'vitest';
import { setLocale } from '../platform/i18n/i18n';
import { visibleEnglish } from './visibleEnglish';

/**
 * English the review screens do not write: admin-ui's components' own texts (pager, Total, dates' long
 * titles, viewer controls, document cards, upload slots and their refusals, Export, Clear search…), which
 * move into admin-ui's locale messages and its provider on their own branch, and the shell's (sidebar,
 * top bar). Until those land, the review screens' Arabic walks leave these findings out, matched finding
 * by finding (element and words), so a text of the screens' own never hides behind them.
 */
const NOT_THE_SCREENS: readonly RegExp[] = [
  // The shell.
  /^button: (Menu|Collapse sidebar|Expand sidebar)$/,
  /^nav: (Processor Admin|Main)$/,
  // admin-ui.
  /^nav: Previous Page of Next$/,
  /^nav(\[role=navigation\])?: Pagination$/,
  /^button: (Previous|Next|Export|Retry|Clear search|Grid view|Table view|Dismiss notification|Cancel export)$/,
  /^time: /,
  // The image viewer's controls and their status ("Zoom 100%, rotated 90 degrees").
  /^[a-z]+(\[role=\w+\])?: .*\b(Zoom|Rotate|Open original|Image controls|Loading image|rotated|degrees)\b/i,
  /^button: Close$/,
  // A notice's tone, said before its text.
  /^div\[role=(alert|status)\]: (Error|Success|Warning|Info)$/,
  /^(a|button): (Open PDF|Open image|Open file|Open)( opens in new tab)?$/,
  /^div\[role=group\]: view$/,
  /^button: View$/,
  /^button: Remove$/,
  /^(label|button): (Choose file|Replace file)$/,
  /^[a-z]+\[role=(alert|status)\]: .*\b(File size must be at most|files are allowed)\b/,
  /^[a-z]+\[role=status\]: (Total|Loading)$/,
];

/** The English an Arabic reader still sees on a review screen, less the texts it does not write (see NOT_THE_SCREENS). */
export function reviewEnglish(allow: readonly string[] = []): string[] {
  return visibleEnglish(document.body, { allow }).filter((found) => !NOT_THE_SCREENS.some((own) => own.test(found)));
}

/** Each test of the file in Arabic (the messages loaded as the language switch loads them), English again after. */
export function inArabic() {
  beforeEach(async () => {
    await setLocale('ar');
  });
  afterEach(async () => {
    await setLocale('en');
  });
}
