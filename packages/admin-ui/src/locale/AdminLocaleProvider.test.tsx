import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '../components/DataTable';
import { Pagination } from '../components/Pagination';
import { DualListPicker, type DualListPickerId } from '../components/DualListPicker';
import { ExportButton } from '../components/ExportButton';
import { NotificationList } from '../components/Notifications';
import { DateText } from '../components/DateText';
import { checkDateRange } from '../components/DateRangePicker/DateRangePicker.dates';
import { ErrorState } from '../components/ErrorState';
import { HistoryTable } from '../components/HistoryTable';
import { ImageViewer } from '../components/ImageViewer';
import { RejectModal } from '../components/RejectModal';
import { ToggleGroup } from '../components/ToggleGroup';
import { formatFileSize, validateUploadFile } from '../components/UploadSlots/validateUpload';
import { formatAge } from '../format/format';
import { AdminLocaleProvider, arMessages, enMessages, useAdminLocale } from './index';

const arabic = (ui: React.ReactNode) =>
  render(
    <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
      {ui}
    </AdminLocaleProvider>,
  );
/** Arabic text with its isolated numbers, as a reader sees it. */
/** A document upload's rules (admin-ui has none of its own). */
const DOCUMENT_RULES = { maxBytes: 10 * 1024 * 1024, accept: ['pdf', 'jpg', 'jpeg', 'png'] };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');

