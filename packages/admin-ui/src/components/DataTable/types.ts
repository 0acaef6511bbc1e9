import type { ReactNode } from 'react';
import type { SortableColumn } from '../../internal/table';

/** What every DataTable column has, whichever its key (see `DataColumn`). */
export interface DataColumnBase<Row> extends SortableColumn<Row> {
  /**
   * Header text: words for people ("Start date"), not the field's wire name. Text, as every table's titles are: it is
   * also the sort button's name, the hover title and the export's header.
   */
  title: string;
  /** What the column holds, e.g. its wire name (`start_date`): the header's tooltip and accessible description. */
  description?: string;
  /** Column width, e.g. 120 (px) or '20%'. */
  width?: number | string;
  /** Keep the cells on one line (a date, a badge, a number): the other columns wrap instead. */
  nowrap?: boolean;
  /**
   * Cut a long value that has no place to wrap (an email, an alias) at the end of its line, with an ellipsis, instead
   * of breaking it anywhere ("sara.khatib@" / "example.com"): the column takes the value's whole width when the table
   * has room and gives it up first when it has not. The full text stays in the cell for assistive technology and
   * shows on hover (its `title`: `text`, else the text of what `render` returns).
   */
  truncate?: boolean;
  /** Cell alignment in the reading direction. Default 'start'. */
  align?: 'start' | 'center' | 'end';
  /**
   * Text direction of the cells. Default: each value is isolated with dir="auto", so Arabic reads
   * right to left while the column keeps one alignment. 'rtl' suits a column that is all Arabic.
   */
  dir?: 'auto' | 'ltr' | 'rtl';
  /**
   * The cell as plain text, for an export (`dataTableCsv`). Default: the text of what `render` returns (a badge's
   * label, a list's names), else the row's value.
   */
  text?: (row: Row) => string;
  /** The header in an export, when it says more than the table's (e.g. with its unit). Default: `title`. */
  textTitle?: string;
  /**
   * Language of the cells' data when it differs from the page's (WCAG 3.1.2), e.g. `'ar'`, or per row:
   * `(row) => scriptLang(row.name)` (Arabic names among Latin ones). Set as `lang` on the cell's text.
   */
  lang?: string | ((row: Row) => string | undefined);
}

/** A column of a row field: `key` names it (checked against the row's type), the cell shows `row[key]` or `render`'s. */
export interface DataFieldColumn<Row> extends DataColumnBase<Row> {
  key: keyof Row & string;
  /** Cell content; define it outside render (or memoize the columns) so rows are not rebuilt needlessly. */
  render?: (row: Row) => ReactNode;
}

/** A column that draws its cells (`render`): its `key` may be any string, unique among the columns (e.g. `'actions'`). */
export interface DataRenderedColumn<Row> extends DataColumnBase<Row> {
  key: string;
  /** Required when `key` is not a field of the row ("Property 'render' is missing" on a field column means a typo in `key`). */
  render: (row: Row) => ReactNode;
}

/**
 * One DataTable column. Its `key` must name a field of the row unless the column draws its cells (`render`): a typo
 * (`'emial'`) or a field the API renamed is a compile error, not an empty column.
 */
export type DataColumn<Row> = DataFieldColumn<Row> | DataRenderedColumn<Row>;

export interface DataTableRowLink<Row> {
  /**
   * The route of the row, e.g. (row) => `/cliq/${row.id}`; null when the row has no page to open
   * (an id the app cannot link to safely): the cell then shows a dash and no link.
   */
  to: (row: Row) => string | null;
  /** Visible link text, e.g. "View" or "Review". */
  text: string | ((row: Row) => string);
  /** Optional fuller accessible name that starts with the visible text, e.g. (row) => `View account ${row.id}`. */
  ariaLabel?: (row: Row) => string;
  /** Header of the link column. Default "Actions". */
  header?: string;
  /**
   * Called when the pointer enters a row's link or the link receives focus: the admin may open it
   * soon (an app can load that page's data ahead). Called again on each hover or focus.
   */
  onIntent?: (row: Row) => void;
}
