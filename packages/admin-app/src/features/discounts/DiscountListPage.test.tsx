import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../test/demoServer';
import { renderApp, signInAsAdmin } from '../../test/renderApp';
import { clearClientState } from '../../test/session';
import { preloadScreens } from '../../test/preloadScreens';
import { captureDownloads } from '../../test/downloads';
import { exportFileName } from '../../kernel/listExport';
import { discountsStore } from './demo';
import { setLocale } from '../../platform/i18n/i18n';
import { parse } from 'csv-parse/sync';
import userEvent from '@testing-library/user-event';

const server = setupDemoServer();
beforeAll(preloadScreens);

beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

describe('Discount Promotions list', () => {
  it('is headed by words, each with its wire name as description, plus the View link column', async () => {
    renderApp('/discount');
    const table = await screen.findByRole('table', { name: 'Discounts' });
    await within(table).findByText('Winter transfers');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Rate', 'Cap', 'Eligible payers', 'Eligible payees', 'Affected fees', 'Guarantors', 'Period', 'View']);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAccessibleDescription('discount_name');
    expect(within(table).getByRole('columnheader', { name: 'Period' })).toHaveAttribute('title', 'start_date – end_date');
  });

  it('lets a list of Arabic group names take its direction from the text (dir="auto", never forced ltr)', async () => {
    renderApp('/discount');
    const row = await screen.findByRole('row', { name: /خصم رمضان/ });
    const names = within(row).getAllByText('عملاء مميزون');
    expect(names).toHaveLength(2);
    // The direction is an attribute of the cell's wrapper, not of the text: look up from the name.
    // eslint-disable-next-line testing-library/no-node-access
    for (const name of names) expect(name.closest('[dir]')).toHaveAttribute('dir', 'auto');
    // Arabic among Latin is marked as Arabic (WCAG 3.1.2): the discount's name and each group name; Latin is not.
    for (const name of names) expect(name).toHaveAttribute('lang', 'ar');
    expect(within(row).getByText('خصم رمضان')).toHaveAttribute('lang', 'ar');
    expect(within(row).getByText('Salary transfer customers')).not.toHaveAttribute('lang');
  });

  it('shows a record whose fields are of the wrong type with placeholders: no crash, no "[object Object]"', async () => {
    const odd = { weird: true };
    server.use(
      mswHttp.get('*/api/discount-promotions', () =>
        HttpResponse.json({
          data: [
            {
              id: 9,
              discount_name: odd,
              discount_rate: [12],
              discount_cap: odd,
              user_type: odd,
              applicable_fees: [{ id: 3, name_alias: odd }, odd],
              eligibele_groups: [{ id: 4, name: ['Staff'], pivot: { is_payer_eligible: odd, is_payee_eligible: 1 } }, 'x'],
              affected_guarantors: [odd, { id: odd, name: odd }, true, null],
              start_date: odd,
              end_date: 20261231,
            },
            { id: 10, discount_name: 'Plain', discount_rate: '5', discount_cap: '1', start_date: '2026-12-01', end_date: '2026-12-31' },
          ],
        }),
      ),
    );
    renderApp('/discount');
    const table = await screen.findByRole('table', { name: 'Discounts' });
    await within(table).findByText('Plain');
    expect(table).not.toHaveTextContent('[object Object]');
    const row = within(table).getByRole('link', { name: 'View discount 9' });
    // eslint-disable-next-line testing-library/no-node-access
    const cells = within(row.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['—', '—', '—', '—', 'Group 4', 'Fee 3', '—', '— – —', 'View']);
  });
});

