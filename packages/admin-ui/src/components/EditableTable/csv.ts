import { nodeText, toCsv, type ToCsvOptions } from '../ExportButton/csv';
import { cellText } from './EditableTableCell';
import type { EditableColumn, EditableColumnGroup, EditableRow } from './types';

/**
 * The CSV text of EditableTable rows as the table shows them outside inputs: each column's title after its group's
 * ("Percentages Guarantor"), each cell as `format` shows it (else its value as text). Link columns are not exported.
 * With a byte order mark and CRLF lines (see `toCsv`).
 */
export function editableTableCsv<Row extends EditableRow>(
  columns: readonly EditableColumn<Row>[],
  rows: readonly Row[],
  options: ToCsvOptions & { groups?: readonly EditableColumnGroup[] } = {},
): string {
  const groupOf: string[] = [];
  for (const g of options.groups ?? []) for (let i = 0; i < g.colSpan; i++) groupOf.push(g.title);
  const shown = columns.map((column, i) => ({ column, group: groupOf[i] })).filter(({ column }) => !column.link);
  const titles = shown.map(({ column, group }) => [group, column.title].filter(Boolean).join(' '));
  const cell = (column: EditableColumn<Row>, row: Row) => {
    const value = (row as unknown as Record<string, unknown>)[column.key];
    return column.format ? nodeText(column.format(value, row)) : cellText(value);
  };
  return toCsv([titles, ...rows.map((row) => shown.map(({ column }) => cell(column, row)))], options);
}
