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
function shown<Row extends CatalogueRow>(column: EditableColumn<Row> | undefined, key: string, row: Row): string {
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
function sameValue(a: unknown, b: unknown): boolean {
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
function differingKeys(a: CatalogueRow, b: CatalogueRow, keys: readonly string[]): string[] {
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

/** A row that differs on the server from what the grid loaded. */
export interface ServerChange<Row extends CatalogueRow> {
  id: string;
  name: string;
  /** The row on the server now; null when it is gone. */
  theirs: Row | null;
  /** The row the save would send (the server's row now, the admin's edits applied); null when the server added it. */
  mine: Row | null;
  /** Whether the admin edited it (then they choose: keep mine or take theirs). */
  edited: boolean;
  /** The cells where theirs and mine differ, for the side-by-side list. */
  cells: ChangeSummaryItem[];
}

/**
 * The rows that differ, in the grid's columns, between what the grid loaded (`loaded`) and the server's list now
 * (`fresh`): changed, added or removed by someone else. `changed` are the rows the save would send (matched by id:
 * the server's row with the admin's edits applied).
 */
export function serverChanges<Row extends CatalogueRow>(
  loaded: readonly Row[],
  fresh: readonly Row[],
  changed: readonly Row[],
  edits: EditableTableEdits,
  columns: readonly EditableColumn<Row>[],
  rowName: (row: Row) => string,
): ServerChange<Row>[] {
  const loadedById = new Map(loaded.map((row) => [String(row.id), row]));
  const freshById = new Map(fresh.map((row) => [String(row.id), row]));
  const mineById = new Map(loaded.map((row) => [String(row.id), row]));
  const editedIds = new Set(changedRowIds(loaded, edits));
  for (const row of changed) if (editedIds.has(String(row.id))) mineById.set(String(row.id), row);
  const columnByKey = new Map(columns.map((c) => [c.key, c]));
  const columnKeys = columns.map((c) => c.key);
  const ids = [...new Set([...loadedById.keys(), ...freshById.keys()])];
  const out: ServerChange<Row>[] = [];
  for (const id of ids) {
    const was = loadedById.get(id);
    const theirs = freshById.get(id) ?? null;
    if (was && theirs && differingKeys(was, theirs, columnKeys).length === 0) continue;
    const mine = mineById.get(id) ?? null;
    // The grid's columns, in its order.
    const ordered = theirs && mine ? differingKeys(theirs, mine, columnKeys) : columnKeys;
    const none = t('fees.conflict.none');
    out.push({
      id,
      name: rowName((theirs ?? mine)!),
      theirs,
      mine,
      edited: theirs !== null && mine !== null && was !== undefined && mine !== was,
      cells: ordered.map((key) => {
        const column = columnByKey.get(key);
        return {
          key: `${id}:${key}`,
          field: column?.title ?? key,
          before: theirs ? shown(column, key, theirs) : none,
          after: mine ? shown(column, key, mine) : none,
        };
      }),
    });
  }
  return out;
}

/** The edits of the rows whose own values the admin keeps; the others' edits are dropped (they take theirs). */
export function keptEdits(edits: EditableTableEdits, keep: ReadonlySet<string>): EditableTableEdits {
  const out: Record<string, EditableTableEdits[string]> = {};
  for (const id in edits) if (keep.has(id)) out[id] = edits[id];
  return out;
}

/** The list `current` with the rows of `changes` in place of theirs (matched by id, which a save never changes). */
export function withRows<Row extends CatalogueRow>(current: readonly Row[], changes: readonly Row[]): Row[] {
  const byId = new Map(changes.map((row) => [String(row.id), row]));
  return current.map((row) => byId.get(String(row.id)) ?? row);
}
