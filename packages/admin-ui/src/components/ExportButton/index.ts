export { ExportButton, type ExportButtonProps } from './ExportButton';
export { exportProgressText, type ExportProgress } from './progressText';
export { csvCell, nodeText, toCsv, CSV_MIME, type CsvCell, type ToCsvOptions } from '../../internal/csv';
