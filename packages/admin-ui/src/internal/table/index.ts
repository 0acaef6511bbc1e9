/**
 * What the tables share (DataTable, EditableTable, HistoryTable, and the table look of InfoGrid and SkeletonTable):
 * not a public entry. The public names among these are exported by the root `src/index.ts`.
 */
export { Table, TableFrame } from './styles';
export { SortHeader, ariaSortOf, type SortHeaderProps } from './SortHeader';
export {
  sortRows,
  nextSort,
  compareSortValues,
  type TableSort,
  type SortDirection,
  type SortValue,
  type SortableColumn,
  type SortRowsOptions,
} from './sort';
export type { TableEmpty } from './types';
