import type { ReactNode } from 'react';
import { currentLocale } from '../../platform/i18n/i18n';
import { shownText } from '../../kernel/fields';
import { t } from './messages';

type MessageKey = Parameters<typeof t>[0];

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

/** The fee types the console names in words (docs/product.md#fee-columns), by their wire names. */
const FEE_TYPE_NAMES: Readonly<Record<string, MessageKey>> = {
  transfer: 'fees.type.transfer',
  cash_in: 'fees.type.cash_in',
  cash_out: 'fees.type.cash_out',
  bill_payment: 'fees.type.bill_payment',
  merchant_payment: 'fees.type.merchant_payment',
  salary: 'fees.type.salary',
  government: 'fees.type.government',
  donation: 'fees.type.donation',
  card: 'fees.type.card',
};

/** A fee's type in words of the interface language ("Cash in" for `cash_in`); null for a type the console does not know. */
export function feeTypeName(value: unknown): string | null {
  const type = cellShown(value).trim();
  return Object.hasOwn(FEE_TYPE_NAMES, type) ? t(FEE_TYPE_NAMES[type]!) : null;
}

/**
 * A fee's type as shown outside inputs. Its column is marked `lang="en"` (FEE_COLUMNS): what is edited, and what a type
 * the console does not know shows, is the wire name (`cash_in`), a Latin identifier read by an English voice. A known
 * type is shown in words of the interface language ("Cash in"); in Arabic marked as Arabic inside the column, and
 * isolated right to left on its own, so the cell still aligns like its header and the other types.
 */
export const feeTypeShown = (value: unknown): ReactNode => {
  const name = feeTypeName(value);
  if (name === null) return cellShown(value);
  return currentLocale() === 'ar' ? (
    <span lang="ar" dir="rtl">
      {name}
    </span>
  ) : (
    name
  );
};
