/**
 * What a table shows in place of rows when it has none: the same shape on DataTable, EditableTable and HistoryTable.
 * Each table's default title is the locale's ("No results" for DataTable, "No rows to show." for EditableTable).
 */
export interface TableEmpty {
  /** The empty state's heading, e.g. "No Cliq Accounts Found". */
  title: string;
  /** A sentence under the title, e.g. "There are no cliq accounts to display at the moment." Default: none. */
  description?: string;
}
