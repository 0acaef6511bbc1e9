export { ExportButton, exportProgressText, type ExportButtonProps, type ExportProgress } from './ExportButton';
export { csvCell, nodeText, toCsv, CSV_MIME, type CsvCell, type ToCsvOptions } from '../../internal/csv';
