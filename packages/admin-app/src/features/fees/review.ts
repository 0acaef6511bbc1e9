import type { ChangeSummaryItem, EditableColumn, EditableTableEdits } from '@admin-console/admin-ui';
import { cellShown } from './cells';
import { changedRowIds, parseNumber, type CatalogueRow } from './rules';
import { t } from './messages';
import { formatNumber, intlLocale } from '../../platform/i18n/format';

/**
 * A count for a message's plural: the number, and the number as shown in the interface's digits (`formatted`:
 * grouped, "1,250"; else ungrouped, "1250").
 */
export const counted = (n: number, formatted = false) => ({
  count: n,
  shown: formatted ? formatNumber(n) : new Intl.NumberFormat(intlLocale(), { useGrouping: false }).format(n),
});

/** How a cell shows in the review and conflict lists: as the grid shows it, "(empty)" when blank. */
export function shown<Row extends CatalogueRow>(column: EditableColumn<Row> | undefined, key: string, row: Row): string {
  const rendered = column?.render ? column.render(row) : undefined;
  const text = typeof rendered === 'string' || typeof rendered === 'number' ? String(rendered) : cellShown(row[key]);
  return text.trim() === '' ? t('fees.review.empty') : text;
}

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' ? (Number.isFinite(value) ? value : null) : typeof value === 'string' ? parseNumber(value) : null;

/** The change of a percentage in percentage points, signed with two decimals ("+0.50 pp", "−1.25 pp"); else undefined. */
export function pointsChange(key: string, before: unknown, after: unknown): string | undefined {
  if (!key.endsWith('_percentage')) return undefined;
  const a = asNumber(before);
  const b = asNumber(after);
  if (a === null || b === null) return undefined;
  const delta = Math.round((b - a) * 100) / 100;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return t('fees.review.points', { delta: `${sign}${Math.abs(delta).toFixed(2)}` });
}

/** A cell with nothing in it: a backend may store '' as null (or leave the field out). */
const blank = (value: unknown): boolean => value === null || value === undefined || value === '';

/** Whether two values of a cell are the same (a number and its text are the same value; '', null and none too). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (blank(a) && blank(b)) return true;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null && y !== null && (typeof a === 'number' || typeof b === 'number')) return x === y;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The grid's columns whose values differ between two rows. Fields the grid does not show (`updated_at`, set by
 * the server on every save) are no one's change to weigh.
 */
export function differingKeys(a: CatalogueRow, b: CatalogueRow, keys: readonly string[]): string[] {
  return keys.filter((key) => !sameValue(a[key], b[key]));
}

/**
 * The review list of a save: every changed cell of the rows sent (`changed`, in the order of `rowIds`), the row's
 * name, the column's title as the grid shows it, old → new, and the percentage-point change of percentages. Cells
 * typed back to their saved value are not changes.
 */
export function reviewItems<Row extends CatalogueRow>(
  rows: readonly Row[],
  changed: readonly Row[],
  edits: EditableTableEdits,
  columns: readonly EditableColumn<Row>[],
  rowName: (row: Row) => string,
): ChangeSummaryItem[] {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const items: ChangeSummaryItem[] = [];
  changedRowIds(rows, edits).forEach((id, i) => {
    const before = byId.get(id);
    const after = changed[i];
    if (!before || !after) return;
    for (const column of columns) {
      const { key } = column;
      if (!(key in (edits[id] ?? {})) || sameValue(before[key], after[key])) continue;
      items.push({
        key: `${id}:${key}`,
        item: rowName(before),
        field: column.title,
        before: shown(column, key, before),
        after: shown(column, key, after),
        change: pointsChange(key, before[key], after[key]),
      });
    }
  });
  return items;
}

/** The list `current` with the rows of `changes` in place of theirs (matched by id, which a save never changes). */
export function withRows<Row extends CatalogueRow>(current: readonly Row[], changes: readonly Row[]): Row[] {
  const byId = new Map(changes.map((row) => [String(row.id), row]));
  return current.map((row) => byId.get(String(row.id)) ?? row);
}
