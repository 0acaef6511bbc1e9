import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddRemoveList } from '../components/AddRemoveList';
import { AppShell } from '../components/AppShell';
import { DataTable } from '../components/DataTable';
import { DateRangePicker } from '../components/DateRangePicker';
import { DateText } from '../components/DateText';
import { DocumentCard } from '../components/DocumentCard';
import { EditableTable } from '../components/EditableTable';
import type { EditableColumn } from '../components/EditableTable/types';
import { ErrorState } from '../components/ErrorState';
import { HistoryTable, type HistoryColumns } from '../components/HistoryTable';
import { ImageViewer } from '../components/ImageViewer';
import { InfoGrid } from '../components/InfoGrid';
import { LoadingBar } from '../components/LoadingBar';
import { MultiSelect } from '../components/MultiSelect';
import { NotificationList } from '../components/Notifications';
import { PasswordField } from '../components/PasswordField';
import { RejectModal } from '../components/RejectModal';
import { SearchInput } from '../components/SearchInput';
import { Sidebar } from '../components/Sidebar';
import { ToggleGroup } from '../components/ToggleGroup';
import { UploadSlots, type UploadFiles } from '../components/UploadSlots';
import { visibleEnglish } from '../test-utils/visibleEnglish';
import { AdminLocaleProvider, arMessages } from './index';

/**
 * The Arabic walk: each component with built-in texts, in its states, under the Arabic provider and
 * `dir="rtl"`, with the caller's own texts in Arabic. No English word is left anywhere in the component
 * (`visibleEnglish` reads every text, visually hidden sentences included, and every name and hint).
 */
