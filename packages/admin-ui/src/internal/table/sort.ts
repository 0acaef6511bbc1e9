/**
 * Sorting for the tables' sortable headers (DataTable and EditableTable): the tables only draw the headers and report
 * clicks (`sort` / `onSortChange`); the screen sorts its rows with `sortRows`, then pages them.
 */

export type SortDirection = 'ascending' | 'descending';

/** The sorted column and its direction. */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

/** A value to sort a row by: numbers as numbers, text by the locale's collation; null, undefined and '' are empty. */
export type SortValue = string | number | null | undefined;

/** What `sortRows` reads of a column (DataColumn and EditableColumn both have it). */
export interface SortableColumn<Row> {
  key: string;
  /** The column's header is a sort button (when the table is given `onSortChange`). */
  sortable?: boolean;
  /** The value the column sorts by. Default: the row's field named `key`. */
  sortValue?(row: Row): SortValue;
  /** A full comparison (ascending) instead of `sortValue`: empty rows are then the comparison's to place. */
  compare?(a: Row, b: Row): number;
}

/** The sort a click on `key`'s header asks for: ascending first, then the other direction on each click. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

const PLAIN_NUMBER = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/;
type Key = { empty: true } | { empty: false; number: number | null; text: string };
const EMPTY: Key = { empty: true };

function keyOf(value: unknown): Key {
  if (typeof value === 'number') return Number.isNaN(value) ? EMPTY : { empty: false, number: value, text: '' };
  if (typeof value === 'bigint') return { empty: false, number: Number(value), text: '' };
  if (typeof value !== 'string') return EMPTY; // null, undefined, and anything that is not a value to read
  if (value.trim() === '') return EMPTY;
  // A number sent as text ("12.5", as some APIs send amounts) sorts as a number.
  return PLAIN_NUMBER.test(value) ? { empty: false, number: Number(value), text: '' } : { empty: false, number: null, text: value };
}

const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string | undefined): Intl.Collator {
  const id = locale ?? '';
  let collator = collators.get(id);
  if (!collator) {
    // What localeCompare does with these options, built once: numeric ("item 2" before "item 10"), case and accents
    // ignored first; Arabic by its own order.
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(id, collator);
  }
  return collator;
}

/** Compares two non-empty keys, ascending: numbers before text, numbers by value, text by the collator. */
function compareKeys(a: Exclude<Key, { empty: true }>, b: Exclude<Key, { empty: true }>, collator: Intl.Collator): number {
  if (a.number !== null && b.number !== null) return a.number - b.number;
  if (a.number !== null) return -1;
  if (b.number !== null) return 1;
  return collator.compare(a.text, b.text) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
}

/**
 * Compares two values, ascending: numbers (and numbers sent as text) as numbers, before text; text with the locale's
 * collation (`localeCompare`'s, numeric); empty values (null, undefined, '', NaN, anything not a string or number)
 * last.
 */
export function compareSortValues(a: unknown, b: unknown, locale?: string): number {
  const ka = keyOf(a);
  const kb = keyOf(b);
  if (ka.empty || kb.empty) return ka.empty === kb.empty ? 0 : ka.empty ? 1 : -1;
  return compareKeys(ka, kb, collatorFor(locale));
}

export interface SortRowsOptions {
  /** The locale of the text collation. Default: the browser's. */
  locale?: string;
}

/**
 * The rows in the order of `sort` (a new array; `rows` is left as it is). Empty values stay last in either direction;
 * equal rows keep their order. An unknown key, a column that is not `sortable`, or no sort: the rows as they are.
 *
 * ```ts
 * const shown = useMemo(() => sortRows(all, columns, sort), [all, sort]);
 * ```
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: TableSort | null | undefined,
  options: SortRowsOptions = {},
): Row[] {
  const column = sort ? columns.find((c) => c.key === sort.key && c.sortable) : undefined;
  if (!sort || !column) return rows.slice();
  const sign = sort.direction === 'descending' ? -1 : 1;
  const { compare } = column;
  if (compare) return rows.slice().sort((a, b) => sign * compare(a, b));
  const read = column.sortValue ?? ((row: Row) => (row as Record<string, unknown>)[column.key] as SortValue);
  const collator = collatorFor(options.locale);
  // Each row's key read once (decorate, sort, undecorate): 10,000 rows sort without re-reading values.
  const keyed = rows.map((row, index) => ({ row, index, key: keyOf(read(row)) }));
  keyed.sort((x, y) => {
    const a = x.key;
    const b = y.key;
    if (a.empty || b.empty) return a.empty === b.empty ? x.index - y.index : a.empty ? 1 : -1;
    return sign * compareKeys(a, b, collator) || x.index - y.index;
  });
  return keyed.map((k) => k.row);
}