describe('Discount Promotions list: sort and export', () => {
  /** The Name cell's lines (the name, then the user type under it), each a <bdi> of its CellStack. */
  const nameLines = (cell: HTMLElement) =>
    // eslint-disable-next-line testing-library/no-node-access
    [...cell.querySelectorAll('bdi')].map((line) => line.textContent ?? '');
  const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
  /** The discount names top to bottom: the first line of each Name cell, without the user type under it. */
  const names = (table: HTMLElement) => bodyRows(table).map((row) => nameLines(within(row).getAllByRole('cell')[0]!)[0]);
  type Seed = (typeof discountsStore.discounts)[number];

  it('restores ?sort=-discount_name on load, and a header click sorts by that column and writes it in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/discount?sort=-discount_name');
    const table = await screen.findByRole('table', { name: 'Discounts' });
    await within(table).findByText('Winter transfers');
    const byName = discountsStore.discounts.map((d) => d.discount_name).sort((a, b) => b.localeCompare(a));
    expect(names(table)).toEqual(byName);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table).getByRole('button', { name: 'Rate' }));
    expect(router.state.location.search).toBe('?sort=discount_rate');
    const rateHeader = within(table).getByRole('columnheader', { name: 'Rate' });
    expect(rateHeader).toHaveAccessibleDescription('discount_rate');
    expect(rateHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    const byRate = [...discountsStore.discounts].sort((a, b) => a.discount_rate - b.discount_rate).map((d) => d.discount_name);
    expect(names(table)).toEqual(byRate);
  });

  it('sorts Period by its start day, both ways, and writes ?sort=period', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/discount');
    const table = await screen.findByRole('table', { name: 'Discounts' });
    await within(table).findByText('Winter transfers');
    const unsorted = names(table);
    const byStart = [...discountsStore.discounts].sort((a, b) => a.start_date.localeCompare(b.start_date)).map((d) => d.discount_name);
    expect(byStart).not.toEqual(unsorted);

    await user.click(within(table).getByRole('button', { name: 'Period' }));
    expect(router.state.location.search).toBe('?sort=period');
    expect(within(table).getByRole('columnheader', { name: 'Period' })).toHaveAttribute('aria-sort', 'ascending');
    expect(names(table)).toEqual(byStart);

    await user.click(within(table).getByRole('button', { name: 'Period' }));
    expect(router.state.location.search).toBe('?sort=-period');
    expect(names(table)).toEqual([...byStart].reverse());
  });

  it.each([
    ['start_date', (a: Seed, b: Seed) => a.start_date.localeCompare(b.start_date)],
    ['-end_date', (a: Seed, b: Seed) => b.end_date.localeCompare(a.end_date)],
    ['-user_type', (a: Seed, b: Seed) => b.user_type.localeCompare(a.user_type)],
  ] as const)('ignores ?sort=%s, a column folded away: the list keeps its order, no header sorted', async (sort, honoured) => {
    const { router } = renderApp('/discount');
    const table = await screen.findByRole('table', { name: 'Discounts' });
    await within(table).findByText('Winter transfers');
    const unsorted = names(table);
    // Were the old key still read, the rows would move.
    expect([...discountsStore.discounts].sort(honoured).map((d) => d.discount_name)).not.toEqual(unsorted);

    await act(() => router.navigate(`/discount?sort=${sort}`));
    expect(router.state.location.search).toBe(`?sort=${sort}`);
    expect(names(table)).toEqual(unsorted);
    for (const header of within(table).getAllByRole('columnheader')) expect(header).not.toHaveAttribute('aria-sort');
  });

  /** Clicks Export CSV (in the interface's language) and reads the file back with an RFC 4180 parser. */
  async function exportDiscounts(user: ReturnType<typeof userEvent.setup>, button: string, downloads: ReturnType<typeof captureDownloads>) {
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]!.fileName).toBe(exportFileName('discounts'));
    const text = await downloads.files[0]!.text();
    expect(text.startsWith('\uFEFF')).toBe(true);
    // Throws on a record of another length: one field a column, nothing folded into a cell.
    return parse(text.slice(1), { relax_column_count: false }) as string[][];
  }

  /** What every discount's record holds, in either language: the id, ISO days, numbers, groups and fees by id. */
  function expectRecords(records: string[][], separator: string) {
    expect(records).toHaveLength(discountsStore.discounts.length);
    const byId = new Map(records.map((record) => [record[0], record]));
    for (const seed of discountsStore.discounts) {
      const record = byId.get(String(seed.id));
      expect(record, `discount ${seed.id} exported`).toBeDefined();
      const [, name, , rate, cap, start, end, payers, payees, fees, guarantors] = record!;
      expect(name).toBe(seed.discount_name);
      // Numbers a spreadsheet reads as numbers: no "%", no currency, no thousands separator.
      expect(Number(rate)).toBe(seed.discount_rate);
      expect(Number(cap)).toBe(seed.discount_cap);
      // The period as two ISO days, never "26 Nov 2026 – 30 Nov 2026".
      expect([start, end]).toEqual([seed.start_date, seed.end_date]);
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Groups and fees by their ids, joined with the interface language's list separator.
      expect(payers).toBe(seed.payer_group_ids.join(separator));
      expect(payees).toBe(seed.payee_group_ids.join(separator));
      expect(fees).toBe(seed.fee_ids.join(separator));
      expect(guarantors).toBe(seed.affected_guarantors.join(separator));
    }
    expect(records.flat().some((cell) => cell === '—' || cell.includes('\n'))).toBe(false);
  }

  it('exports every discount in the order shown, for analysis: the id first, one field a column, ISO days, numbers', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    try {
      renderApp('/discount?sort=discount_name');
      const table = await screen.findByRole('table', { name: 'Discounts' });
      await within(table).findByText('Winter transfers');
      const [header, ...records] = await exportDiscounts(user, 'Export CSV', downloads);
      expect(
        await screen.findByText(`Exported ${discountsStore.discounts.length} rows to ${exportFileName('discounts')}.`),
      ).toBeInTheDocument();
      expect(header).toEqual([
        'ID',
        'Name',
        'User types',
        'Discount rate (%)',
        'Discount cap (JOD)',
        'Start date',
        'End date',
        'Eligible payer groups (IDs)',
        'Eligible payee groups (IDs)',
        'Affected fees (IDs)',
        'Guarantors',
      ]);
      // In the order the table shows (by name here).
      expect(records.map((record) => record[1])).toEqual(names(table));
      expectRecords(records, ', ');
      const both = discountsStore.discounts.find((d) => d.user_type === 'indivisual,company')!;
      expect(records.find((record) => record[0] === String(both.id))?.[2]).toBe('Individuals, Companies');
    } finally {
      downloads.restore();
    }
  });

  it('carries no wire name on its headers in Arabic (no `discount_rate` tooltip)', async () => {
    await setLocale('ar');
    try {
      renderApp('/discount');
      const table = await screen.findByRole('table', { name: 'الخصومات' });
      await within(table).findByText('Winter transfers');
      const headers = within(table).getAllByRole('columnheader');
      expect(headers.length).toBeGreaterThan(8);
      for (const header of headers) {
        expect(header).not.toHaveAttribute('title');
        expect(header).not.toHaveAttribute('aria-describedby');
      }
    } finally {
      await setLocale('en');
    }
  });

  it('exports in Arabic: Arabic headers and user types, without a Latin letter, and the same data', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    await setLocale('ar');
    try {
      renderApp('/discount');
      const table = await screen.findByRole('table', { name: 'الخصومات' });
      await within(table).findByText('Winter transfers');
      const [header, ...records] = await exportDiscounts(user, 'تصدير CSV', downloads);
      expect(header).toEqual([
        'المعرّف',
        'الاسم',
        'أنواع المستخدمين',
        'نسبة الخصم (%)',
        'الحد الأقصى للخصم (دينار أردني)',
        'تاريخ البدء',
        'تاريخ الانتهاء',
        'معرّفات مجموعات الدافعين المؤهَّلين',
        'معرّفات مجموعات المستفيدين المؤهَّلين',
        'معرّفات الرسوم المشمولة',
        'الجهات الضامنة',
      ]);
      for (const title of header!) expect(title).not.toMatch(/[A-Za-z]/);
      // The user types are words of the interface, joined with the Arabic comma; the names are data, as they are.
      for (const record of records) expect(record[2]).toMatch(/^[\u0600-\u06FF، ]+$/);
      expect(records.map((record) => record[2])).toContain('الأفراد، الشركات');
      expectRecords(records, '، ');
    } finally {
      downloads.restore();
      await setLocale('en');
    }
  });
});
