import type { AdminMessages } from './messages';

// A number or a data value (a file's name, an option's label) inside an Arabic sentence is isolated (FSI … PDI),
// so "1,250", "3 / 9" or "record.pdf" keeps its order whatever surrounds it; the English scan of the Arabic
// walks reads an isolated value as a text of its own.
const iso = (text: string) => `\u2068${text}\u2069`;

/** The Arabic plural category of a count: 0, 1, 2, 3–10, 11–99, and the rest (100, 101...), by its last two digits. */
function category(count: number): 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' {
  if (count === 0) return 'zero';
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  const rest = count % 100;
  if (rest >= 3 && rest <= 10) return 'few';
  if (rest >= 11 && rest <= 99) return 'many';
  return 'other';
}

/** Picks the form for `count`; `#` in a form is the formatted number, isolated. Zero falls back to `other`. */
function plural(
  count: number,
  shown: string,
  forms: { one: string; two: string; few: string; many: string; other: string; zero?: string },
): string {
  const key = category(count);
  const form = (key === 'zero' ? (forms.zero ?? forms.other) : forms[key]) as string;
  return form.replace('#', iso(shown));
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
  available: 'العناصر المتاحة',
  selected: 'العناصر المختارة',
  filterList: (listLabel) => `تصفية ${listLabel}`,
  addSelected: 'إضافة المحدد',
  addAllShown: 'إضافة كل المعروض',
  removeSelected: 'إزالة المحدد',
  removeAllShown: 'إزالة كل المعروض',
  shownOfTotal: (shown, total) => `${iso(shown)} من ${iso(total)}`,
  // A verb before its subject stays singular in Arabic: "أُضيف 3 عناصر".
  itemsMoved: (count, shown, move) =>
    `${move === 'added' ? 'أُضيف' : 'أُزيل'} ${plural(count, shown, { one: 'عنصر واحد', two: 'عنصران', few: '# عناصر', many: '# عنصرًا', other: '# عنصر' })}`,
  nothingToAdd: 'لا يوجد ما يُضاف',
  nothingSelected: 'لم يُختر شيء',
  noMatches: 'لا توجد نتائج مطابقة',
  dismissNotification: 'إغلاق الإشعار',
  exportCsv: 'تصدير CSV',
  cancelExport: 'إلغاء التصدير',
  exportingPage: (page, pageCount) =>
    pageCount ? `جارٍ تصدير الصفحة ${iso(page)} من ${iso(pageCount)}…` : `جارٍ تصدير الصفحة ${iso(page)}…`,
  cancel: 'إلغاء',
  close: 'إغلاق',
  keyboardShortcuts: 'اختصارات لوحة المفاتيح',
  orKey: 'أو',
  remove: 'إزالة',
  removeItem: (name) => `إزالة ${iso(name)}`,
  selectedList: (label) => `المختار: ${label}`,
  noResults: 'لا توجد نتائج',
  actions: 'الإجراءات',
  somethingWentWrong: 'حدث خطأ ما',
  retry: 'إعادة المحاولة',
  imageControls: 'أدوات الصورة',
  zoomOut: 'تصغير',
  zoomIn: 'تكبير',
  resetZoom: 'إعادة الحجم الأصلي',
  rotateLeft: 'تدوير إلى اليسار',
  rotateRight: 'تدوير إلى اليمين',
  zoomStatus: (percent, angle) => `التكبير ${iso(`${percent}%`)}، التدوير ${iso(angle)} درجة`,
  openOriginal: 'فتح الأصل',
  opensInNewTab: (action) => `${action} (يُفتح في علامة تبويب جديدة)`,
  imageFailed: 'تعذّر تحميل الصورة.',
  loadingImage: 'جارٍ تحميل الصورة…',
  documentUnavailable: 'المستند غير متاح',
  view: 'عرض',
  viewDocument: (title) => `عرض ${iso(title)}`,
  previewUnavailable: 'المعاينة غير متاحة',
  openPdf: 'فتح ملف PDF',
  openImage: 'فتح الصورة',
  pdfPreview: (name) => `${iso(name)}، معاينة`,
  pdfUnavailable: 'لا يستطيع هذا المتصفح عرض ملف PDF هنا: افتحه من الرابط أدناه.',
  fileNotLoaded: (status) => (status ? `تعذّر تحميل الملف (${iso(status)}).` : 'تعذّر تحميل الملف.'),
  risksHeading: 'تحقّق قبل التأكيد',
  risksAcknowledge: 'راجعتُ هذه المخاطر',
  confirmAnyway: 'أكِّد على أي حال',
  changeItem: 'العنصر',
  changeField: 'العمود',
  changeBefore: 'القيمة القديمة',
  changeAfter: 'القيمة الجديدة',
  changeSize: 'مقدار التغيير',
  openFile: 'فتح الملف',
  uploadedOn: 'رُفع في',
  documentsReady: (ready, total) => `${iso(ready)} من ${iso(total)} مستندات جاهزة`,
  uploaded: 'مرفوع',
  readyToSave: 'جاهز للحفظ',
  chooseFile: 'اختيار ملف',
  replaceFile: 'استبدال الملف',
  replacesUploaded: ['يحل محل الملف المرفوع ', ' عند الحفظ.'],
  // Starts with an Arabic word, so the hint (dir="auto") reads right to left though the types are Latin.
  uploadHint: (types, maxSize, canDrop) => `ملف ${types} بحد أقصى ${maxSize}${canDrop ? '، أو اسحبه وأفلته هنا' : ''}.`,
  fileTypeList: (labels, conjunction) => labels.join(conjunction === 'or' ? ' أو ' : ' و'),
  fileSize: (value, unit) => `${iso(value)} ${unit === 'MB' ? 'ميغابايت' : unit === 'KB' ? 'كيلوبايت' : 'بايت'}`,
  fileEmpty: 'الملف فارغ.',
  fileTooLarge: (maxSize) => `يجب ألا يتجاوز حجم الملف ${maxSize}`,
  fileTypeNotAllowed: (types) => `يُسمح فقط بملفات ${types}`,
  warnings: 'التحذيرات',
  noRowsToShow: 'لا توجد صفوف لعرضها.',
  loadingRows: 'جارٍ تحميل الصفوف…',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  tablePages: (caption) => `${caption}، الصفحات`,
  cellWarning: (warning) => `، تحذير: ${warning}`,
  edited: 'معدّلة',
  rowNumber: (shown) => `الصف ${iso(shown)}`,
  // The Arabic comma (U+060C), as in tablePages and cellWarning.
  cellName: (column, row) => `${column}، ${row}`,
  cellsNeedAttention: (count, shown) =>
    plural(count, shown, {
      one: 'خلية واحدة تحتاج إلى مراجعة',
      two: 'خليتان تحتاجان إلى مراجعة',
      few: '# خلايا تحتاج إلى مراجعة',
      many: '# خلية تحتاج إلى مراجعة',
      other: '# خلية تحتاج إلى مراجعة',
    }),
  rowsHaveWarnings: (count, shown) =>
    plural(count, shown, {
      one: 'صف واحد فيه تحذير',
      two: 'صفان فيهما تحذيرات',
      few: '# صفوف فيها تحذيرات',
      many: '# صفًا فيها تحذيرات',
      other: '# صف فيها تحذيرات',
    }),
  // "تم لصق" (the paste was done) takes the count as its object: "خليتين", not "خليتان".
  pastedCells: (count, shown) =>
    plural(count, shown, {
      one: 'تم لصق خلية واحدة',
      two: 'تم لصق خليتين',
      few: 'تم لصق # خلايا',
      many: 'تم لصق # خلية',
      other: 'تم لصق # خلية',
    }),
  cellsNotPasted: (count, shown) =>
    plural(count, shown, {
      one: 'لم تُلصق خلية واحدة لأنها تتجاوز حدود الجدول',
      two: 'لم تُلصق خليتان لأنهما تتجاوزان حدود الجدول',
      few: 'لم تُلصق # خلايا لأنها تتجاوز حدود الجدول',
      many: 'لم تُلصق # خلية لأنها تتجاوز حدود الجدول',
      other: 'لم تُلصق # خلية لأنها تتجاوز حدود الجدول',
    }),
  startDate: 'تاريخ البدء',
  endDate: 'تاريخ الانتهاء',
  // Read right to left, as the digits of a typed date are said: day, month, year.
  dateFormat: 'يوم/شهر/سنة',
  enterValidStartDate: 'أدخل تاريخ بدء صحيحًا بالصيغة يوم/شهر/سنة',
  enterValidEndDate: 'أدخل تاريخ انتهاء صحيحًا بالصيغة يوم/شهر/سنة',
  chooseStartDate: 'اختر تاريخ البدء',
  chooseEndDate: 'اختر تاريخ الانتهاء',
  periodStartsBefore: (day) => `لا يمكن أن تبدأ الفترة قبل ${iso(day)}`,
  periodStartsAfter: (day) => `لا يمكن أن تبدأ الفترة بعد ${iso(day)}`,
  endBeforeStart: 'يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده',
  periodEndsBefore: (day) => `لا يمكن أن تنتهي الفترة قبل ${iso(day)}`,
  periodEndsAfter: (day) => `لا يمكن أن تنتهي الفترة بعد ${iso(day)}`,
  noOptions: 'لا توجد خيارات',
  optionSelected: (label) => `تم اختيار ${iso(label)}`,
  optionRemoved: (label) => `تمت إزالة ${iso(label)}`,
  noneChosen: 'لم يُختر شيء',
  noMoreOptions: 'لا توجد خيارات أخرى',
  addItem: (label) => `إضافة ${label}`,
  itemAdded: (item, label) => `تمت إضافة ${iso(item)} إلى ${label}`,
  itemRemoved: (item, label) => `تمت إزالة ${iso(item)} من ${label}`,
  selectAtLeast: (count, shown) =>
    plural(count, shown, {
      one: 'اختر خيارًا واحدًا على الأقل.',
      two: 'اختر خيارين على الأقل.',
      few: 'اختر # خيارات على الأقل.',
      many: 'اختر # خيارًا على الأقل.',
      other: 'اختر # خيار على الأقل.',
    }),
  logout: 'تسجيل الخروج',
  collapseSidebar: 'طيّ الشريط الجانبي',
  closeMenu: 'إغلاق القائمة',
  expandSidebar: 'توسيع الشريط الجانبي',
  mainNavigation: 'التنقل الرئيسي',
  skipToMain: 'الانتقال إلى المحتوى الرئيسي',
  menu: 'القائمة',
  rejectionReason: 'سبب الرفض',
  required: 'مطلوب.',
  reject: 'رفض',
  charactersUsed: (count, max) => `عدد الأحرف ${iso(`${count}/${max}`)}`,
  readyReasons: 'أسباب جاهزة',
  clearSearch: 'مسح البحث',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  loadingBar: 'جارٍ التحميل',
  changeHistory: 'سجل التغييرات',
  historyDate: 'التاريخ',
  historyAction: 'الإجراء',
  historyOldValue: 'القيمة السابقة',
  historyNewValue: 'القيمة الجديدة',
  notAvailable: 'غير متوفر',
  gridView: 'عرض شبكي',
  tableView: 'عرض جدولي',
  viewSwitch: (title) => (title ? `${title}: طريقة العرض` : 'طريقة العرض'),
  toneSuccess: 'تم بنجاح',
  toneError: 'خطأ',
  toneWarning: 'تحذير',
  toneInfo: 'معلومة',
  // Compact ages for a column: "3 أيام", "5 ساعات", "12 دقيقة" (Latin digits, the counted word's proper form).
  age: (value, shown, unit) =>
    plural(
      value,
      shown,
      unit === 'minutes'
        ? { one: '# دقيقة', two: 'دقيقتان', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' }
        : unit === 'hours'
          ? { one: 'ساعة واحدة', two: 'ساعتان', few: '# ساعات', many: '# ساعة', other: '# ساعة' }
          : { one: 'يوم واحد', two: 'يومان', few: '# أيام', many: '# يومًا', other: '# يوم' },
    ),
};
