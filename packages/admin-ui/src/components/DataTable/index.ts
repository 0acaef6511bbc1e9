export { DataTable, type DataTableProps } from './DataTable';
export { CellStack, type CellStackProps } from './CellStack';
export { Pagination, type PaginationProps } from './Pagination';
export type { DataColumn, DataTableRowLink, DataTableEmpty } from './types';
