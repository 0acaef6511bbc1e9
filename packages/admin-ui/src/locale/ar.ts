import type { AdminMessages } from './messages';

// A number inside an Arabic sentence is isolated (FSI … PDI), so "1,250" or "3 / 9" keeps its order
// whatever surrounds it.
const iso = (text: string) => `\u2068${text}\u2069`;

/** Arabic plural forms: 1 and 2 have their own words; 3 to 10 take the plural, 11 and up the singular accusative. */
function users(count: number, shown: string): string {
  if (count === 1) return 'مستخدم واحد';
  if (count === 2) return 'مستخدمان';
  const rest = count % 100;
  return rest >= 3 && rest <= 10 ? `${iso(shown)} مستخدمين` : `${iso(shown)} مستخدمًا`;
}

/**
 * Arabic texts of admin-ui's components, for `<AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>`.
 * A separate module: an app that never imports it does not ship it.
 */
export const arMessages: AdminMessages = {
  pagination: 'التنقل بين الصفحات',
  previous: 'السابق',
  next: 'التالي',
  pageStatus: (page, pageCount) => `الصفحة ${iso(page)} من ${iso(pageCount)}`,
  total: 'الإجمالي',
  loading: 'جارٍ التحميل…',
  noPageToOpen: 'لا توجد صفحة لفتحها',
  availableUsers: 'المستخدمون المتاحون',
  selectedUsers: 'المستخدمون المختارون',
  filterList: (listLabel) => `تصفية ${listLabel}`,
  addSelected: 'إضافة المحدد',
  addAllShown: 'إضافة كل المعروض',
  removeSelected: 'إزالة المحدد',
  removeAllShown: 'إزالة كل المعروض',
  shownOfTotal: (shown, total) => `${iso(shown)} من ${iso(total)}`,
  // A verb before its subject stays singular in Arabic: "أُضيف 3 مستخدمين".
  usersMoved: (count, shown, move) => `${move === 'added' ? 'أُضيف' : 'أُزيل'} ${users(count, shown)}`,
  noUsersAvailable: 'لا يوجد مستخدمون متاحون',
  noUsersSelected: 'لم يُختر أي مستخدم',
  noMatches: 'لا توجد نتائج مطابقة',
  dismissNotification: 'إغلاق الإشعار',
  exportCsv: 'تصدير CSV',
  cancelExport: 'إلغاء التصدير',
  exportingPage: (page, pageCount) =>
    pageCount ? `جارٍ تصدير الصفحة ${iso(page)} من ${iso(pageCount)}…` : `جارٍ تصدير الصفحة ${iso(page)}…`,
};
