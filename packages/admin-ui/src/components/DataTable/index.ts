export { DataTable, type DataTableProps } from './DataTable';
export { CellStack, type CellStackProps } from './CellStack';
export type { DataColumn, DataTableRowLink } from './types';
export { dataTableCsv } from './csv';
