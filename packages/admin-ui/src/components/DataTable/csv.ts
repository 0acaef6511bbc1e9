import { nodeText, toCsv, type ToCsvOptions } from '../../internal/csv';
import type { DataColumn } from './types';

/** A value read from a row as a cell shows it: text and numbers as they are, anything else blank. */
const valueText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The CSV text of DataTable rows, as the table shows them: the column titles people see (`textTitle`, else the text
 * of `title`) and each cell's text (`text`, else the text of what `render` shows, else the row's value). The row link
 * column is not exported. With a byte order mark and CRLF lines (see `toCsv`).
 */
export function dataTableCsv<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[], options?: ToCsvOptions): string {
  const titles = columns.map((c) => c.textTitle ?? nodeText(c.title));
  const cell = (column: DataColumn<Row>, row: Row) => {
    if (column.text) return column.text(row);
    if (column.render) return nodeText(column.render(row));
    return valueText((row as Record<string, unknown>)[column.key]);
  };
  return toCsv([titles, ...rows.map((row) => columns.map((c) => cell(c, row)))], options);
}
