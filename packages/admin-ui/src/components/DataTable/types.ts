import type { ReactNode } from 'react';
import type { SortableColumn } from '../../internal/table';

export interface DataColumn<Row> extends SortableColumn<Row> {
  /** Identifies the column; without `render` the cell shows `row[key]`. */
  key: string;
  /** Header text: words for people ("Start date"), not the field's wire name. */
  title: ReactNode;
  /** What the column holds, e.g. its wire name (`start_date`): the header's tooltip and accessible description. */
  description?: string;
  /** Cell content; define it outside render (or memoize the columns) so rows are not rebuilt needlessly. */
  render?: (row: Row) => ReactNode;
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
  /** The header as plain text, for an export. Default: the text of `title`. */
  textTitle?: string;
  /**
   * Language of the cells' data when it differs from the page's (WCAG 3.1.2), e.g. `'ar'`, or per row:
   * `(row) => scriptLang(row.name)` (Arabic names among Latin ones). Set as `lang` on the cell's text.
   */
  lang?: string | ((row: Row) => string | undefined);
}

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
  header?: ReactNode;
  /**
   * Called when the pointer enters a row's link or the link receives focus: the admin may open it
   * soon (an app can load that page's data ahead). Called again on each hover or focus.
   */
  onIntent?: (row: Row) => void;
}
