import type { HTMLAttributes, ReactNode } from 'react';
import type { LinkComponent } from '../LinkProvider';
import type { SortableColumn, TableEmpty, TableSort } from '../../internal/table';

export type EditableCellType = 'text' | 'number';
export type EditableTableMode = 'view' | 'edit';

/** A link cell: the row's route, rendered through the app's link component (the words of DataTable's `rowLink`). */
export interface EditableColumnLink<Row> {
  /**
   * The target built from the row, e.g. `(row) => \`/edit-discount?id=${row.id}\``; null when the row has no page to
   * open (as DataTable's `rowLink.to`): the cell then shows a dash and no link.
   */
  to(row: Row): string | null;
  /** Visible link text, e.g. "View". */
  text: string;
  /** Accessible name when the text alone is ambiguous out of context, e.g. `(row) => \`View ${row.discount_name}\``. */
  ariaLabel?(row: Row): string;
}

/** What every EditableTable column has, whichever its key (see `EditableColumn`). */
export interface EditableColumnBase<Row> extends SortableColumn<Row> {
  /** Header text: words for people ("Payer %"), not the field's wire name. */
  title: string;
  /**
   * What the column holds, e.g. its wire name (`payer_percentage`): the header's tooltip, and its accessible
   * description (assistive technology reads it with the header).
   */
  description?: string;
  /**
   * Language of the column's data when it differs from the page's (BCP 47, e.g. `ar`): its cells and inputs get
   * `lang` and `dir="auto"`. A right-to-left language also aligns the header like the cells (to the right in a
   * left-to-right page).
   */
  lang?: string;
  /** `number` cells align to the end and get a decimal keyboard; the raw typed text is still what is reported. Default `text`. */
  type?: EditableCellType;
  /** Column width (px when a number). Default: 180 for text, 120 for numbers, 100 for links. */
  width?: number | string;
  /** Default: `end` for numbers, else `start`. */
  align?: 'start' | 'end';
  /**
   * Held in view while the grid scrolls sideways: the row's identity, e.g. its id and its name, beside whichever
   * columns are scrolled to. Sticky columns need not be adjacent: each sticks after the sticky columns before it
   * (at the inline start: the right in a right-to-left page), so give those pixel widths. Default `false`.
   */
  sticky?: boolean;
  /**
   * Cell content in view mode and in read-only cells, as DataTable's `render`, e.g. `(row) => formatNumber(row.fixed)`.
   * In edit mode an editable cell shows the raw value, in its input or its field's box. Default: the row's `key` field
   * as text.
   */
  render?(row: Row): ReactNode;
  /**
   * Accessible name of this column's inputs, before the row label. Default: the group title and the column title,
   * e.g. "Percentages Guarantor", so two "Guarantor" columns under different groups stay distinguishable.
   */
  label?: string;
}

/** A column of a row field: `key` names it (checked against the row's type). Only these can be `editable`. */
export interface EditableFieldColumn<Row> extends EditableColumnBase<Row> {
  key: keyof Row & string;
  /** Editable in edit mode. Columns without it stay read-only (and say so to assistive technology). */
  editable?: boolean;
  /** Makes the column a link cell. */
  link?: EditableColumnLink<Row>;
}

/** A column that draws its cells (`render`) or holds a link (`link`): any `key`, unique among the columns; never editable. */
export type EditableDrawnColumn<Row> = EditableColumnBase<Row> & {
  key: string;
  /** Never: only a field of the row can be edited (an error here on an editable column means its `key` is not one). */
  editable?: false;
} & ({ render(row: Row): ReactNode; link?: EditableColumnLink<Row> } | { link: EditableColumnLink<Row> });

/**
 * One column, defined by key, title, data type and an editable flag. Its `key` must name a field of the row unless
 * the column draws its cells or holds a link: a typo is a compile error, not an empty column.
 */
export type EditableColumn<Row> = EditableFieldColumn<Row> | EditableDrawnColumn<Row>;

/**
 * A grouped header cell, drawn above the column titles. A group with an empty title leaves its columns ungrouped:
 * their titles span both header rows.
 */
export interface EditableColumnGroup {
  title: string;
  colSpan: number;
}

/** row id -> column key -> text. Sparse: only rows that have an entry. */
export type EditableCellMap = Readonly<Record<string, Readonly<Partial<Record<string, string>>> | undefined>>;
/** The dirty cells: row id -> column key -> raw typed text. */
export type EditableTableEdits = EditableCellMap;
/** Validation messages given by the screen: row id -> column key -> message. */
export type EditableTableErrors = EditableCellMap;
/** Row-level warnings given by the screen: row id -> message (e.g. percentages that do not sum to 100). */
export type EditableTableWarnings = Readonly<Record<string, string | undefined>>;

