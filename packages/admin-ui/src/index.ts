// Public API of @admin-console/admin-ui: named exports and their types, nothing else.
export {
  AdminThemeProvider,
  GlobalStyle,
  lightTheme,
  vars,
  createTheme,
  themeToCssVariables,
  darkTheme,
  type AdminThemeProviderProps,
  type ColorScheme,
  type ThemeTokens,
} from './theme';
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
} from './format';
export {
  AdminLocaleProvider,
  useAdminLocale,
  enMessages,
  type AdminLocaleProviderProps,
  type AdminLocale,
  type AdminMessages,
} from './locale';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export {
  LinkProvider,
  AnchorLink,
  AppLink,
  useLinkComponent,
  type LinkProviderProps,
  type LinkComponent,
  type LinkComponentProps,
  type AppLinkProps,
} from './components/LinkProvider';
export { Field, useFieldControl, type FieldProps, type FieldControlProps } from './components/Field';
export { TextField, type TextFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export {
  SkeletonText,
  SkeletonBlock,
  SkeletonTable,
  type SkeletonTextProps,
  type SkeletonBlockProps,
  type SkeletonTableProps,
} from './components/Skeleton';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './components/StatusBadge';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export {
  DataTable,
  CellStack,
  dataTableCsv,
  type DataTableProps,
  type CellStackProps,
  type DataColumn,
  type DataTableRowLink,
} from './components/DataTable';
export { Pagination, type PaginationProps } from './components/Pagination';
// The tables' shared vocabulary: sorting (DataTable and EditableTable) and the empty state (all three tables).
export {
  sortRows,
  nextSort,
  compareSortValues,
  type TableSort,
  type SortDirection,
  type SortValue,
  type SortableColumn,
  type SortRowsOptions,
  type TableEmpty,
} from './internal/table';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { SearchInput, type SearchInputProps } from './components/SearchInput';
export { InfoGrid, type InfoGridProps, type InfoGridItem, type InfoGridView } from './components/InfoGrid';
export { HistoryTable, type HistoryTableProps, type HistoryColumn, type HistoryColumns } from './components/HistoryTable';
export { StickyActionBar, type StickyActionBarProps } from './components/StickyActionBar';
export {
  DualListPicker,
  type DualListPickerProps,
  type DualListPickerId,
  type DualListPickerItem,
  type DualListPickerMove,
} from './components/DualListPicker';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Switch, type SwitchProps } from './components/Switch';
export {
  KeyHint,
  KeyboardShortcutsDialog,
  type KeyHintProps,
  type KeyboardShortcut,
  type KeyboardShortcutsDialogProps,
} from './components/KeyboardShortcuts';
export {
  EditableTable,
  updateEdits,
  editableTableCsv,
  type EditableTableProps,
  type EditableColumn,
  type EditableColumnLink,
  type EditableColumnGroup,
  type EditableCellType,
  type EditableTableMode,
  type EditableCellMap,
  type EditableTableEdits,
  type EditableTableErrors,
  type EditableTableWarnings,
} from './components/EditableTable';
export { Modal, type ModalProps, type ModalSize, type DialogOpenProps, type DialogTriggerProps } from './components/Modal';
export { ConfirmModal, type ConfirmModalProps, type ConfirmTone } from './components/ConfirmModal';
export { RejectModal, type RejectModalProps } from './components/RejectModal';
export {
  UploadSlots,
  shownFileName,
  validateUploadFile,
  EMPTY_FILE_MESSAGE,
  fileTooLargeMessage,
  fileTypeMessage,
  type UploadSlotsProps,
  type UploadFiles,
  type UploadSlotDefinition,
  type UploadSlotState,
  type UploadRules,
  type UploadMessages,
} from './components/UploadSlots';
export { DocumentCard, isSafeDocumentUrl, documentKind, type DocumentCardProps, type DocumentKind } from './components/DocumentCard';
export { ImageViewer, IMAGE_ZOOM_STEPS, type ImageViewerProps } from './components/ImageViewer';
export { LoadingBar, type LoadingBarProps } from './components/LoadingBar';
export { Sidebar, type SidebarProps, type SidebarLink } from './components/Sidebar';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { ToggleGroup, type ToggleGroupProps, type ToggleGroupOption } from './components/ToggleGroup';
export { SegmentedControl, type SegmentedControlOption, type SegmentedControlProps } from './components/SegmentedControl';
export { AppShell, MAIN_CONTENT_ID, type AppShellProps } from './components/AppShell';
export {
  DateRangePicker,
  validateDateRange,
  toIsoDate,
  todayIsoDate,
  type DateRangePickerProps,
  type DateRangeValue,
  type DateRangeRules,
  type DateRangeMessages,
} from './components/DateRangePicker';
export { DateText, type DateTextProps } from './components/DateText';
export {
  NotificationsProvider,
  NotificationDock,
  useNotifications,
  NotificationList,
  type NotificationsProviderProps,
  type NotificationListProps,
  type NotificationItem,
  type NotificationPlacement,
  type NotificationTone,
  type NotificationsApi,
  type NotifyInput,
} from './components/Notifications';
export { FadeTransition, type FadeTransitionProps } from './components/FadeTransition';
export { MultiSelect, type MultiSelectProps, type MultiSelectOption } from './components/MultiSelect';
export { InlineAlert, type InlineAlertProps, type InlineAlertTone, type InlineAlertLive } from './components/InlineAlert';
export { AddRemoveList, type AddRemoveListOption, type AddRemoveListProps } from './components/AddRemoveList';
export {
  ExportButton,
  exportProgressText,
  csvCell,
  nodeText,
  toCsv,
  CSV_MIME,
  type ExportButtonProps,
  type ExportProgress,
  type CsvCell,
  type ToCsvOptions,
} from './components/ExportButton';
export { ChangeSummary, type ChangeSummaryProps, type ChangeSummaryItem, type ChangeSummaryHeaders } from './components/ChangeSummary';
export { scriptLang } from './utils/scriptLang';
