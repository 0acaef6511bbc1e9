export {
  HistoryTable,
  type HistoryTableProps,
  type HistoryEntry,
  type HistoryColumnTitles,
} from './HistoryTable';
