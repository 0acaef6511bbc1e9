import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '../components/DataTable';
import { Pagination } from '../components/DataTable/Pagination';
import { DualListPicker, type DualListPickerId } from '../components/DualListPicker';
import { ExportButton } from '../components/ExportButton';
import { NotificationList } from '../components/Notifications';
import { AdminLocaleProvider, arMessages, enMessages } from './index';

const arabic = (ui: React.ReactNode) =>
  render(
    <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
      {ui}
    </AdminLocaleProvider>,
  );
/** Arabic text with its isolated numbers, as a reader sees it. */
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
    expect(screen.getByRole('listbox', { name: 'المستخدمون المتاحون' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'المستخدمون المختارون' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إضافة كل المعروض' }));
    expect(plain(screen.getByText(/أُضيف/).textContent)).toBe('أُضيف 3 مستخدمين');
    await userEvent.click(screen.getByRole('button', { name: 'إزالة كل المعروض' }));
    expect(plain(screen.getByText(/أُزيل/).textContent)).toBe('أُزيل 3 مستخدمين');
  });

  it('says Arabic plural forms for one, two and eleven', () => {
    expect(arMessages.usersMoved(1, '1', 'added')).toBe('أُضيف مستخدم واحد');
    expect(arMessages.usersMoved(2, '2', 'removed')).toBe('أُزيل مستخدمان');
    expect(plain(arMessages.usersMoved(11, '11', 'added'))).toBe('أُضيف 11 مستخدمًا');
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
});
