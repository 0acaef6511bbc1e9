import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../../test/demoServer';
import { renderApp, signInAsAdmin } from '../../../test/renderApp';
import { clearClientState } from '../../../test/session';

setupDemoServer();

beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

describe('Discount Promotions list', () => {
  it("is headed by SPEC.md's column names, plus the View link column", async () => {
    renderApp('/discount');
    const table = await screen.findByRole('table', { name: 'Discount promotions' }, { timeout: 3000 });
    await within(table).findByText('Winter transfers', {}, { timeout: 3000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'discount_name',
      'discount_rate',
      'discount_cap',
      'eligible payer',
      'eligible payee',
      'user_type',
      'affected fees',
      'affected guarantors',
      'start_date',
      'end_date',
      'View',
    ]);
  });

  it('lets a list of Arabic group names take its direction from the text (dir="auto", never forced ltr)', async () => {
    renderApp('/discount');
    const row = await screen.findByRole('row', { name: /خصم رمضان/ }, { timeout: 3000 });
    const names = within(row).getAllByText('عملاء مميزون');
    expect(names).toHaveLength(2);
    // The direction is an attribute of the cell's wrapper, not of the text: look up from the name.
    // eslint-disable-next-line testing-library/no-node-access
    for (const name of names) expect(name.closest('[dir]')).toHaveAttribute('dir', 'auto');
  });
});
