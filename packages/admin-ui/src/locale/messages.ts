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
  /** DualListPicker. */
  availableUsers: string;
  selectedUsers: string;
  filterList: (listLabel: string) => string;
  addSelected: string;
  addAllShown: string;
  removeSelected: string;
  removeAllShown: string;
  shownOfTotal: (shown: string, total: string) => string;
  /** "3 users added" / "1 user removed"; `count` is the number, `shown` the same number formatted. */
  usersMoved: (count: number, shown: string, move: 'added' | 'removed') => string;
  noUsersAvailable: string;
  noUsersSelected: string;
  noMatches: string;
  /** Notifications. */
  dismissNotification: string;
  /** ExportButton: "Exporting page 3 of 9…" (pageCount '' while not known). */
  exportCsv: string;
  cancelExport: string;
  exportingPage: (page: string, pageCount: string) => string;
}

/** English, the default: the console's exact texts. */
export const enMessages: AdminMessages = {
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageStatus: (page, pageCount) => `Page ${page} of ${pageCount}`,
  total: 'Total',
  loading: 'Loading…',
  noPageToOpen: 'No page to open',
  availableUsers: 'Available Users',
  selectedUsers: 'Selected Users',
  filterList: (listLabel) => `Filter ${listLabel.toLowerCase()}`,
  addSelected: 'Add selected',
  addAllShown: 'Add all shown',
  removeSelected: 'Remove selected',
  removeAllShown: 'Remove all shown',
  shownOfTotal: (shown, total) => `${shown} of ${total}`,
  usersMoved: (count, shown, move) => `${shown} ${count === 1 ? 'user' : 'users'} ${move}`,
  noUsersAvailable: 'No users available',
  noUsersSelected: 'No users selected',
  noMatches: 'No matches',
  dismissNotification: 'Dismiss notification',
  exportCsv: 'Export CSV',
  cancelExport: 'Cancel export',
  exportingPage: (page, pageCount) => `Exporting page ${page}${pageCount ? ` of ${pageCount}` : ''}…`,
};
