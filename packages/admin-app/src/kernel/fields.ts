/**
 * The one safe reader of server record fields, for every screen: a record from the server may hold
 * any JSON in any field (docs: "Response shapes", tolerant readers), and a screen must never crash
 * on it nor show "[object Object]". Display code reads every field it shows through these.
 */

import { t } from './messages';

export type JsonRecord = Record<string, unknown>;

export const isJsonRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for the yes-values the server uses for flags: true, 1, "1", "true". */
export const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** A text field of a server record: a string as is, a finite number as text, anything else null. */
export function textField(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * A field as shown on screen: a non-blank string or a finite number as text, anything else (null,
 * an object, an array, a boolean, NaN) the empty placeholder (`empty`, default "N/A" in the interface language).
 */
export function shownText(value: unknown, empty: string = t('kernel.notAvailable')): string {
  const text = textField(value);
  return text === null || text.trim() === '' ? empty : text;
}

/** An id: a finite number or a non-empty string, else null. */
export function idField(value: unknown): string | number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return null;
}

/** A yes/no flag as the server sends it (true/false, 1/0, "1"/"true"); anything else null. */
export function flagField(value: unknown): boolean | number | null {
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') return truthy(value);
  return null;
}
