import type { EditableColumn, EditableTableEdits, EditableTableErrors, EditableTableWarnings } from '@admin-console/admin-ui';
import { changedRowIds, type CatalogueRow } from './rules';
import { differingKeys, sameValue, shown } from './review';
import { t } from './messages';

/**
 * The three-way merge of a save that finds rows changed on the server since the grid loaded
 * (docs/product.md#saving-the-grid): per cell, the value when the grid loaded (base), the server's now (theirs) and
 * the admin's (mine). Their changes to cells the admin did not touch are kept; the admin's changes to cells they
 * did not touch go; a cell both changed to different values is the admin's choice; the same value is no conflict.
 * The merged row is checked with the grid's own rules before it can be sent.
 */

export type Side = 'mine' | 'theirs';

/** How one cell merges: only they changed it (kept), only I did (sent), both the same, or both differently (a choice). */
export type CellMerge = 'theirs' | 'mine' | 'same' | 'conflict';

export interface MergeCell {
  key: string;
  field: string;
  /** The values as the grid shows them: when it loaded, on the server now, and as the admin entered it. */
  base: string;
  theirs: string;
  mine: string;
  merge: CellMerge;
}

/**
 * A row that differs on the server from what the grid loaded: changed on both sides (`both`), changed by the other
 * admin only (`theirs`: their values kept), gone from the server (`gone`: nothing of it can be sent) or added there
 * (`added`: kept).
 */
export type ConflictKind = 'both' | 'theirs' | 'gone' | 'added';

export interface RowConflict<Row extends CatalogueRow> {
  id: string;
  name: string;
  kind: ConflictKind;
  /** The row when the grid loaded (null: added on the server). */
  base: Row | null;
  /** The row on the server now (null: gone). */
  theirs: Row | null;
  /** The row as the admin entered it: the loaded row with their edits (null: added on the server). */
  mine: Row | null;
  /** The cells changed on either side, in the grid's order (for a row gone, the ones the admin changed). */
  cells: MergeCell[];
  /** When the server says the row last changed (its `updated_at`). */
  changedAt?: string;
}

/** The admin's choice for each conflicting cell: row id -> column key -> side. */
export type CellChoices = Readonly<Record<string, Readonly<Record<string, Side>>>>;

/**
 * The rows that differ, in the grid's columns, between what the grid loaded (`loaded`) and the server's list now
 * (`fresh`). `mine` are the loaded rows the admin edited, edits applied (the rules' `changed(loaded, edits)`).
 * Fields the grid does not show (`updated_at`, stamped on every save) are no one's change.
 */
export function conflictsOf<Row extends CatalogueRow>(
  loaded: readonly Row[],
  fresh: readonly Row[],
  mine: readonly Row[],
  edits: EditableTableEdits,
  columns: readonly EditableColumn<Row>[],
  rowName: (row: Row) => string,
): RowConflict<Row>[] {
  const loadedById = new Map(loaded.map((row) => [String(row.id), row]));
  const freshById = new Map(fresh.map((row) => [String(row.id), row]));
  const mineById = new Map<string, Row>();
  changedRowIds(loaded, edits).forEach((id, i) => {
    if (mine[i]) mineById.set(id, mine[i]);
  });
  const columnKeys = columns.map((c) => c.key);
  const out: RowConflict<Row>[] = [];
  for (const id of new Set([...loadedById.keys(), ...freshById.keys()])) {
    const base = loadedById.get(id) ?? null;
    const theirs = freshById.get(id) ?? null;
    const theirKeys = base && theirs ? differingKeys(base, theirs, columnKeys) : [];
    if (base && theirs && theirKeys.length === 0) continue;
    const edited = mineById.get(id) ?? null;
    const kind: ConflictKind = !theirs ? 'gone' : !base ? 'added' : edited ? 'both' : 'theirs';
    const myKeys = base && edited ? differingKeys(base, edited, columnKeys) : [];
    const keys = columnKeys.filter((key) => theirKeys.includes(key) || myKeys.includes(key));
    const mineRow = edited ?? base;
    const none = t('fees.conflict.none');
    out.push({
      id,
      name: rowName((theirs ?? base)!),
      kind,
      base,
      theirs,
      mine: mineRow,
      cells: keys.map((key) => {
        const column = columns.find((c) => c.key === key);
        const theirsChanged = theirKeys.includes(key);
        const mineChanged = myKeys.includes(key);
        const merge: CellMerge =
          theirsChanged && mineChanged ? (sameValue(theirs![key], edited![key]) ? 'same' : 'conflict') : mineChanged ? 'mine' : 'theirs';
        return {
          key,
          field: column?.title ?? key,
          base: base ? shown(column, key, base) : none,
          theirs: theirs ? shown(column, key, theirs) : none,
          mine: mineRow ? shown(column, key, mineRow) : none,
          merge,
        };
      }),
      changedAt: typeof theirs?.updated_at === 'string' && theirs.updated_at !== '' ? theirs.updated_at : undefined,
    });
  }
  return out;
}

/** The grid's rules, built over the server's list now (`validate`, `warn`), and the cells a warning weighs together. */
export interface MergeRules {
  validate(edits: EditableTableEdits): EditableTableErrors;
  warn?(edits: EditableTableEdits): EditableTableWarnings;
  /** The cells the warning adds up (a distribution's three percentages); none for a grid without warnings. */
  splitKeys: readonly string[];
  /** The grid's columns, in order: the cells to fix are listed in it. */
  columnKeys: readonly string[];
}