describe('AdminLocaleProvider', () => {
  it('ships an Arabic text for every English one', () => {
    expect(Object.keys(arMessages).sort()).toEqual(Object.keys(enMessages).sort());
  });

  it('writes the pager in Arabic, numbers isolated and grouped in the locale', () => {
    arabic(<Pagination page={2} pageCount={1250} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    expect(within(nav).getByRole('button', { name: /السابق/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /التالي/ })).toBeInTheDocument();
    expect(plain(within(nav).getByText(/الصفحة/).textContent)).toBe('الصفحة 2 من 1,250');
  });

  it('keeps English outside any provider, and a prop wins over the provider', () => {
    render(<Pagination page={1} pageCount={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3');
    render(
      <AdminLocaleProvider messages={arMessages}>
        <Pagination page={1} pageCount={3} onPageChange={vi.fn()} label="Pages of fees" nextLabel="Onward" />
      </AdminLocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of fees' });
    expect(within(nav).getByRole('button', { name: /Onward/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /السابق/ })).toBeInTheDocument();
  });

  it("gives each component its own English texts under the provider's, and the whole set to useAdminLocale", () => {
    const seen: string[] = [];
    function ReadsAll() {
      const { messages } = useAdminLocale();
      seen.push(messages.retry, messages.somethingWentWrong, messages.next);
      return null;
    }
    render(
      // A text given as undefined (e.g. a partial set built from optional fields) keeps the English one.
      <AdminLocaleProvider messages={{ retry: 'Try again', somethingWentWrong: undefined }}>
        <ErrorState message="The list could not be loaded." onRetry={vi.fn()} />
        <ReadsAll />
      </AdminLocaleProvider>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(seen).toEqual(['Try again', 'Something went wrong', 'Next']);
    expect(enMessages.retry).toBe('Retry');
  });

  it('takes some texts on top of English', () => {
    render(
      <AdminLocaleProvider messages={{ next: 'Forward' }}>
        <Pagination page={1} pageCount={3} onPageChange={vi.fn()} />
      </AdminLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: /Forward/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeInTheDocument();
  });

  it("writes a DataTable's total in Arabic", () => {
    arabic(
      <DataTable
        caption="Fees"
        columns={[{ key: 'name', title: 'Name' }]}
        rows={[{ name: 'A' }]}
        getRowId={(r) => r.name}
        total={1250}
        page={1}
        pageCount={1}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('الإجمالي: 1,250');
  });

  it('names the picker lists and buttons in Arabic and announces a move in Arabic plural', async () => {
    function Picker() {
      const [ids, setIds] = useState<DualListPickerId[]>([]);
      return <DualListPicker items={[1, 2, 3].map((id) => ({ id, label: `User ${id}` }))} selectedIds={ids} onSelectedIdsChange={setIds} />;
    }
    arabic(<Picker />);
    expect(screen.getByRole('listbox', { name: 'العناصر المتاحة' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'العناصر المختارة' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'تصفية العناصر المتاحة' })).toBeInTheDocument();
    expect(screen.getByText('لم يُختر شيء')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إضافة كل المعروض' }));
    expect(plain(screen.getByText(/أُضيف/).textContent)).toBe('أُضيف 3 عناصر');
    expect(screen.getByText('لا يوجد ما يُضاف')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إزالة كل المعروض' }));
    expect(plain(screen.getByText(/أُزيل/).textContent)).toBe('أُزيل 3 عناصر');
  });

  it('says Arabic plural forms for one, two, eleven and a hundred', () => {
    expect(arMessages.itemsMoved(1, '1', 'added')).toBe('أُضيف عنصر واحد');
    expect(arMessages.itemsMoved(2, '2', 'removed')).toBe('أُزيل عنصران');
    expect(plain(arMessages.itemsMoved(11, '11', 'added'))).toBe('أُضيف 11 عنصرًا');
    expect(plain(arMessages.itemsMoved(100, '100', 'added'))).toBe('أُضيف 100 عنصر');
  });

  it("names a notification's close button in Arabic", () => {
    arabic(<NotificationList items={[{ id: 'a', tone: 'info', message: 'Saved.' }]} onDismiss={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
  });

  it('shows the export progress in Arabic', () => {
    arabic(<ExportButton onExport={vi.fn()} onCancel={vi.fn()} progress={{ page: 3, pageCount: 9 }} />);
    expect(screen.getByRole('button', { name: /تصدير CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء التصدير' })).toBeInTheDocument();
    expect(plain(screen.getByText(/جارٍ تصدير/).textContent)).toBe('جارٍ تصدير الصفحة 3 من 9…');
  });

  it('keeps every built-in English text as it was outside any provider', async () => {
    render(
      <>
        <ErrorState message="Failed." onRetry={vi.fn()} />
        <HistoryTable
          rows={[{ id: 1, date: 'd', action: 'a', oldValue: 'o', newValue: 'n' }]}
          getRowId={(row) => row.id}
          columns={{
            date: { render: (row) => row.date },
            action: { render: (row) => row.action },
            oldValue: { render: (row) => row.oldValue },
            newValue: { render: (row) => row.newValue },
          }}
        />
        <ToggleGroup label="User type" options={[{ value: 'a', label: 'A' }]} value={[]} onChange={vi.fn()} minSelected={2} />
        <ImageViewer open onOpenChange={vi.fn()} src="/x.png" title="ID" />
        <DateText value="2026-11-20T10:00:00Z" show="age" now={new Date('2026-11-23T10:00:00Z')} />
      </>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Change History' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Old Value' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Image controls' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rotate left' })).toHaveAttribute('title', 'Rotate left (Shift+R)');
    expect(screen.getByText('Loading image…')).toBeInTheDocument();
    expect(screen.getByText('3 d')).toBeInTheDocument();
    expect(await validateUploadFile(new File([''], 'a.pdf'), DOCUMENT_RULES)).toBe('The file is empty.');
    expect(await validateUploadFile(new File(['x'], 'a.exe'), DOCUMENT_RULES)).toBe('Only PDF, JPG, and PNG files are allowed');
  });

  it('lets a prop win over the provider in the other components too', () => {
    arabic(
      <>
        <ErrorState title="Oops" message="Failed." onRetry={vi.fn()} retryLabel="Again" />
        <RejectModal open onOpenChange={vi.fn()} title="Reject" onConfirm={vi.fn()} reasonLabel="Why" />
      </>,
    );
    expect(screen.getByText('Oops')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Why/ })).toBeInTheDocument();
    // What the caller left out still comes from the provider.
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it('words the upload and period checks with the texts they are given', async () => {
    expect(await validateUploadFile(new File([''], 'a.pdf'), DOCUMENT_RULES, arMessages)).toBe('الملف فارغ.');
    const tooBig = new File([new Uint8Array(2048)], 'a.pdf');
    expect(plain(await validateUploadFile(tooBig, { maxBytes: 1024, accept: ['pdf'] }, arMessages))).toBe(
      'يجب ألا يتجاوز حجم الملف 1 كيلوبايت',
    );
    expect(await validateUploadFile(new File(['x'], 'a.exe'), DOCUMENT_RULES, arMessages)).toBe('يُسمح فقط بملفات PDF وJPG وPNG');
    expect(plain(formatFileSize(1_572_864, arMessages))).toBe('1.5 ميغابايت');
    const issue = checkDateRange({ start: '2026-03-02', end: '2026-03-01' }, { messages: arMessages });
    expect(issue).toEqual({ field: 'end', message: 'يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده' });
  });

  it('writes ages with Arabic units and plural forms, Latin digits', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const age = (iso: string) => plain(formatAge(iso, now, { messages: arMessages, locale: 'ar-JO-u-nu-latn' }));
    expect(age('2026-11-23T09:48:00Z')).toBe('12 دقيقة');
    expect(age('2026-11-23T09:59:00Z')).toBe('1 دقيقة');
    expect(age('2026-11-23T08:00:00Z')).toBe('ساعتان');
    expect(age('2026-11-23T05:00:00Z')).toBe('5 ساعات');
    expect(age('2026-11-20T10:00:00Z')).toBe('3 أيام');
    expect(age('2026-10-23T10:00:00Z')).toBe('31 يومًا');
    expect(formatAge('2026-11-20T10:00:00Z', now)).toBe('3 d');
  });

  it("formats DateText in the provider's locale, and its export in the language it is given", () => {
    arabic(<DateText value="2026-01-20" />);
    expect(screen.getByText(/2026/)).toHaveTextContent('20 كانون الثاني 2026');
    const props = { value: '2026-11-20T10:00:00Z', show: 'age' as const, now: new Date('2026-11-23T10:00:00Z') };
    expect(DateText.exportText(props)).toBe('3 d');
    expect(plain(DateText.exportText(props, { locale: 'ar-JO-u-nu-latn', messages: arMessages }))).toBe('3 أيام');
  });

  it('says "Select at least" with the Arabic plural of the count', () => {
    expect(plain(arMessages.selectAtLeast(1, '1'))).toBe('اختر خيارًا واحدًا على الأقل.');
    expect(plain(arMessages.selectAtLeast(2, '2'))).toBe('اختر خيارين على الأقل.');
    expect(plain(arMessages.selectAtLeast(3, '3'))).toBe('اختر 3 خيارات على الأقل.');
    expect(plain(arMessages.selectAtLeast(11, '11'))).toBe('اختر 11 خيارًا على الأقل.');
  });
});
