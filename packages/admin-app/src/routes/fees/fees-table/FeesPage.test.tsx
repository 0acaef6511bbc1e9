import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { feesStore } from '../../../mocks/fees';
import { renderApp } from '../../../test/renderApp';
import { setupSignedInScreen } from '../../../test/screenTest';

const server = setupSignedInScreen();

async function openFees() {
  const user = userEvent.setup();
  const view = renderApp('/fees');
  const grid = await screen.findByRole('grid', { name: 'Fees' }, { timeout: 3000 });
  await within(grid).findByText('p2p_transfer');
  return { user, grid, ...view };
}

const editButton = () => screen.getByRole('button', { name: 'Edit' });
const saveButton = () => screen.getByRole('button', { name: 'Save Data' });
const cell = (column: string, feeId: number, alias: string) => screen.getByRole('textbox', { name: `${column}, fee ${feeId} ${alias}` });

/** The role of the live region that announces `text` (alert or status), if any. */
const liveRegionOf = (text: string | RegExp) =>
  (['alert', 'status'] as const).find((role) => screen.queryAllByRole(role).some((region) => within(region).queryByText(text)));

/** Counts PATCH /api/fees calls reaching the demo backend, without answering them. */
function countSaves() {
  const counter = { calls: 0 };
  server.use(
    mswHttp.patch('*/api/fees', () => {
      counter.calls += 1;
    }),
  );
  return counter;
}

// Typing through user-event in jsdom is slow on a loaded machine: room beyond the default 5 s.
describe('FeesPage', { timeout: 20_000 }, () => {
  it('shows the catalogue read-only, Arabic names right-to-left', async () => {
    const { grid } = await openFees();
    expect(screen.getByRole('heading', { level: 1, name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByText(`${feesStore.fees.length} fees`)).toBeInTheDocument();
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid).getByText('تحويل فوري عبر كليك')).toHaveAttribute('dir', 'auto');
    expect(document.title).toBe('Fees · Processor Admin');
  });

  it('edits and saves: the server message shows next to Save, edit mode ends, the new value stays', async () => {
    const { user, grid } = await openFees();
    await user.click(editButton());
    expect(within(grid).getByRole('gridcell', { name: 'bank_transfer_out' })).toHaveAttribute('aria-readonly', 'true');
    const input = cell('payer_percentage', 2, 'bank_transfer_out');
    await user.clear(input);
    await user.type(input, '1.35');
    await user.click(saveButton());
    expect(await screen.findByText('Fees updated successfully (1 fee).')).toBeInTheDocument();
    expect(liveRegionOf('Fees updated successfully (1 fee).')).toBe('status');
    expect(editButton()).toBeInTheDocument();
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid).getByText('1.35')).toBeInTheDocument();
    expect(feesStore.fees[1]?.payer_percentage).toBe(1.35);
  });

  it('flags invalid cells and blocks Save until they are fixed', async () => {
    const saves = countSaves();
    const { user } = await openFees();
    await user.click(editButton());
    const input = cell('fixed', 3, 'cliq_transfer');
    await user.clear(input);
    await user.type(input, 'abc');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a number/);
    expect(screen.getByText('1 cell needs attention')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Fix the 1 cell marked invalid, then Save Data again.')).toBeInTheDocument();
    expect(liveRegionOf('Fix the 1 cell marked invalid, then Save Data again.')).toBe('alert');
    expect(input).toHaveFocus();
    expect(saves.calls).toBe(0);
    expect(saveButton()).toBeInTheDocument();
  });

  it('keeps the edits of a failed save as a draft that the next Edit restores', async () => {
    server.use(mswHttp.patch('*/api/fees', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    const { user, grid } = await openFees();
    await user.click(editButton());
    const input = cell('name_english', 1, 'p2p_transfer');
    await user.clear(input);
    await user.type(input, 'Wallet transfer');
    await user.click(saveButton());
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(liveRegionOf('Database unavailable')).toBe('alert');
    expect(screen.getByText('Nothing was saved. Your 1 cell is kept as a draft: choose Edit to restore it.')).toBeInTheDocument();
    // Edit mode ended; the saved value is back on screen.
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid).getByText('Wallet to wallet transfer')).toBeInTheDocument();
    // The draft lives in this tab only: closing the tab asks first.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(editButton());
    expect(cell('name_english', 1, 'p2p_transfer')).toHaveValue('Wallet transfer');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(feesStore.fees[0]?.name_english).toBe('Wallet to wallet transfer');
  });

  it('Cancel asks before discarding edits, and the discarded edits do not come back', async () => {
    const { user, grid } = await openFees();
    await user.click(editButton());
    await user.type(cell('conditions', 4, 'intl_remittance'), ' (GCC)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(cell('conditions', 4, 'intl_remittance')).toHaveValue('Corridor limits apply (GCC)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(editButton()).toHaveFocus();
    await user.click(editButton());
    expect(cell('conditions', 4, 'intl_remittance')).toHaveValue('Corridor limits apply');
  });

  it('asks before leaving the page with unsaved edits', async () => {
    const { user, router } = await openFees();
    await user.click(editButton());
    await user.type(cell('fixed', 1, 'p2p_transfer'), '5');
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Cliq' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on page' }));
    expect(router.state.location.pathname).toBe('/fees');
    expect(cell('fixed', 1, 'p2p_transfer')).toHaveValue('05');
  });

  it('a 401 on save sends the administrator to sign in, the edits kept as a draft', async () => {
    server.use(mswHttp.patch('*/api/fees', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const { user, router } = await openFees();
    await user.click(editButton());
    await user.type(cell('fixed', 1, 'p2p_transfer'), '5');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const drafts = Object.keys(window.sessionStorage).filter((k) => k.startsWith('admin-console:draft:fees:'));
    expect(drafts).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem(drafts[0]!) ?? 'null')).toEqual({ '1': { fixed: '05' } });
  });

  it('shows an error with Retry for a malformed list, and loads on Retry', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/api/fees', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ data: 'not a list' }) : undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/fees');
    const malformed = /The server's response to the fees list could not be read\./;
    expect(await screen.findByText(malformed, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(liveRegionOf(malformed)).toBe('alert');
    expect(editButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('p2p_transfer')).toBeInTheDocument();
  });

  it('shows an empty state for an empty catalogue', async () => {
    server.use(mswHttp.get('*/api/fees', () => HttpResponse.json({ data: { data: [] } })));
    renderApp('/fees');
    expect(await screen.findByText('No fees to show.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(editButton()).toHaveAttribute('aria-disabled', 'true');
  });
});
