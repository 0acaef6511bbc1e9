import { errorStateMessages } from '../components/ErrorState/ErrorState.messages';
import { loadingBarMessages } from '../components/LoadingBar/LoadingBar.messages';
import { notificationMessages } from '../components/Notifications/Notifications.messages';
import { passwordFieldMessages } from '../components/PasswordField/PasswordField.messages';

/**
 * The texts admin-ui components write themselves (not the ones a caller passes). Each component's own
 * prop (e.g. Pagination's `nextLabel`) still wins over these; these replace the English defaults for a
 * whole app at once, through `AdminLocaleProvider`. A sentence with numbers is a function, so a
 * language can choose its own plural forms and word order; the numbers it gets are already formatted
 * in the provider's locale.
 */
export interface AdminMessages {
  /** Pagination: the navigation's name, the buttons and "Page 2 of 9". */
  pagination: string;
  previous: string;
  next: string;
  pageStatus: (page: string, pageCount: string) => string;
  /** DataTable: "Total: 42", its loading text, and the title of a link-less cell. */
  total: string;
  loading: string;
  noPageToOpen: string;
  /**
   * DualListPicker. Neutral words: the picker does not know what it picks, so an app names its things
   * ("Available Users", "3 users added") through the picker's props.
   */
  available: string;
  selected: string;
  filterList: (listLabel: string) => string;
  addSelected: string;
  addAllShown: string;
  removeSelected: string;
  removeAllShown: string;
  shownOfTotal: (shown: string, total: string) => string;
  /** "3 items added" / "1 item removed"; `count` is the number, `shown` the same number formatted. */
  itemsMoved: (count: number, shown: string, move: 'added' | 'removed') => string;
  /** The empty Available list. */
  nothingToAdd: string;
  /** The empty Selected list. */
  nothingSelected: string;
  noMatches: string;
  /** Notifications. */
  dismissNotification: string;
  /** ExportButton: "Exporting page 3 of 9…" (pageCount '' while not known). */
  exportCsv: string;
  cancelExport: string;
  exportingPage: (page: string, pageCount: string) => string;
  /** Built-in words shared by several components. */
  cancel: string;
  close: string;
  remove: string;
  /** "Remove {name}" (a chip, a list entry, a chosen file). */
  removeItem: (name: string) => string;
  /** "Selected: {label}" (the list of chosen values of MultiSelect and AddRemoveList). */
  selectedList: (label: string) => string;
  /** DataTable: its empty state, the link column's header. ErrorState's title and button. */
  noResults: string;
  actions: string;
  somethingWentWrong: string;
  retry: string;
  /** ImageViewer. */
  imageControls: string;
  zoomOut: string;
  zoomIn: string;
  resetZoom: string;
  rotateLeft: string;
  rotateRight: string;
  /** "Zoom 150%, rotated 90 degrees" (numbers already formatted). */
  zoomStatus: (percent: string, angle: string) => string;
  openOriginal: string;
  /** The accessible name of a link that opens in a new tab: "Open original (opens in a new tab)". */
  opensInNewTab: (action: string) => string;
  imageFailed: string;
  loadingImage: string;
  documentUnavailable: string;
  /** DocumentCard. */
  view: string;
  viewDocument: (title: string) => string;
  previewUnavailable: string;
  pdfPreview: (name: string) => string;
  pdfUnavailable: string;
  /** DocumentCard: the file answered with an error, e.g. "The file could not be loaded (404 Not Found)."; without a status (no answer at all), just the sentence. */
  fileNotLoaded: (status?: string) => string;
  /** ConfirmModal with risks: the list's heading, the box that must be ticked, and the confirm button's default words. */
  risksHeading: string;
  risksAcknowledge: string;
  confirmAnyway: string;
  /** ChangeSummary's column titles. */
  changeItem: string;
  changeField: string;
  changeBefore: string;
  changeAfter: string;
  changeSize: string;
  openPdf: string;
  openImage: string;
  openFile: string;
  uploadedOn: string;
  /** UploadSlots and its checks (`validateUploadFile`). */
  documentsReady: (ready: string, total: string) => string;
  uploaded: string;
  readyToSave: string;
  chooseFile: string;
  replaceFile: string;
  /** "Replaces the uploaded file {name} when saved.": the words before and after the name. */
  replacesUploaded: readonly [before: string, after: string];
  /** "PDF, JPG, or PNG, up to 10 MB." and, when a file can be dropped, " Or drop it here." */
  uploadHint: (types: string, maxSize: string, canDrop: boolean) => string;
  /** ["PDF", "JPG", "PNG"] joined: "PDF, JPG, and PNG" / "PDF, JPG, or PNG". */
  fileTypeList: (labels: readonly string[], conjunction: 'and' | 'or') => string;
  /** "10 MB", "500 KB", "12 bytes" (the number already formatted). */
  fileSize: (value: string, unit: 'bytes' | 'KB' | 'MB') => string;
  fileEmpty: string;
  fileTooLarge: (maxSize: string) => string;
  fileTypeNotAllowed: (types: string) => string;
  /** EditableTable. */
  warnings: string;
  noRowsToShow: string;
  loadingRows: string;
  previousPage: string;
  nextPage: string;
  /** "Fees, pages": the name of the table's pager. */
  tablePages: (caption: string) => string;
  /** ", warning: {text}" read after a cell. */
  cellWarning: (warning: string) => string;
  /** EditableTable: a row's name when the caller gives none, read with each input ("row 3"). */
  rowNumber: (shown: string) => string;
  /** EditableTable: an input's accessible name, its column's then its row's ("Payer %, fee 3"), with the language's comma. */
  cellName: (column: string, row: string) => string;
  /** Read after a cell changed in this edit. */
  edited: string;
  cellsNeedAttention: (count: number, shown: string) => string;
  rowsHaveWarnings: (count: number, shown: string) => string;
  /**
   * EditableTable's paste of a block of cells: "Pasted 6 cells", and "4 cells did not fit and were not pasted" (those
   * below the last row or past the last editable column).
   */
  pastedCells: (count: number, shown: string) => string;
  cellsNotPasted: (count: number, shown: string) => string;
  /** DateRangePicker and its checks. `day` is already formatted ("1 Jan 2026"). */
  startDate: string;
  /** DateRangePicker: the format of a typed day, day/month/year, under each label ("DD/MM/YYYY"). */
  dateFormat: string;
  endDate: string;
  enterValidStartDate: string;
  enterValidEndDate: string;
  chooseStartDate: string;
  chooseEndDate: string;
  periodStartsBefore: (day: string) => string;
  periodStartsAfter: (day: string) => string;
  endBeforeStart: string;
  periodEndsBefore: (day: string) => string;
  periodEndsAfter: (day: string) => string;
  /** MultiSelect and AddRemoveList. */
  noOptions: string;
  optionSelected: (label: string) => string;
  optionRemoved: (label: string) => string;
  noneChosen: string;
  noMoreOptions: string;
  addItem: (label: string) => string;
  /** AddRemoveList's announcements: "Staff added to Eligible Payers", "Staff removed from Eligible Payers". */
  itemAdded: (item: string, label: string) => string;
  itemRemoved: (item: string, label: string) => string;
  /** ToggleGroup: "Select at least one option." / "Select at least 2 options." */
  selectAtLeast: (count: number, shown: string) => string;
  /** Sidebar and AppShell. */
  logout: string;
  collapseSidebar: string;
  /** The sidebar's toggle in AppShell's drawer (narrow screens), which closes it. */
  closeMenu: string;
  expandSidebar: string;
  mainNavigation: string;
  skipToMain: string;
  menu: string;
  /** RejectModal. */
  rejectionReason: string;
  required: string;
  reject: string;
  /** RejectModal's count of the reason's characters against its `maxLength`: "12/500 characters". */
  charactersUsed: (count: string, max: string) => string;
  /** RejectModal: the name of its group of ready-made reasons. */
  readyReasons: string;
  /** SearchInput, PasswordField, LoadingBar. */
  clearSearch: string;
  showPassword: string;
  hidePassword: string;
  loadingBar: string;
  /** HistoryTable: its caption and column titles. */
  changeHistory: string;
  historyDate: string;
  historyAction: string;
  historyOldValue: string;
  historyNewValue: string;
  /** InfoGrid: the empty value, the view switch and its name ("Contact: view"). */
  notAvailable: string;
  gridView: string;
  tableView: string;
  viewSwitch: (title: string) => string;
  /** Notifications: the word read before a notice's text. */
  toneSuccess: string;
  toneError: string;
  toneWarning: string;
  toneInfo: string;
  /** KeyboardShortcutsDialog: its title and the word between two alternative keys ("J or ]"). */
  keyboardShortcuts: string;
  orKey: string;
  /** DateText's `show="age"`: "12 min", "5 h", "22 d" (`shown` is `value` formatted). */
  age: (value: number, shown: string, unit: 'minutes' | 'hours' | 'days') => string;
}

