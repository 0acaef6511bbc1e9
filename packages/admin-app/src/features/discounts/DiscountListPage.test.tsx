import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../test/demoServer';
import { renderApp, signInAsAdmin } from '../../test/renderApp';
import { clearClientState } from '../../test/session';
import { preloadScreens } from '../../test/preloadScreens';

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
    const table = await screen.findByRole('table', { name: 'Discount promotions' });
    await within(table).findByText('Winter transfers');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Name',
      'Discount rate %',
      'Discount cap',
      'Eligible payers',
      'Eligible payees',
      'User type',
      'Affected fees',
      'Affected guarantors',
      'Start date',
      'End date',
      'View',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAccessibleDescription('discount_name');
    expect(within(table).getByRole('columnheader', { name: 'Start date' })).toHaveAttribute('title', 'start_date');
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
    const table = await screen.findByRole('table', { name: 'Discount promotions' });
    await within(table).findByText('Plain');
    expect(table).not.toHaveTextContent('[object Object]');
    const row = within(table).getByRole('link', { name: 'View discount 9' });
    // eslint-disable-next-line testing-library/no-node-access
    const cells = within(row.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['—', '—', '—', '—', 'Group 4', '—', 'Fee 3', '—', '—', '—', 'View']);
  });
});