export interface EditableTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onChange'> {
  /**
   * The saved rows. Never copied or mutated by the table: edits live in `edits`. Keep the array stable while editing:
   * a new one empties the undo history (its steps are relative to the rows' saved values).
   */
  rows: readonly Row[];
  /**
   * A row's stable key (its record id), e.g. `(row) => row.id`. As a string (`String(getRowId(row))`) it is the
   * row id of `onEditChange` and of the `edits`, `errors` and `warnings` maps. Required, as on DataTable and
   * HistoryTable: a table never guesses which field is the id.
   */
  getRowId(row: Row): string | number;
  /** Column definitions. Keep the array stable (module constant or `useMemo`): rows re-render when it changes. */
  columns: readonly EditableColumn<Row>[];
  /** A grouped header row above the column titles, e.g. Percentages (3) and Fixed amounts (3). */
  groups?: readonly EditableColumnGroup[];
  /**
   * `edit` makes editable cells editable: the active cell's row holds their inputs, the other rows show each value in
   * a field's box that a click (or Enter, F2, a character) turns into the input; it takes pastes and undo/redo. Owned
   * by the screen (the Edit / Save Data toggle). Leaving `edit` empties the undo history.
   */
  mode: EditableTableMode;
  /** The dirty cells, owned by the screen. A cell is dirty while it has an entry. Needed in edit mode; a view-only table leaves it out. */
  edits?: EditableTableEdits;
  /**
   * A cell's text changed. `rawValue` is what was typed, or `undefined` when the cell is back to its saved value
   * (typed back, or reverted with Escape). A pasted block calls it once per cell it lands on (with the pasted text,
   * `undefined` where that is the saved value), and undo/redo once per cell of the step, with the text the cell had
   * then: all in one event, so React renders them together. Validate what it reports as typed text. Update only that
   * row's entry: see `updateEdits`.
   */
  onEditChange?(rowId: string, key: string, rawValue: string | undefined): void;
  /** Validation messages per cell, shown inline and counted in the announced summary. Shown in edit mode only. */
  errors?: EditableTableErrors;
  /**
   * Row-level warnings, shown in a last column (present whenever this prop is given), and marked on the row itself:
   * a ⚠ in its first cell, whose text assistive technology reads with that cell (and a tooltip shows).
   */
  warnings?: EditableTableWarnings;
  /** Title of the warnings column. Default "Warnings". */
  warningsTitle?: string;
  /** Accessible name of the grid (its caption). */
  caption: string;
  /**
   * Hide the caption visually (it still names the grid for assistive technology). Default `true` for this table,
   * unlike DataTable/HistoryTable (default `false`): editable screens already carry a heading.
   */
  hideCaption?: boolean;
  /** How link cells render links. Default: the `LinkProvider`'s, else a plain anchor. */
  linkComponent?: LinkComponent;
  /** Shown in place of rows when there are none: a title and an optional description. Default: the locale's title ("No rows to show."), no description. */
  empty?: TableEmpty;
  /** An action under the empty state, e.g. an "Add a fee" button. Default: none. */
  emptyAction?: ReactNode;
  /** The load failed: shown exactly in place of the rows, with Retry when `onRetry` is given (as DataTable's `error`). */
  error?: string | null;
  /** Loads again after a failure; shows a Retry button with the error. */
  onRetry?(): void;
  /** Title above the error message. Default "Something went wrong"; `null` for none. */
  errorTitle?: ReactNode;
  /** Shows skeleton rows and marks the grid busy (with `error`: the Retry button is busy instead). */
  loading?: boolean;
  /** Maximum height of the scrolling area (a number is px). Default 480. The header stays visible while scrolling. */
  maxHeight?: number | string;
  /** Names a row in the inputs' accessible names ("payer_percentage, Transfer fee"). Default "row N". */
  rowLabel?(row: Row, index: number): string;
  /**
   * `window` (default): all rows in one scrolling area, only the visible ones in the DOM, so 10,000 rows cost what 30 do.
   * `pages`: `pageSize` rows at a time with Previous / Next.
   */
  paging?: 'window' | 'pages';
  /** Rows per page in `pages` mode. Default 10. */
  pageSize?: number;
  /** The current page (1-based) in `pages` mode, when the screen owns it. */
  page?: number;
  /** Page changes in `pages` mode (buttons, or the keyboard crossing a page edge). */
  onPageChange?(page: number): void;
  /** The sorted column (controlled): its `<th>` gets `aria-sort`. The table shows `rows` in the order given: sort them with `sortRows`. */
  sort?: TableSort | null;
  /** Makes the headers of `sortable` columns buttons (see DataTable's `onSortChange`). */
  onSortChange?(sort: TableSort): void;
}