/** English, the default: the console's exact texts. */
export const enMessages: AdminMessages = {
  // The texts of the components a first page shows are kept with each component, so that page carries only those.
  ...errorStateMessages,
  ...loadingBarMessages,
  ...notificationMessages,
  ...passwordFieldMessages,
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageStatus: (page, pageCount) => `Page ${page} of ${pageCount}`,
  total: 'Total',
  loading: 'Loading…',
  noPageToOpen: 'No page to open',
  available: 'Available',
  selected: 'Selected',
  filterList: (listLabel) => `Filter ${listLabel.toLowerCase()}`,
  addSelected: 'Add selected',
  addAllShown: 'Add all shown',
  removeSelected: 'Remove selected',
  removeAllShown: 'Remove all shown',
  shownOfTotal: (shown, total) => `${shown} of ${total}`,
  itemsMoved: (count, shown, move) => `${shown} ${count === 1 ? 'item' : 'items'} ${move}`,
  nothingToAdd: 'Nothing to add',
  nothingSelected: 'Nothing selected',
  noMatches: 'No matches',
  exportCsv: 'Export CSV',
  cancelExport: 'Cancel export',
  exportingPage: (page, pageCount) => `Exporting page ${page}${pageCount ? ` of ${pageCount}` : ''}…`,
  cancel: 'Cancel',
  close: 'Close',
  remove: 'Remove',
  removeItem: (name) => `Remove ${name}`,
  selectedList: (label) => `Selected: ${label}`,
  noResults: 'No results',
  actions: 'Actions',
  imageControls: 'Image controls',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  resetZoom: 'Reset zoom',
  rotateLeft: 'Rotate left',
  rotateRight: 'Rotate right',
  zoomStatus: (percent, angle) => `Zoom ${percent}%, rotated ${angle} degrees`,
  openOriginal: 'Open original',
  opensInNewTab: (action) => `${action} (opens in a new tab)`,
  imageFailed: 'The image could not be loaded.',
  loadingImage: 'Loading image…',
  documentUnavailable: 'Document unavailable',
  view: 'View',
  viewDocument: (title) => `View ${title}`,
  previewUnavailable: 'Preview unavailable',
  pdfPreview: (name) => `${name}, preview`,
  pdfUnavailable: 'This browser cannot show the PDF here: open it below.',
  fileNotLoaded: (status) => (status ? `The file could not be loaded (${status}).` : 'The file could not be loaded.'),
  risksHeading: 'Check before you confirm',
  risksAcknowledge: 'I have checked these risks',
  confirmAnyway: 'Confirm anyway',
  changeItem: 'Item',
  changeField: 'Column',
  changeBefore: 'Old value',
  changeAfter: 'New value',
  changeSize: 'Change',
  openPdf: 'Open PDF',
  openImage: 'Open image',
  openFile: 'Open file',
  uploadedOn: 'Uploaded',
  documentsReady: (ready, total) => `${ready} of ${total} documents ready`,
  uploaded: 'Uploaded',
  readyToSave: 'Ready to save',
  chooseFile: 'Choose file',
  replaceFile: 'Replace file',
  replacesUploaded: ['Replaces the uploaded file ', ' when saved.'],
  uploadHint: (types, maxSize, canDrop) => `${types}, up to ${maxSize}.${canDrop ? ' Or drop it here.' : ''}`,
  fileTypeList: (labels, conjunction) => {
    if (labels.length <= 1) return labels[0] ?? '';
    if (labels.length === 2) return `${labels[0]} ${conjunction} ${labels[1]}`;
    return `${labels.slice(0, -1).join(', ')}, ${conjunction} ${labels[labels.length - 1]}`;
  },
  fileSize: (value, unit) => `${value} ${unit}`,
  fileEmpty: 'The file is empty.',
  fileTooLarge: (maxSize) => `File size must be at most ${maxSize}`,
  fileTypeNotAllowed: (types) => `Only ${types} files are allowed`,
  warnings: 'Warnings',
  noRowsToShow: 'No rows to show.',
  loadingRows: 'Loading rows…',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  tablePages: (caption) => `${caption}, pages`,
  cellWarning: (warning) => `, warning: ${warning}`,
  edited: 'edited',
  rowNumber: (shown) => `row ${shown}`,
  cellName: (column, row) => `${column}, ${row}`,
  cellsNeedAttention: (count, shown) => `${shown} ${count === 1 ? 'cell needs' : 'cells need'} attention`,
  rowsHaveWarnings: (count, shown) => `${shown} ${count === 1 ? 'row has a warning' : 'rows have warnings'}`,
  pastedCells: (count, shown) => `Pasted ${shown} ${count === 1 ? 'cell' : 'cells'}`,
  cellsNotPasted: (count, shown) => `${shown} ${count === 1 ? 'cell did not fit and was' : 'cells did not fit and were'} not pasted`,
  startDate: 'Start date',
  endDate: 'End date',
  dateFormat: 'DD/MM/YYYY',
  enterValidStartDate: 'Enter a valid start date, as DD/MM/YYYY',
  enterValidEndDate: 'Enter a valid end date, as DD/MM/YYYY',
  chooseStartDate: 'Choose a start date',
  chooseEndDate: 'Choose an end date',
  periodStartsBefore: (day) => `The period cannot start before ${day}`,
  periodStartsAfter: (day) => `The period cannot start after ${day}`,
  endBeforeStart: 'The end date must be on or after the start date',
  periodEndsBefore: (day) => `The period cannot end before ${day}`,
  periodEndsAfter: (day) => `The period cannot end after ${day}`,
  noOptions: 'No options',
  optionSelected: (label) => `${label} selected`,
  optionRemoved: (label) => `${label} removed`,
  noneChosen: 'None chosen',
  noMoreOptions: 'No more options',
  addItem: (label) => `Add ${label}`,
  itemAdded: (item, label) => `${item} added to ${label}`,
  itemRemoved: (item, label) => `${item} removed from ${label}`,
  selectAtLeast: (count, shown) => (count === 1 ? 'Select at least one option.' : `Select at least ${shown} options.`),
  logout: 'Logout',
  collapseSidebar: 'Collapse sidebar',
  closeMenu: 'Close menu',
  expandSidebar: 'Expand sidebar',
  mainNavigation: 'Main',
  skipToMain: 'Skip to main content',
  menu: 'Menu',
  rejectionReason: 'Rejection reason',
  required: 'Required.',
  reject: 'Reject',
  charactersUsed: (count, max) => `${count}/${max} characters`,
  readyReasons: 'Ready-made reasons',
  clearSearch: 'Clear search',
  changeHistory: 'Change History',
  historyDate: 'Date',
  historyAction: 'Action',
  historyOldValue: 'Old Value',
  historyNewValue: 'New Value',
  notAvailable: 'N/A',
  gridView: 'Grid view',
  tableView: 'Table view',
  viewSwitch: (title) => (title ? `${title}: view` : 'View'),
  keyboardShortcuts: 'Keyboard shortcuts',
  orKey: 'or',
  age: (_value, shown, unit) => `${shown} ${unit === 'minutes' ? 'min' : unit === 'hours' ? 'h' : 'd'}`,
};
