import type {
  EditableColumn,
  EditableColumnGroup,
  EditableTableEdits,
  EditableTableErrors,
  EditableTableWarnings,
  SortValue,
} from '@admin-console/admin-ui';
import type { Locale } from '../../platform/i18n/i18n';
import type { ExportColumn } from '../../kernel/listExport';
import { sessionStore } from '../../platform/session/sessionStore';
import type { SaveResult } from './api';
import type { CatalogueRow } from './rules';

/** What a screen derives from its loaded rows (columns may depend on the data: the distribution prefix). */
export interface CatalogueLayout<Row extends CatalogueRow> {
  columns: readonly EditableColumn<Row>[];
  groups?: readonly EditableColumnGroup[];
  /** Export CSV's columns: for analysis, not as the grid shows them (docs/product.md#list-export). */
  exportColumns: readonly ExportColumn<Row>[];
}

/** What makes the editor one screen's: how its rows load, lay out, validate and save (docs/product.md#fees-and-distributions). */
export interface CatalogueRules<Row extends CatalogueRow> {
  load(signal: AbortSignal): Promise<Row[]>;
  /** Column layout for the loaded rows; memoized by the editor on `rows`, and built again in a newly chosen `locale`. */
  layout(rows: readonly Row[], locale: Locale): CatalogueLayout<Row>;
  /**
   * The validator for the loaded rows (built once per load: it may index them), giving the dirty cells' messages.
   * Called on every keystroke: it should visit the edits, not the rows.
   */
  validator(rows: readonly Row[], locale: Locale): (edits: EditableTableEdits) => EditableTableErrors;
  /** Row warnings (distributions), built once per load like `validator`; omit for a table without warnings. */
  warner?(rows: readonly Row[], locale: Locale): (edits: EditableTableEdits) => EditableTableWarnings;
  /**
   * The cells the warner adds up together (a distribution's three percentages): a save that merges another admin's
   * changes may not leave them warned in a way neither admin entered (docs/product.md#saving-the-grid).
   */
  splitKeys?(rows: readonly Row[]): readonly string[];
  /**
   * The changed rows (full, edits applied) the PATCH sends: one per edited row, in the order of `rows` (the index
   * of a 422's `errors` key is read against that order, see `changedRowIds`).
   */
  changed(rows: readonly Row[], edits: EditableTableEdits): Row[];
  save(changed: Row[]): Promise<SaveResult>;
  rowLabel(row: Row): string;
  /** The row's name in the review and conflict lists: the fee's alias. */
  rowName(row: Row): string;
  /** What a column sorts by when not the row's field of its name (the distribution's `fee` object: its alias). */
  sortValues?: Readonly<Record<string, (row: Row) => SortValue>>;
}

export type CatalogueScreenName = 'fees' | 'distribution';

/** Each screen's own words (the rows it lists named in each) and the list's key in its PATCH body. */
export const SCREENS = {
  fees: {
    /** The list's key in the PATCH body, which a 422's `errors` keys start with (`fees.0.fixed`). */
    listKey: 'fees',
    /** Names the export's file (`fees-….csv`, in English whatever the interface's language). */
    noun: 'fees',
    /** The page's h1 and tab title, and the grid's accessible name. */
    title: 'fees.title',
    caption: 'fees.title',
    /** Shown with Retry when the list fails to load. */
    loadFailed: 'fees.loadFailed.fees',
    count: 'fees.count.fees',
    saved: 'fees.saved.fees',
    empty: 'fees.empty.fees',
    failedAway: 'fees.saveFailedAway.fees',
  },
  distribution: {
    listKey: 'distributions',
    noun: 'distributions',
    title: 'fees.distributions.title',
    caption: 'fees.distributions.caption',
    loadFailed: 'fees.loadFailed.distributions',
    count: 'fees.count.distributions',
    saved: 'fees.saved.distributions',
    empty: 'fees.empty.distributions',
    failedAway: 'fees.saveFailedAway.distributions',
  },
} as const;

/** Whether the session has ended (a 401 sent the admin to sign in again). */
export const sessionEnded = () => sessionStore.getState().token === null;
