import { act, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../test/demoServer';
import { renderApp, signInAsAdmin } from '../../test/renderApp';
import { clearClientState } from '../../test/session';
import { preloadScreens } from '../../test/preloadScreens';
import { captureDownloads } from '../../test/downloads';
import { exportFileName } from '../../kernel/listExport';
import { discountsStore } from './demo';
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

/**
 * The records of a CSV text (RFC 4180): fields split on commas and CRLF outside quotes, a quoted field's doubled
 * quotes made one, its commas and line breaks kept.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

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

  it('exports every discount in the order shown, titles and values as the table shows them', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    try {
      renderApp('/discount?sort=discount_name');
      const table = await screen.findByRole('table', { name: 'Discounts' });
      await within(table).findByText('Winter transfers');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText(`Exported ${discountsStore.discounts.length} rows to ${exportFileName('discounts')}.`);
      const text = await downloads.files[0]!.text();
      expect(text.startsWith('\uFEFFName,Rate,Cap,Eligible payers,Eligible payees,Affected fees,Guarantors,Period\r\n')).toBe(true);
      // Every record as the table shows its row: the Name cell as its two lines (name, then user type), the other
      // cells as their text, the View link left out.
      const shown = bodyRows(table).map((row) => {
        const [name, ...rest] = within(row).getAllByRole('cell').slice(0, 8);
        return [nameLines(name!).join('\n'), ...rest.map((c) => c.textContent ?? '')];
      });
      expect(shown).toHaveLength(discountsStore.discounts.length);
      expect(shown.some(([name]) => name?.includes('\n'))).toBe(true);
      expect(parseCsv(text.slice(1))).toEqual([
        ['Name', 'Rate', 'Cap', 'Eligible payers', 'Eligible payees', 'Affected fees', 'Guarantors', 'Period'],
        ...shown,
      ]);
    } finally {
      downloads.restore();
    }
  });
});
