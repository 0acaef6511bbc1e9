import { afterEach, beforeEach } from 'vitest';
import { setLocale } from '../platform/i18n/i18n';
import { adminFullName } from './session';
import { visibleEnglish } from './visibleEnglish';

/**
 * The English an Arabic reader still sees on a review screen: `allow` holds its data values, each allowed as a whole
 * text; the signed-in administrator's name in the banner is one too.
 */
export function reviewEnglish(allow: readonly string[] = []): string[] {
  return visibleEnglish(document.body, { allow: [adminFullName(), ...allow] });
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
