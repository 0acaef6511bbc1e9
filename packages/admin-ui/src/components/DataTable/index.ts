export { DataTable, type DataTableProps } from './DataTable';
export { Pagination, type PaginationProps } from './Pagination';
export type { DataColumn, DataTableRowLink, DataTableEmpty } from './types';
