import type { ReactNode } from 'react';
import { currentLocale } from '../../platform/i18n/i18n';
import { shownText } from '../../kernel/fields';

/**
 * A cell's value as shown outside inputs, read through the one safe reader: text and numbers as they are, anything
 * else the server may put in a field (an object, an array, true) blank, never "[object Object]".
 */
export const cellShown = (value: unknown): string => shownText(value, '');

/**
 * A number cell as shown outside inputs. In the right-to-left interface the number is held left to right on its own
 * (`<bdi dir="ltr">`), so whatever the server sent ("-1", "1e3", "12.5 JOD") keeps its order; in English, the text.
 */
export const numberShown = (value: unknown): ReactNode => {
  const text = cellShown(value);
  return text !== '' && currentLocale() === 'ar' ? <bdi dir="ltr">{text}</bdi> : text;
};
