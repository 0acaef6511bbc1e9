/**
 * `@admin-console/admin-ui/core`: what a server may call. Themes and tokens, the English messages, the formatters,
 * sorting, the CSV builders, upload and date-range validation, the document-URL checks. No component, no hook, no
 * styled-components, no `'use client'`: a React Server Component (or any Node code) imports these and runs them
 * there. The root entry re-exports every name here, so a client module imports from either.
 */
export { lightTheme, vars, createTheme, themeToCssVariables, type ThemeTokens } from './theme/tokens';
export { darkTheme } from './theme/darkTheme';
export {
  DEFAULT_DATE_LOCALE,
  formatAge,
  formatDate,
  formatDateTime,
  formatFullDateTime,
  formatNumber,
  machineDate,
  parseIsoDate,
  readDate,
  type DateFormatOptions,
  type AgeFormatOptions,
} from './format/format';
export { enMessages, type AdminMessages } from './locale/messages';
export {
  sortRows,
  nextSort,
  compareSortValues,
  type TableSort,
  type SortDirection,
  type SortValue,
  type SortableColumn,
  type SortRowsOptions,
} from './internal/table/sort';
export type { TableEmpty } from './internal/table/types';
export { csvCell, nodeText, toCsv, CSV_MIME, type CsvCell, type ToCsvOptions } from './internal/csv';
export { dataTableCsv } from './components/DataTable/csv';
export type { DataColumn, DataColumnBase, DataFieldColumn, DataRenderedColumn, DataTableRowLink } from './components/DataTable/types';
export { editableTableCsv } from './components/EditableTable/csv';
export type {
  EditableColumn,
  EditableColumnBase,
  EditableFieldColumn,
  EditableDrawnColumn,
  EditableColumnLink,
  EditableColumnGroup,
  EditableCellType,
  EditableCellMap,
  EditableTableEdits,
} from './components/EditableTable/types';
export { updateEdits } from './components/EditableTable/updateEdits';
export {
  validateUploadFile,
  EMPTY_FILE_MESSAGE,
  fileTooLargeMessage,
  fileTypeMessage,
  type UploadRules,
  type UploadMessages,
} from './components/UploadSlots/validateUpload';
export { shownFileName } from './internal/fileNameText';
export { isSafeDocumentUrl, documentKind, type DocumentKind } from './internal/documentUrl';
export {
  validateDateRange,
  toIsoDate,
  todayIsoDate,
  type DateRangeValue,
  type DateRangeRules,
  type DateRangeMessages,
} from './components/DateRangePicker/DateRangePicker.dates';
export { scriptLang } from './utils/scriptLang';
export { exportProgressText, type ExportProgress } from './components/ExportButton/progressText';
export { MAIN_CONTENT_ID } from './components/AppShell/mainContentId';
export { IMAGE_ZOOM_STEPS } from './components/ImageViewer/zoomSteps';
