export { HistoryTable, type HistoryTableProps, type HistoryColumn, type HistoryColumns } from './HistoryTable';
