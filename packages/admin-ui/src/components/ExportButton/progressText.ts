import { enMessages, type AdminMessages } from '../../locale/messages';

export interface ExportProgress {
  page: number;
  pageCount?: number | null;
}

/**
 * "Exporting page 3 of 9…", or "Exporting page 1…" while the number of pages is not known. English unless given
 * the locale's texts and number format, e.g. `useAdminLocale()`'s `messages` and `number` (what ExportButton shows).
 */
export const exportProgressText = (
  { page, pageCount }: ExportProgress,
  messages: Pick<AdminMessages, 'exportingPage'> = enMessages,
  number: (value: number) => string = String,
) => messages.exportingPage(number(page), pageCount ? number(pageCount) : '');