/** A cell to fix in place: its value as it would be sent (the admin's fix, else the merge's). */
export interface FixCell {
  key: string;
  value: string;
  /** Whether the admin typed it (else it is the merge's value). */
  fixed: boolean;
  error?: string;
}

/** One row's merge with the choices and fixes made so far. */
export interface RowMerge {
  /** What the row sends over the server's row: cells of mine kept or chosen, and the fixes. */
  edits: Record<string, string>;
  /** The conflicting cells still without a choice. */
  undecided: string[];
  /** The grid's warning on the merged row (a split that does not add up to 100). */
  warning?: string;
  /** The warning is on a split neither admin entered: the row cannot be sent as it is. */
  refused: boolean;
  /** A rule the merged row breaks: refused, or a cell the validator rejects. */
  blocked: boolean;
  /** The cells to fix in place, in the grid's order (empty when the merge breaks no rule). */
  fix: FixCell[];
}

export interface MergeReport {
  rows: ReadonlyMap<string, RowMerge>;
  /** Every edit to send, over the server's list now: rows gone dropped, rows changed on both sides merged. */
  edits: EditableTableEdits;
  /** Conflicting cells without a choice, over all rows. */
  undecided: number;
  /** The rows that break a rule (nothing is sent while there are any). */
  blocked: string[];
  /** The rows the admin edited that the other admin did not touch: sent as entered. */
  mineOnly: number;
}

const raw = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * One row changed on both sides, merged: `myEdits` the admin's typed cells, `choices` and `fixes` what they decided
 * in the dialog. The split rule (docs/product.md#saving-the-grid): a merged split that does not add up to 100 is
 * refused unless it is exactly one admin's split (mine as I entered it, which the grid let me save with a warning,
 * or theirs as the server holds it); the fixes are checked by the same validator and warner.
 */
export function mergeRow<Row extends CatalogueRow>(
  conflict: RowConflict<Row>,
  myEdits: Readonly<Partial<Record<string, string>>>,
  choices: Readonly<Record<string, Side>>,
  fixes: Readonly<Partial<Record<string, string>>>,
  rules: MergeRules,
): RowMerge {
  const { id, theirs, mine } = conflict;
  const plain: Record<string, string> = {};
  const undecided: string[] = [];
  for (const cell of conflict.cells) {
    const choice = choices[cell.key];
    if (cell.merge === 'conflict' && choice === undefined && fixes[cell.key] === undefined) undecided.push(cell.key);
    const typed = myEdits[cell.key];
    if ((cell.merge === 'mine' || (cell.merge === 'conflict' && choice === 'mine')) && typed !== undefined) plain[cell.key] = typed;
  }
  const fixed: Record<string, string> = {};
  for (const key in fixes) if (fixes[key] !== undefined) fixed[key] = fixes[key];
  const sent = { ...plain, ...fixed };
  /** Whether every cell of the split is the same as one side's: a split an admin entered. */
  const entered = (cells: Record<string, string>, side: Row | null) =>
    side !== null && rules.splitKeys.every((key) => sameValue(cells[key] ?? theirs?.[key], side[key]));
  const check = (cells: Record<string, string>) => {
    const errors = rules.validate({ [id]: cells })[id] ?? {};
    const warning = rules.warn?.({ [id]: cells })[id];
    const refused = undecided.length === 0 && warning !== undefined && !entered(cells, mine) && !entered(cells, theirs);
    return { errors, warning, refused, failing: Object.keys(errors).filter((key) => errors[key]) };
  };
  const now = check(sent);
  // The cells to fix, from the merge before any fix (so the inputs stay while the admin types), and those fixed.
  const before = check(plain);
  const keys = new Set([...before.failing, ...(before.refused ? rules.splitKeys : []), ...Object.keys(fixed), ...now.failing]);
  const fix = rules.columnKeys
    .filter((key) => keys.has(key))
    .map((key) => ({ key, value: sent[key] ?? raw(theirs?.[key]), fixed: key in fixed, error: now.errors[key] || undefined }));
  return {
    edits: sent,
    undecided,
    warning: now.warning,
    refused: now.refused,
    blocked: now.refused || now.failing.length > 0,
    fix,
  };
}

/**
 * Every row of `list` merged, and the edits the save sends over the server's list: the admin's edits of rows the
 * other admin did not touch as they are, rows gone dropped, rows changed on both sides as merged.
 */
export function mergeReport<Row extends CatalogueRow>(
  list: readonly RowConflict<Row>[],
  edits: EditableTableEdits,
  choices: CellChoices,
  fixes: EditableTableEdits,
  rules: MergeRules,
): MergeReport {
  const out: Record<string, EditableTableEdits[string]> = { ...edits };
  const rows = new Map<string, RowMerge>();
  let undecided = 0;
  const blocked: string[] = [];
  for (const conflict of list) {
    const { id } = conflict;
    delete out[id];
    if (conflict.kind !== 'both') continue;
    const merged = mergeRow(conflict, edits[id] ?? {}, choices[id] ?? {}, fixes[id] ?? {}, rules);
    rows.set(id, merged);
    undecided += merged.undecided.length;
    if (merged.blocked) blocked.push(id);
    if (Object.keys(merged.edits).length > 0) out[id] = merged.edits;
  }
  const listed = new Set(list.map((c) => c.id));
  const mineOnly = Object.keys(out).filter((id) => !listed.has(id)).length;
  return { rows, edits: out, undecided, blocked, mineOnly };
}
