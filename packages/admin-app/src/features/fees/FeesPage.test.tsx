import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { feesStore } from './demo';
import { fetchDistributions } from './api';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { signInAsAdmin } from '../../test/session';
import { captureDownloads } from '../../test/downloads';
import { editCell } from '../../test/editCell';
import { exportFileName } from '../../kernel/listExport';
import { parse } from 'csv-parse/sync';

const server = setupSignedInScreen();

async function openFees() {
  const user = userEvent.setup();
  const view = renderApp('/fees');
  const grid = await screen.findByRole('grid', { name: 'Fees' });
  await within(grid).findByText('p2p_transfer');
  return { user, grid, ...view };
}

const editButton = () => screen.getByRole('button', { name: 'Edit' });
const saveButton = () => screen.getByRole('button', { name: 'Save data' });

/** Save data, then Save in the review dialog that lists the changes first. */
async function saveAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save data' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Review your changes' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}
/**
 * Clicks a fee's cell, as a person does before typing, and returns its textbox ("<column>, fee <id> <alias>"), focused:
 * in edit mode only the active cell's row holds inputs (test/editCell.ts).
 */
async function cell(user: ReturnType<typeof userEvent.setup>, column: string, feeId: number, alias: string) {
  const input = await editCell(user, { grid: screen.getByRole('grid', { name: 'Fees' }), row: alias, column });
  expect(input).toHaveAccessibleName(`${column}, fee ${feeId} ${alias}`);
  return input;
}

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

/** The fees draft waiting in this tab's storage, whoever its owner. */
function storedDraft(): unknown {
  const key = Object.keys(window.sessionStorage).find((k) => k.startsWith('admin-console:draft:fees:'));
  return key ? JSON.parse(window.sessionStorage.getItem(key) ?? 'null') : null;
}

/**
 * Holds every PATCH /api/fees until the test releases it, then answers with `answer` (undefined: the demo backend
 * answers). `arrived` settles when the first one reaches the server; `bodies` are what was sent.
 */
function holdSaves(answer: () => Response | undefined = () => undefined) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const bodies: unknown[] = [];
  server.use(
    mswHttp.patch('*/api/fees', async ({ request }) => {
      bodies.push(await request.clone().json());
      arrive();
      await released;
      return answer();
    }),
  );
  return { release, arrived, bodies };
}

