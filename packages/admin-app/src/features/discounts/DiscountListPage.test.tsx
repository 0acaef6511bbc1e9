import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../test/demoServer';
import { renderApp, signInAsAdmin } from '../../test/renderApp';
import { clearClientState } from '../../test/session';
import { preloadScreens } from '../../test/preloadScreens';
import { captureDownloads } from '../../test/downloads';
import { exportFileName } from '../../kernel/listExport';
import { discountsStore } from './demo';
import { csvCell } from '@admin-console/admin-ui';
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
  const names = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

  it('restores ?sort=-discount_name on load, and a header click sorts by that column and writes it in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/discount?sort=-discount_name');
    const table = await screen.findByRole('table', { name: 'Discounts' });
    await within(table).findByText('Winter transfers');
    const byName = [...discountsStore.discounts.map((d) => d.discount_name)].sort((a, b) => b.localeCompare(a));
    expect(names(table)).toEqual(byName);
    expect(screen.getByRole('columnheader', { name: 'discount_name' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'discount_rate' }));
    expect(router.state.location.search).toBe('?sort=discount_rate');
    const rateHeader = screen.getByRole('columnheader', { name: 'discount_rate' });
    expect(rateHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'discount_name' })).not.toHaveAttribute('aria-sort');
    const byRate = [...discountsStore.discounts].sort((a, b) => a.discount_rate - b.discount_rate).map((d) => d.discount_name);
    expect(names(table)).toEqual(byRate);
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
      const lines = (await downloads.files[0]!.text()).split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFdiscount_name,discount_rate,discount_cap,eligible payer,eligible payee,user_type,affected fees,affected guarantors,start_date,end_date',
      );
      expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(names(table));
      const firstRow = within(table).getAllByRole('row')[1]!;
      expect(lines[1]).toBe(
        within(firstRow)
          .getAllByRole('cell')
          .slice(0, 10)
          .map((c) => csvCell(c.textContent))
          .join(','),
      );
    } finally {
      downloads.restore();
    }
  });
});