function arabic(ui: ReactNode) {
  document.documentElement.dir = 'rtl';
  document.documentElement.lang = 'ar';
  return render(
    <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
      {ui}
    </AdminLocaleProvider>,
  );
}
const english = (allow: string[] = []) => visibleEnglish(document.body, { allow });
type HistoryRow = { id: number; date: string; action: string; oldValue: string; newValue: string };
const HISTORY_COLUMNS: HistoryColumns<HistoryRow> = {
  date: { render: (row) => row.date },
  action: { render: (row) => row.action },
  oldValue: { render: (row) => row.oldValue },
  newValue: { render: (row) => row.newValue },
};
/** Text as a reader sees it: without the marks that isolate numbers. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');

afterEach(() => {
  document.documentElement.dir = '';
  document.documentElement.lang = '';
});

describe('Arabic walk of admin-ui', () => {
  it('DataTable: loaded with a pager, loading, empty and failed', async () => {
    const props = {
      caption: 'الحسابات',
      columns: [{ key: 'name' as const, title: 'الاسم' }],
      getRowId: (r: { name: string }) => r.name,
      page: 2,
      pageCount: 3,
      onPageChange: vi.fn(),
      rowLink: { text: 'عرض', to: () => '/x' },
    };
    const { rerender } = arabic(<DataTable {...props} rows={[{ name: 'سارة' }]} total={42} />);
    expect(english()).toEqual([]);
    const wrap = (ui: ReactNode) => (
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        {ui}
      </AdminLocaleProvider>
    );
    rerender(wrap(<DataTable {...props} rows={[]} loading />));
    expect(english()).toEqual([]);
    rerender(wrap(<DataTable {...props} rows={[]} total={0} pageCount={1} />));
    expect(screen.getByText('لا توجد نتائج')).toBeInTheDocument();
    expect(english()).toEqual([]);
    rerender(wrap(<DataTable {...props} rows={[]} error="تعذّر تحميل الحسابات." onRetry={vi.fn()} />));
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('UploadSlots: empty, uploaded, a file chosen, a file refused', async () => {
    function Slots() {
      const [files, setFiles] = useState<UploadFiles>({});
      return (
        <UploadSlots
          slots={[
            { key: 'record', label: 'السجل التجاري' },
            { key: 'terms', label: 'الشروط الموقعة', uploadedFileName: 'terms.pdf' },
          ]}
          rules={{ maxBytes: 10 * 1024 * 1024, accept: ['pdf', 'jpg', 'jpeg', 'png'] }}
          files={files}
          onFilesChange={setFiles}
        />
      );
    }
    arabic(<Slots />);
    expect(english(['terms.pdf'])).toEqual([]);
    const [recordPicker, termsPicker] = screen.getAllByLabelText(/السجل التجاري|الشروط الموقعة/) as HTMLInputElement[];
    await userEvent.upload(recordPicker!, new File(['%PDF-1.7 sample'], 'record.pdf', { type: 'application/pdf' }));
    await screen.findByText('جاهز للحفظ');
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && plain(el.textContent) === '15 بايت')).toHaveAttribute('dir', 'auto');
    fireEvent.change(termsPicker!, { target: { files: [new File([''], 'empty.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('الملف فارغ.')).toHaveAttribute('role', 'alert');
    expect(plain(screen.getAllByText(/PDF أو JPG أو PNG/)[0]?.textContent)).toBe(
      'ملف PDF أو JPG أو PNG بحد أقصى 10 ميغابايت، أو اسحبه وأفلته هنا.',
    );
    expect(english(['terms.pdf', 'record.pdf'])).toEqual([]);
  });

  it('ImageViewer and DocumentCard: the tools, the loading image, an unavailable document', () => {
    arabic(
      <>
        <DocumentCard title="الهوية الوطنية" url="/storage/front.pdf" uploadedAt="12/05/2026" />
        <DocumentCard title="جواز السفر" url="javascript:alert(1)" />
        <ImageViewer open onOpenChange={vi.fn()} src="/storage/front.png" title="الهوية الوطنية" />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'الهوية الوطنية' });
    expect(within(dialog).getByRole('button', { name: 'تكبير' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'فتح الأصل (يُفتح في علامة تبويب جديدة)' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('EditableTable: paged, with errors and warnings, and empty', async () => {
    const columns: EditableColumn<{ id: string; name: string; rate: number }>[] = [
      { key: 'name', title: 'الاسم', type: 'text' },
      { key: 'rate', title: 'النسبة', type: 'number', editable: true },
    ];
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: String(i), name: `رسم ${i}`, rate: i }));
    const { rerender } = arabic(
      <EditableTable
        caption="الرسوم"
        rows={rows}
        getRowId={(row) => row.id}
        columns={columns}
        mode="edit"
        edits={{ '0': { rate: 'x' } }}
        onEditChange={vi.fn()}
        errors={{ '0': { rate: 'أدخل رقمًا' }, '1': { rate: 'أدخل رقمًا' }, '2': { rate: 'أدخل رقمًا' } }}
        warnings={{ '3': 'النسب لا تساوي 100' }}
        paging="pages"
      />,
    );
    expect(plain(screen.getByRole('status').textContent)).toBe('3 خلايا تحتاج إلى مراجعة. صف واحد فيه تحذير');
    expect(screen.getByRole('navigation', { name: 'الرسوم، الصفحات' })).toBeInTheDocument();
    expect(english()).toEqual([]);
    rerender(
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        <EditableTable
          caption="الرسوم"
          rows={[]}
          getRowId={(row) => row.id}
          columns={columns}
          mode="view"
          edits={{}}
          onEditChange={vi.fn()}
        />
      </AdminLocaleProvider>,
    );
    expect(screen.getByText('لا توجد صفوف لعرضها.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('DateRangePicker: labels and a bound quoted in the message', async () => {
    arabic(<DateRangePicker label="فترة الخصم" value={{ start: '2026-01-01', end: null }} onChange={vi.fn()} min="2026-01-15" />);
    expect(screen.getByLabelText('تاريخ البدء')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('تاريخ البدء'));
    await userEvent.tab();
    expect(plain((await screen.findByText(/لا يمكن أن تبدأ الفترة قبل/)).textContent)).toBe(
      'لا يمكن أن تبدأ الفترة قبل 15 كانون الثاني 2026',
    );
    expect(english()).toEqual([]);
  });

  it('RejectModal, MultiSelect, AddRemoveList, ToggleGroup and the small ones', async () => {
    arabic(
      <>
        <RejectModal open onOpenChange={vi.fn()} title="رفض الطلب" onConfirm={vi.fn()} maxLength={500} />
        <MultiSelect label="الرسوم المشمولة" options={[{ value: 'a', label: 'سحب' }]} value={['a']} onChange={vi.fn()} />
        <AddRemoveList label="الدافعون" options={[]} value={[]} onChange={vi.fn()} />
        <ToggleGroup label="نوع المستخدم" options={[{ value: 'a', label: 'أفراد' }]} value={[]} onChange={vi.fn()} minSelected={2} />
        <ErrorState message="تعذّر التحميل." onRetry={vi.fn()} />
        <SearchInput label="بحث" value="سارة" onSearch={vi.fn()} />
        <PasswordField label="كلمة المرور" />
        <LoadingBar active delayMs={0} />
        <HistoryTable
          rows={[{ id: 1, date: '1/1/2026', action: 'تعديل', oldValue: '1', newValue: '2' }]}
          getRowId={(row) => row.id}
          columns={HISTORY_COLUMNS}
        />
        <InfoGrid title="التفاصيل" items={[{ label: 'الاسم', value: null }]} />
        <DateText value="2026-11-20T10:00:00Z" show="age" now={new Date('2026-11-23T10:00:00Z')} />
        <NotificationList items={[{ id: '1', tone: 'success', message: 'تم الحفظ.' }]} onDismiss={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'سبب الرفض' })).toHaveAccessibleDescription('مطلوب. عدد الأحرف \u20680/500\u2069');
    expect(screen.getByText((_, el) => el?.tagName === 'TIME' && plain(el.textContent) === '3 أيام')).toBeInTheDocument();
    await screen.findByRole('progressbar', { name: 'جارٍ التحميل' });
    // The full timestamp's time zone, as the browser names it (the tests run in UTC), is a product word.
    expect(english()).toEqual([]);
  });

  it('AddRemoveList announces an addition and a removal in Arabic', async () => {
    function Payers() {
      const [value, setValue] = useState<string[]>([]);
      return <AddRemoveList label="الدافعون" options={[{ value: 's', label: 'الموظفون' }]} value={value} onChange={setValue} />;
    }
    arabic(<Payers />);
    await userEvent.click(screen.getByRole('button', { name: 'إضافة الدافعون' }));
    expect(screen.getByRole('status')).toHaveTextContent('تمت إضافة \u2068الموظفون\u2069 إلى الدافعون');
    await userEvent.click(screen.getByRole('button', { name: 'إزالة \u2068الموظفون\u2069' }));
    expect(screen.getByRole('status')).toHaveTextContent('تمت إزالة \u2068الموظفون\u2069 من الدافعون');
    expect(english()).toEqual([]);
  });

  it('Sidebar and AppShell', () => {
    arabic(
      <AppShell sidebar={<Sidebar links={[{ to: '/fees', label: 'الرسوم' }]} onLogout={vi.fn()} />}>
        <h1>الرسوم</h1>
      </AppShell>,
    );
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });
});