// Typing through user-event in jsdom is slow on a loaded machine: room beyond the default 5 s.
describe('FeesPage', () => {
  it('shows the catalogue read-only, Arabic names right-to-left', async () => {
    const { grid } = await openFees();
    expect(screen.getByRole('heading', { level: 1, name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByText(`${feesStore.fees.length} fees`)).toBeInTheDocument();
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid).getByText('تحويل فوري عبر كليك')).toHaveAttribute('dir', 'auto');
    expect(document.title).toBe('Fees · Processor Admin');
  });

  it('titles the columns in words, the wire name as their description; Payer and Payee grouped; each name in its language', async () => {
    const { user, grid } = await openFees();
    for (const [title, wire] of [
      ['ID', 'id'],
      ['Alias', 'name_alias'],
      ['English name', 'name_english'],
      ['Arabic name', 'name_arabic'],
      ['Payer %', 'payer_percentage'],
      ['Payer minimum', 'payer_minimum'],
      ['Payee %', 'payee_percentage'],
      ['Payee minimum', 'payee_minimum'],
    ] as const) {
      expect(within(grid).getByRole('columnheader', { name: title })).toHaveAccessibleDescription(wire);
      expect(within(grid).queryByRole('columnheader', { name: wire })).not.toBeInTheDocument();
    }
    for (const group of ['Payer', 'Payee']) {
      expect(within(grid).getByRole('columnheader', { name: group })).toHaveAttribute('scope', 'colgroup');
      expect(within(grid).getByRole('columnheader', { name: group })).toHaveAttribute('colspan', '2');
    }
    expect(within(grid).getByRole('gridcell', { name: 'تحويل فوري عبر كليك' })).toHaveAttribute('lang', 'ar');
    expect(within(grid).getByRole('gridcell', { name: 'Wallet to wallet transfer' })).toHaveAttribute('lang', 'en');
    await user.click(editButton());
    expect(await cell(user, 'Arabic name', 1, 'p2p_transfer')).toHaveAttribute('lang', 'ar');
    expect(await cell(user, 'English name', 1, 'p2p_transfer')).toHaveAttribute('lang', 'en');
  });

  it("keeps the fee id read-only in edit mode (the row's identity), and the PATCH still carries it", async () => {
    const { bodies, release } = holdSaves();
    const { user, grid } = await openFees();
    await user.click(editButton());
    expect(screen.queryByRole('textbox', { name: /^ID, / })).not.toBeInTheDocument();
    const row = within(grid)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('gridcell', { name: 'bank_transfer_out' })) as HTMLElement;
    const idCell = within(row).getAllByRole('gridcell')[0] as HTMLElement;
    expect(idCell).toHaveTextContent('2');
    expect(idCell).toHaveAttribute('aria-readonly', 'true');
    expect(within(idCell).queryByRole('textbox')).not.toBeInTheDocument();
    const fixed = await cell(user, 'Fixed', 2, 'bank_transfer_out');
    await user.clear(fixed);
    await user.type(fixed, '0.5');
    await saveAndConfirm(user);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ fees: [expect.objectContaining({ id: 2, name_alias: 'bank_transfer_out', fixed: 0.5 })] });
    release();
    expect(await screen.findByText('Fees updated successfully (1 fee).')).toBeInTheDocument();
  });

  it('edits and saves: the server message shows next to Save, edit mode ends, the new value stays', async () => {
    const { user, grid } = await openFees();
    await user.click(editButton());
    expect(within(grid).getByRole('gridcell', { name: 'bank_transfer_out' })).toHaveAttribute('aria-readonly', 'true');
    const input = await cell(user, 'Payer %', 2, 'bank_transfer_out');
    await user.clear(input);
    await user.type(input, '1.35');
    await saveAndConfirm(user);
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
    const input = await cell(user, 'Fixed', 3, 'cliq_transfer');
    await user.clear(input);
    await user.type(input, 'abc');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a number/);
    expect(screen.getByText('1 cell needs attention')).toBeInTheDocument();
    // On to another fee: fee 3's row gives its inputs up, its cell shows the text and the message.
    await cell(user, 'Payer %', 1, 'p2p_transfer');
    await user.click(saveButton());
    expect(await screen.findByText('Fix the 1 cell marked invalid, then Save data again.')).toBeInTheDocument();
    expect(liveRegionOf('Fix the 1 cell marked invalid, then Save data again.')).toBe('alert');
    // Save puts the admin in the invalid cell's input, its row made active again.
    expect(screen.getByRole('textbox', { name: 'Fixed, fee 3 cliq_transfer' })).toHaveFocus();
    expect(saves.calls).toBe(0);
    expect(saveButton()).toBeInTheDocument();
  });

  it('keeps the edits of a failed save as a draft that the next Edit restores', async () => {
    server.use(mswHttp.patch('*/api/fees', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    const { user, grid } = await openFees();
    await user.click(editButton());
    const input = await cell(user, 'English name', 1, 'p2p_transfer');
    await user.clear(input);
    await user.type(input, 'Wallet transfer');
    await saveAndConfirm(user);
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
    expect(await cell(user, 'English name', 1, 'p2p_transfer')).toHaveValue('Wallet transfer');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(feesStore.fees[0]?.name_english).toBe('Wallet to wallet transfer');
  });

  it('Cancel asks before discarding edits, and the discarded edits do not come back', async () => {
    const { user, grid } = await openFees();
    await user.click(editButton());
    await user.type(await cell(user, 'Conditions', 4, 'intl_remittance'), ' (GCC)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(await cell(user, 'Conditions', 4, 'intl_remittance')).toHaveValue('Corridor limits apply (GCC)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(editButton()).toHaveFocus();
    await user.click(editButton());
    expect(await cell(user, 'Conditions', 4, 'intl_remittance')).toHaveValue('Corridor limits apply');
  });

  it('opened again, shows its cached rows at once; a refresh landing while editing changes nothing under the edits, and shows once out of edit mode', async () => {
    const { user, router } = await openFees();
    await act(() => router.navigate('/distribution'));
    await screen.findByRole('grid', { name: 'Fee distributions' });
    // Meanwhile the conditions of fee 4 changed on the server; the list call is slow from now on.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answered!: () => void;
    const refreshAnswered = new Promise<void>((resolve) => (answered = resolve));
    server.use(
      mswHttp.get('*/api/fees', async () => {
        await released;
        return undefined;
      }),
    );
    server.events.on('response:mocked', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/fees') answered();
    });
    feesStore.fees[3]!.conditions = 'Changed by someone else';
    await act(() => router.navigate('/fees'));
    // The cached rows, at once: Edit works on them while the refresh is held.
    const grid = await screen.findByRole('grid', { name: 'Fees' });
    expect(within(grid).getByText('Corridor limits apply')).toBeInTheDocument();
    await user.click(editButton());
    await user.type(await cell(user, 'Fixed', 1, 'p2p_transfer'), '5');
    release();
    await refreshAnswered;
    // Typing on after the refresh landed: the grid under the edits is still the one Edit started from.
    await user.type(await cell(user, 'Fixed', 1, 'p2p_transfer'), '0');
    expect(await cell(user, 'Conditions', 4, 'intl_remittance')).toHaveValue('Corridor limits apply');
    expect(await cell(user, 'Fixed', 1, 'p2p_transfer')).toHaveValue('050');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    // Out of edit mode, the refreshed rows show.
    expect(await within(grid).findByText('Changed by someone else')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('a save made while the refresh behind cached rows is still out keeps its values when that refresh answers late with the old ones', async () => {
    const { user, router } = await openFees();
    await act(() => router.navigate('/distribution'));
    await screen.findByRole('grid', { name: 'Fee distributions' });
    // From now on the list call is held, and answers with the catalogue as it was when it was asked (before the save).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answered!: () => void;
    const lateAnswer = new Promise<void>((resolve) => (answered = resolve));
    // Only that refresh: the re-read before the save is answered by the demo backend.
    server.use(
      mswHttp.get(
        '*/api/fees',
        async () => {
          const before = structuredClone(feesStore.fees);
          await released;
          answered();
          return HttpResponse.json({ message: 'Fees retrieved successfully.', data: { data: before } });
        },
        { once: true },
      ),
    );
    const oldValue = String(feesStore.fees[1]!.payer_percentage);
    await act(() => router.navigate('/fees'));
    const grid = await screen.findByRole('grid', { name: 'Fees' });
    await within(grid).findByText('p2p_transfer');
    await user.click(editButton());
    const input = await cell(user, 'Payer %', 2, 'bank_transfer_out');
    await user.clear(input);
    await user.type(input, '1.35');
    await saveAndConfirm(user);
    expect(await screen.findByText('Fees updated successfully (1 fee).')).toBeInTheDocument();
    expect(within(grid).getByText('1.35')).toBeInTheDocument();
    release();
    await lateAnswer;
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    // Edit again: the grid (and the cell) start from what was saved, not from the late answer.
    await user.click(editButton());
    expect(await cell(user, 'Payer %', 2, 'bank_transfer_out')).toHaveValue('1.35');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const row = within(grid)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('bank_transfer_out'))!;
    expect(within(row).getByText('1.35')).toBeInTheDocument();
    expect(within(row).queryByText(oldValue)).not.toBeInTheDocument();
  });

  it('asks before leaving the page with unsaved edits', async () => {
    const { user, router } = await openFees();
    await user.click(editButton());
    await user.type(await cell(user, 'Fixed', 1, 'p2p_transfer'), '5');
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Cliq accounts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on page' }));
    expect(router.state.location.pathname).toBe('/fees');
    expect(await cell(user, 'Fixed', 1, 'p2p_transfer')).toHaveValue('05');
  });

  it('a 401 on save sends the administrator to sign in, the edits kept as a draft', async () => {
    server.use(mswHttp.patch('*/api/fees', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const { user, router } = await openFees();
    await user.click(editButton());
    // The click on the cell selected its value: typing replaces it.
    const fixed = await cell(user, 'Fixed', 1, 'p2p_transfer');
    await user.keyboard('5');
    expect(fixed).toHaveValue('5');
    await saveAndConfirm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const drafts = Object.keys(window.sessionStorage).filter((k) => k.startsWith('admin-console:draft:fees:'));
    expect(drafts).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem(drafts[0]!) ?? 'null')).toEqual({ '1': { fixed: '5' } });
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
    expect(await screen.findByText(malformed)).toBeInTheDocument();
    expect(liveRegionOf(malformed)).toBe('alert');
    expect(editButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('p2p_transfer')).toBeInTheDocument();
  });

  it('shows an empty state for an empty catalogue', async () => {
    server.use(mswHttp.get('*/api/fees', () => HttpResponse.json({ data: { data: [] } })));
    renderApp('/fees');
    expect(await screen.findByText('No fees to show.')).toBeInTheDocument();
    expect(editButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps typed edits as a draft while typing, so a 401 from another call loses nothing: the Edit after signing in restores them and says so', async () => {
    const { user, router } = await openFees();
    await user.click(editButton());
    const input = await cell(user, 'English name', 1, 'p2p_transfer');
    await user.clear(input);
    await user.type(input, 'Wallet transfer');
    // Written while typing, with no save, no leaving and no reload.
    await waitFor(() => expect(storedDraft()).toEqual({ '1': { name_english: 'Wallet transfer' } }));
    await user.type(await cell(user, 'Fixed', 2, 'bank_transfer_out'), '7');
    // The session ends on a call that is not the save, straight after the last keystroke.
    server.use(mswHttp.get('*/api/fees-distribution', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await fetchDistributions().catch(() => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    signInAsAdmin();
    await router.navigate('/fees');
    const grid = await screen.findByRole('grid', { name: 'Fees' });
    await within(grid).findByText('p2p_transfer');
    await user.click(editButton());
    expect(await cell(user, 'English name', 1, 'p2p_transfer')).toHaveValue('Wallet transfer');
    expect(await cell(user, 'Fixed', 2, 'bank_transfer_out')).toHaveValue('0.257');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(
      screen.getByText('2 cells you edited and did not save are back. Save data to save them, or Cancel to discard them.'),
    ).toBeInTheDocument();
  });

  it('writes the draft at once when the page is hidden (a reload), not only when its timer runs', async () => {
    const { user } = await openFees();
    await user.click(editButton());
    // The click on the cell selected its value: typing replaces it.
    const fixed = await cell(user, 'Fixed', 3, 'cliq_transfer');
    await user.keyboard('5');
    expect(fixed).toHaveValue('5');
    window.dispatchEvent(new Event('pagehide'));
    expect(storedDraft()).toEqual({ '3': { fixed: '5' } });
  });

  it('tells the admin wherever they are when a save fails after they left the screen, the edits kept for the next Edit', async () => {
    const held = holdSaves(() => HttpResponse.json({ message: 'Database unavailable.' }, { status: 500 }));
    const { user, router } = await openFees();
    await user.click(editButton());
    await user.type(await cell(user, 'Fixed', 1, 'p2p_transfer'), '5');
    await saveAndConfirm(user);
    await held.arrived;
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Distributions' }));
    // The admin is at work on another screen when the answer comes.
    const distributions = await screen.findByRole('grid', { name: 'Fee distributions' });
    await within(distributions).findByText('p2p_transfer');
    expect(router.state.location.pathname).toBe('/distribution');
    held.release();
    const notice = await screen.findByText(
      'Fees were not saved: Database unavailable. Your edits are kept as a draft: choose Edit on Fees to restore them.',
    );
    expect(liveRegionOf(notice.textContent ?? '')).toBe('alert');

    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Fees' }));
    const grid = await screen.findByRole('grid', { name: 'Fees' });
    await within(grid).findByText('p2p_transfer');
    await user.click(editButton());
    expect(await cell(user, 'Fixed', 1, 'p2p_transfer')).toHaveValue('05');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
  });

  it('says where the admin is when a save they left succeeds, and leaves no draft behind', async () => {
    const held = holdSaves();
    const { user } = await openFees();
    await user.click(editButton());
    await user.type(await cell(user, 'Fixed', 1, 'p2p_transfer'), '5');
    await saveAndConfirm(user);
    await held.arrived;
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Distributions' }));
    const distributions = await screen.findByRole('grid', { name: 'Fee distributions' });
    await within(distributions).findByText('p2p_transfer');
    held.release();
    const notice = await screen.findByText('Fees updated successfully (1 fee).');
    expect(liveRegionOf(notice.textContent ?? '')).toBe('status');
    expect(storedDraft()).toBeNull();
  });

  it('refuses numbers beyond their bounds on the cell, however long, and sends nothing', async () => {
    const saves = countSaves();
    const { user } = await openFees();
    await user.click(editButton());
    const fixed = await cell(user, 'Fixed', 1, 'p2p_transfer');
    await user.clear(fixed);
    await user.paste(`1${'0'.repeat(400)}`);
    expect(fixed).toHaveAttribute('aria-invalid', 'true');
    expect(fixed).toHaveAccessibleDescription(/Enter 0 to 1,000,000/);
    const minimum = await cell(user, 'Payer minimum', 2, 'bank_transfer_out');
    await user.clear(minimum);
    await user.paste(`1${'0'.repeat(300)}`);
    expect(minimum).toHaveAccessibleDescription(/Enter 0 to 1,000,000/);
    await user.click(saveButton());
    expect(await screen.findByText('Fix the 2 cells marked invalid, then Save data again.')).toBeInTheDocument();
    expect(saves.calls).toBe(0);
  });

  it('refuses a blank or whitespace-only English or Arabic name on the cell, and trims the text it sends', async () => {
    const held = holdSaves();
    const { user } = await openFees();
    await user.click(editButton());
    const english = await cell(user, 'English name', 1, 'p2p_transfer');
    const arabic = await cell(user, 'Arabic name', 1, 'p2p_transfer');
    await user.clear(english);
    expect(english).toHaveAccessibleDescription(/Enter the English name/);
    await user.clear(arabic);
    await user.type(arabic, '   ');
    expect(arabic).toHaveAttribute('aria-invalid', 'true');
    expect(arabic).toHaveAccessibleDescription(/Enter the Arabic name/);
    await user.click(saveButton());
    expect(await screen.findByText('Fix the 2 cells marked invalid, then Save data again.')).toBeInTheDocument();
    expect(held.bodies).toHaveLength(0);

    await user.type(english, '  Wallet transfer ');
    await user.clear(arabic);
    await user.type(arabic, ' تحويل بين المحافظ ');
    await saveAndConfirm(user);
    await held.arrived;
    expect(held.bodies).toEqual([
      { fees: [expect.objectContaining({ id: 1, name_english: 'Wallet transfer', name_arabic: 'تحويل بين المحافظ' })] },
    ]);
    held.release();
    expect(await screen.findByText('Fees updated successfully (1 fee).')).toBeInTheDocument();
  });

  it('shows fields of the wrong type (an object, an array) empty, never "[object Object]", and edits the rest', async () => {
    server.use(
      mswHttp.get('*/api/fees', () =>
        HttpResponse.json({
          data: {
            data: [
              {
                id: 1,
                type: { code: 'transfer' },
                name_alias: ['p2p_transfer'],
                name_english: 'Wallet to wallet transfer',
                name_arabic: { ar: 'تحويل' },
                payer_percentage: { value: 1 },
                payee_percentage: [0],
                payer_minimum: 0.5,
                payee_minimum: true,
                fixed: 0,
                conditions: { text: 'none' },
              },
            ],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/fees');
    const grid = await screen.findByRole('grid', { name: 'Fees' });
    await within(grid).findByText('Wallet to wallet transfer');
    expect(grid).not.toHaveTextContent('[object Object]');
    expect(grid).not.toHaveTextContent('p2p_transfer');
    await user.click(editButton());
    expect(screen.getByRole('textbox', { name: 'Conditions, fee 1' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Payer %, fee 1' })).toHaveValue('');
    expect(grid).not.toHaveTextContent('[object Object]');
  });

  it("says the status in a sentence when a save fails with a proxy's HTML page, never the page", async () => {
    server.use(
      mswHttp.patch(
        '*/api/fees',
        () =>
          new HttpResponse('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const { user } = await openFees();
    await user.click(editButton());
    await user.type(await cell(user, 'Fixed', 1, 'p2p_transfer'), '5');
    await saveAndConfirm(user);
    expect(await screen.findByText('The server could not be reached (502 Bad Gateway).')).toBeInTheDocument();
    expect(screen.getByText('Nothing was saved. Your 1 cell is kept as a draft: choose Edit to restore it.')).toBeInTheDocument();
    expect(screen.queryByText(/nginx|<h1>|Request failed/)).not.toBeInTheDocument();
  });

  it("puts a 422's messages on the cells they name after Edit, by their place in the list sent, in a sentence when it has no message", async () => {
    server.use(
      mswHttp.patch('*/api/fees', () =>
        HttpResponse.json({ errors: { 'fees.1.payer_percentage': ['The payer percentage is above the contract rate.'] } }, { status: 422 }),
      ),
    );
    const { user } = await openFees();
    await user.click(editButton());
    await user.type(await cell(user, 'Fixed', 2, 'bank_transfer_out'), '1');
    const payer = await cell(user, 'Payer %', 5, 'cash_in_agent');
    await user.clear(payer);
    await user.type(payer, '4');
    await saveAndConfirm(user);
    // The reason phrase is the server's own (msw says "Unprocessable Entity").
    expect(await screen.findByText(/^The server refused the values \(422 Unprocessable \w+\)\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing was saved. Your 2 cells are kept as a draft: choose Edit to restore them. Edit shows the 1 cell the server refused.',
      ),
    ).toBeInTheDocument();

    await user.click(editButton());
    const refused = await cell(user, 'Payer %', 5, 'cash_in_agent');
    expect(refused).toHaveValue('4');
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(refused).toHaveAccessibleDescription(/The payer percentage is above the contract rate\./);
    expect(await cell(user, 'Fixed', 2, 'bank_transfer_out')).not.toHaveAttribute('aria-invalid');
    // The server's word does not block a retry; changing the cell takes it away.
    const again = await cell(user, 'Payer %', 5, 'cash_in_agent');
    await user.type(again, '.5');
    expect(again).not.toHaveAttribute('aria-invalid');
  });

  it('sends one request for five clicks on Save data, then on Save in the review, within one task', async () => {
    const held = holdSaves();
    const { user } = await openFees();
    await user.click(editButton());
    await user.type(await cell(user, 'Fixed', 1, 'p2p_transfer'), '5');
    act(() => {
      for (let i = 0; i < 5; i += 1) saveButton().click();
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Review your changes' });
    const confirm = within(dialog).getByRole('button', { name: 'Save' });
    act(() => {
      for (let i = 0; i < 5; i += 1) confirm.click();
    });
    await held.arrived;
    held.release();
    expect(await screen.findByText('Fees updated successfully (1 fee).')).toBeInTheDocument();
    expect(held.bodies).toHaveLength(1);
  });
});

describe('Fees: sort and export', () => {
  /** The id column of the rows in the DOM, top to bottom. */
  const shownIds = (grid: HTMLElement) =>
    within(grid)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('aria-rowindex') && within(row).queryAllByRole('gridcell').length > 0)
      .map((row) => Number(within(row).getAllByRole('gridcell')[0]?.textContent));

  it('restores ?sort=-payer_percentage (numbers by value), sorts on a header click, and keeps the order while editing', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/fees?sort=-payer_percentage');
    const grid = await screen.findByRole('grid', { name: 'Fees' });
    await within(grid).findByText('p2p_transfer');
    const header = within(grid).getByRole('columnheader', { name: 'Payer %' });
    expect(header).toHaveAccessibleDescription('payer_percentage');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const byPayer = [...feesStore.fees]
      .sort((a, b) => Number(b.payer_percentage) - Number(a.payer_percentage))
      .map((f) => Number(f.payer_percentage));
    const payerOf = new Map(feesStore.fees.map((f) => [Number(f.id), Number(f.payer_percentage)]));
    expect(shownIds(grid).map((id) => payerOf.get(id))).toEqual(byPayer.slice(0, shownIds(grid).length));

    await user.click(within(within(grid).getByRole('columnheader', { name: 'ID' })).getByRole('button', { name: 'ID' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=id'));
    const ids = shownIds(grid);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // While editing the headers are plain (a new order would move the row being typed in).
    await user.click(editButton());
    expect(within(within(grid).getByRole('columnheader', { name: 'ID' })).queryByRole('button')).toBeNull();
    expect(within(grid).getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('exports every fee in the order shown as fees-<date>.csv, for analysis: the id first, one field a column, numbers', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    try {
      renderApp('/fees?sort=-id');
      const grid = await screen.findByRole('grid', { name: 'Fees' });
      await within(grid).findByText('p2p_transfer');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText(`Exported ${feesStore.fees.length} rows to ${exportFileName('fees')}.`);
      const text = await downloads.files[0]!.text();
      expect(text.startsWith('\uFEFF')).toBe(true);
      // Read by an RFC 4180 parser, which refuses a record of another length: one field a column.
      const [header, ...records] = parse(text.slice(1), { relax_column_count: false }) as string[][];
      // Each title once and whole, the unit of its numbers in it: no group title before it, no "%" in the cells.
      expect(header).toEqual([
        'ID',
        'Type',
        'Alias',
        'English name',
        'Arabic name',
        'Payer percentage (%)',
        'Payer minimum (JOD)',
        'Payee percentage (%)',
        'Payee minimum (JOD)',
        'Fixed amount (JOD)',
        'Conditions',
      ]);
      // One record a fee, in the order shown (by id, descending).
      expect(records.map((record) => Number(record[0]))).toEqual(feesStore.fees.map((f) => Number(f.id)).sort((a, b) => b - a));
      const byId = new Map(records.map((record) => [record[0], record]));
      const amounts = ['payer_percentage', 'payer_minimum', 'payee_percentage', 'payee_minimum', 'fixed'] as const;
      for (const fee of feesStore.fees) {
        const record = byId.get(String(fee.id))!;
        expect(record.slice(2, 5)).toEqual([fee.name_alias, fee.name_english, fee.name_arabic]);
        // Numbers a spreadsheet reads as numbers.
        expect(record.slice(5, 10).map(Number)).toEqual(amounts.map((key) => Number(fee[key])));
        expect(record[10]).toBe(fee.conditions);
      }
      // The type in words ("Cash in"), not its wire name (`cash_in`).
      const cashIn = feesStore.fees.find((f) => f.type === 'cash_in')!;
      expect(byId.get(String(cashIn.id))?.[1]).toBe('Cash in');
      expect(records.some((record) => /_/.test(record[1]!))).toBe(false);
    } finally {
      downloads.restore();
    }
  });

  it('exports only in view mode: while editing or saving the grid is not what is saved, and after the save the file has the saved value', async () => {
    const downloads = captureDownloads();
    try {
      const held = holdSaves();
      const { user } = await openFees();
      const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
      await user.click(editButton());
      expect(exportButton()).toHaveAttribute('aria-disabled', 'true');
      const input = await cell(user, 'Payer %', 2, 'bank_transfer_out');
      await user.clear(input);
      await user.type(input, '1.35');
      await saveAndConfirm(user);
      await held.arrived;
      expect(screen.getByRole('button', { name: /Saving/ })).toBeInTheDocument();
      expect(exportButton()).toHaveAttribute('aria-disabled', 'true');
      await user.click(exportButton());
      expect(downloads.files).toHaveLength(0);
      held.release();
      expect(await screen.findByText('Fees updated successfully (1 fee).')).toBeInTheDocument();
      expect(exportButton()).not.toHaveAttribute('aria-disabled');
      await user.click(exportButton());
      await screen.findByText(`Exported ${feesStore.fees.length} rows to ${exportFileName('fees')}.`);
      const lines = (await downloads.files[0]!.text()).split('\r\n');
      expect(lines.find((line) => line.startsWith('2,'))).toContain(',bank_transfer_out,');
      expect(lines.find((line) => line.startsWith('2,'))?.split(',')[5]).toBe('1.35');
    } finally {
      downloads.restore();
    }
  });
});
