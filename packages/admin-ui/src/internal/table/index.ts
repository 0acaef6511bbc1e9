/**
 * What the tables share (DataTable, EditableTable, HistoryTable, and the table look of InfoGrid and SkeletonTable):
 * not a public entry. The public names among these are exported by the root `src/index.ts`.
 */
export { Table, TableFrame } from './styles';
export { SortHeader, ariaSortOf, type SortHeaderProps } from './SortHeader';
// The sorting helpers are the server-safe entry's (src/core.ts); the components need these types of them.
export type { TableSort, SortableColumn } from './sort';
export type { TableEmpty } from './types';
