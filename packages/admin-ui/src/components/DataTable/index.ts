export { DataTable, type DataTableProps } from './DataTable';
export { CellStack, type CellStackProps } from './CellStack';
export { Pagination, type PaginationProps } from './Pagination';
export type { DataColumn, DataTableRowLink, DataTableEmpty } from './types';
export { sortRows, nextSort, compareSortValues, type TableSort, type SortDirection, type SortValue, type SortableColumn, type SortRowsOptions } from './sort';
export { dataTableCsv } from './csv';
