// Public API of @admin-console/admin-ui: named exports and their types, nothing else. The server-safe helpers are
// `./core`'s (also `@admin-console/admin-ui/core`), re-exported whole.
export * from './core';
export { AdminThemeProvider, GlobalStyle, type AdminThemeProviderProps, type ColorScheme } from './theme';
export { AdminLocaleProvider, useAdminLocale, type AdminLocaleProviderProps, type AdminLocale } from './locale';
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
export { DataTable, CellStack, type DataTableProps, type CellStackProps } from './components/DataTable';
export { Pagination, type PaginationProps } from './components/Pagination';
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
  type EditableTableProps,
  type EditableTableMode,
  type EditableTableErrors,
  type EditableTableWarnings,
} from './components/EditableTable';
export { Modal, type ModalProps, type ModalSize, type DialogOpenProps, type DialogTriggerProps } from './components/Modal';
export { ConfirmModal, type ConfirmModalProps, type ConfirmTone } from './components/ConfirmModal';
export { RejectModal, type RejectModalProps } from './components/RejectModal';
export {
  UploadSlots,
  type UploadSlotsProps,
  type UploadFiles,
  type UploadSlotDefinition,
  type UploadSlotState,
} from './components/UploadSlots';
export { DocumentCard, type DocumentCardProps } from './components/DocumentCard';
export { ImageViewer, type ImageViewerProps } from './components/ImageViewer';
export { LoadingBar, type LoadingBarProps } from './components/LoadingBar';
export { Sidebar, type SidebarProps, type SidebarLink } from './components/Sidebar';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { ToggleGroup, type ToggleGroupProps, type ToggleGroupOption } from './components/ToggleGroup';
export { SegmentedControl, type SegmentedControlOption, type SegmentedControlProps } from './components/SegmentedControl';
export { AppShell, type AppShellProps } from './components/AppShell';
export { DateRangePicker, type DateRangePickerProps } from './components/DateRangePicker';
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
export { ExportButton, type ExportButtonProps } from './components/ExportButton';
export { ChangeSummary, type ChangeSummaryProps, type ChangeSummaryItem, type ChangeSummaryHeaders } from './components/ChangeSummary';
