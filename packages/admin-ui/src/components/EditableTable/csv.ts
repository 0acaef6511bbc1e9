import { nodeText, toCsv, type ToCsvOptions } from '../../internal/csv';
import { cellText } from './cellText';
import type { EditableColumn, EditableColumnGroup } from './types';

/**
 * A grouped column's title in a CSV file, where the group header above it is gone: its group's title then its own
 * ("Fixed amounts" + "Wallet": "Fixed amounts Wallet"), unless its own already begins with the group's word for word
 * ("Payer" + "Payer %": "Payer %", never "Payer Payer %").
 */
function groupedTitle(group: string | undefined, title: string): string {
  const head = group?.trim() ?? '';
  if (!head) return title;
  const own = title.trim();
  const begins = own.toLowerCase() === head.toLowerCase() || own.toLowerCase().startsWith(`${head.toLowerCase()} `);
  return begins ? title : `${head} ${title}`;
}

/**
 * The CSV text of EditableTable rows as the table shows them outside inputs: each column's title after its group's
 * (see `groupedTitle`), each cell as `render` shows it (else its value as text). Link columns are not exported.
 * With a byte order mark and CRLF lines (see `toCsv`).
 */
export function editableTableCsv<Row>(
  columns: readonly EditableColumn<Row>[],
  rows: readonly Row[],
  options: ToCsvOptions & { groups?: readonly EditableColumnGroup[] } = {},
): string {
  const groupOf: string[] = [];
  for (const g of options.groups ?? []) for (let i = 0; i < g.colSpan; i++) groupOf.push(g.title);
  const shown = columns.map((column, i) => ({ column, group: groupOf[i] })).filter(({ column }) => !column.link);
  const titles = shown.map(({ column, group }) => groupedTitle(group, column.title));
  const cell = (column: EditableColumn<Row>, row: Row) => {
    return column.render ? nodeText(column.render(row)) : cellText((row as Record<string, unknown>)[column.key]);
  };
  return toCsv([titles, ...rows.map((row) => shown.map(({ column }) => cell(column, row)))], options);
}
