// A cell's text, apart from the cell component: the CSV builder uses it too, and it is server-safe (`/core`).

/**
 * A value as a cell's text (and an input's starting text): strings as they are, numbers and booleans written out,
 * anything else (null, an object, an array) empty, never "[object Object]".
 */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** What `onEditChange` reports for `text` typed into `row`'s `key` cell: the text, or undefined when it is the saved value. */
export function editedText(row: unknown, key: string, text: string): string | undefined {
  return text === cellText((row as Record<string, unknown>)[key]) ? undefined : text;
}
