/**
 * What every form of the console does with typed text and with a refused save (HTTP 422): the text as
 * it is checked and sent, and the server's field messages placed on the form's own fields.
 */
import { isJsonRecord } from './fields';

/** Blank or invisible characters: white space, and the format marks (zero-width, bidi) nobody sees. */
const INVISIBLE = String.raw`\s\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF`;
const INVISIBLE_ENDS = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');

/**
 * Typed text as it is checked and sent: without the blank or invisible characters at either end
 * (spaces, no-break spaces, zero-width spaces, direction marks), so a name of only such characters
 * is blank, and "Staff" with a trailing zero-width space is sent as "Staff". Inside the text nothing
 * changes (an Arabic name keeps its joiners).
 */
export function cleanText(value: string): string {
  return value.replace(INVISIBLE_ENDS, '');
}

/**
 * A 422 body's `errors` (`{ field: [message, ...] }`) as one message per field. Keys such as
 * `affected_fees.0` count as their field. Anything else in the body is ignored.
 */
export function readFieldErrors(body: unknown): Record<string, string> {
  const errors = isJsonRecord(body) && isJsonRecord(body.errors) ? body.errors : {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    const field = key.split('.')[0]!;
    if (messages.length && !(field in out)) out[field] = messages[0]!;
  }
  return out;
}

/**
 * A 422 body placed on a form through its map of wire names: the message of each known field (the
 * first, where two wire names share one), and the other messages apart.
 */
export function placeFieldErrors<F extends string>(
  body: unknown,
  wireFields: Readonly<Record<string, F>>,
): { fields: Partial<Record<F, string>>; other: string[] } {
  const fields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(readFieldErrors(body))) {
    const field = Object.hasOwn(wireFields, key) ? wireFields[key] : undefined;
    if (field && !fields[field]) fields[field] = message;
    else if (!field) other.push(message);
  }
  return { fields, other };
}
