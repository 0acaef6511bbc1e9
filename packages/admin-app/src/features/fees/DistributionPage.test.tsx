import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { feesStore } from './demo';
import { setDemoSettings } from '../../demo/settings';
import { editCell } from '../../test/editCell';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { signInAsAdmin } from '../../test/session';
import { captureDownloads } from '../../test/downloads';
import { exportFileName } from '../../kernel/listExport';
import { parse } from 'csv-parse/sync';

const server = setupSignedInScreen();

const editButton = () => screen.getByRole('button', { name: 'Edit' });

/** Save data, then Save in the review dialog that lists the changes first. */
async function saveAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save data' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Review your changes' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}
const walletFixed = () => screen.getByRole('textbox', { name: 'Wallet fixed, distribution 1 p2p_transfer' });
/** The group and title of a column its label names ("Guarantor fixed": Guarantor under Fixed amounts). */
const COLUMNS: Record<string, { group: string; column: string }> = {
  'Wallet fixed': { group: 'Fixed amounts', column: 'Wallet' },
  'Guarantor fixed': { group: 'Fixed amounts', column: 'Guarantor' },
};
/**
 * Clicks a distribution's cell, as a person does, and returns its textbox ("<label>, distribution <id> <alias>"),
 * focused (test/editCell.ts).
 */
async function distributionCell(user: ReturnType<typeof userEvent.setup>, label: string, id: number, alias: string) {
  const grid = screen.getByRole('grid', { name: 'Fee distributions' });
  const input = await editCell(user, { grid, row: alias, ...COLUMNS[label]! });
  expect(input).toHaveAccessibleName(`${label}, distribution ${id} ${alias}`);
  return input;
}
const sidebarLink = (name: string) => within(screen.getByRole('navigation')).getByRole('link', { name });

/** Whether closing or reloading the tab now would ask first (the browser's beforeunload prompt). */
function closingTheTabAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function openDistributions() {
  const user = userEvent.setup();
  const view = renderApp('/distribution');
  const grid = await screen.findByRole('grid', { name: 'Fee distributions' });
  await within(grid).findByText('p2p_transfer');
  return { user, grid, ...view };
}

describe('DistributionPage', () => {
  it('shows the split of every fee under grouped headers, the prefix read from the data', async () => {
    const { grid } = await openDistributions();
    expect(screen.getByRole('heading', { level: 1, name: 'Distributions' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Percentages' })).toHaveAttribute('colspan', '3');
    expect(within(grid).getByRole('columnheader', { name: 'Fixed amounts' })).toHaveAttribute('colspan', '3');
    // Titles in words, the product's name capitalised; the wire name is each header's description, never its title.
    for (const [title, wire] of [
      ['Wallet %', 'wallet_percentage'],
      ['Guarantor %', 'guarantor_percentage'],
      ['Processor %', 'processor_percentage'],
      ['Wallet', 'wallet_fixed'],
      ['Guarantor', 'guarantor_fixed'],
      ['Processor', 'processor_fixed'],
    ] as const) {
      expect(within(grid).getByRole('columnheader', { name: title })).toHaveAccessibleDescription(wire);
      expect(within(grid).queryByRole('columnheader', { name: wire })).not.toBeInTheDocument();
    }
    expect(within(grid).getByRole('columnheader', { name: 'Processor ID' })).toHaveAccessibleDescription('processor_id');
    expect(within(grid).getByText('Unknown')).toBeInTheDocument();
    // The seed has two splits that do not add up.
    expect(within(grid).getAllByText('Percentages add up to 95, not 100')).toHaveLength(2);
    expect(screen.getByText('2 rows have warnings')).toBeInTheDocument();
  });

  it('reads another product prefix from the data', async () => {
    server.use(
      mswHttp.get('*/api/fees-distribution', () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              processor_id: 3,
              guarantor_id: 1,
              fee: { name_alias: 'p2p_transfer' },
              pay_percentage: 50,
              guarantor_percentage: 30,
              processor_percentage: 20,
              pay_fixed: 0,
              guarantor_fixed: 0,
              processor_fixed: 0,
            },
          ],
        }),
      ),
    );
    const { grid } = await openDistributions();
    expect(within(grid).getByRole('columnheader', { name: 'Pay %' })).toHaveAccessibleDescription('pay_percentage');
    expect(within(grid).getByRole('columnheader', { name: 'Pay' })).toHaveAccessibleDescription('pay_fixed');
    expect(within(grid).queryByRole('columnheader', { name: 'Wallet %' })).not.toBeInTheDocument();
  });

  it('marks a split that does not add up on the row itself, in its id cell that stays in view, not only in the last column', async () => {
    const { grid } = await openDistributions();
    const marked = within(grid).getAllByRole('gridcell', { name: /^\d+, warning: Percentages add up to 95, not 100$/ });
    expect(marked).toHaveLength(2);
    for (const idCell of marked) {
      expect(idCell).toHaveAttribute('aria-colindex', '1');
      expect(idCell).toHaveAttribute('data-sticky', 'true');
    }
  });

  it('edits a split: read-only ids, a live sum warning, bounds, and the saved message', async () => {
    const { user, grid } = await openDistributions();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(grid).getAllByRole('gridcell', { name: 'p2p_transfer' })[0]).toHaveAttribute('aria-readonly', 'true');
    const wallet = screen.getByRole('textbox', { name: 'Wallet %, distribution 1 p2p_transfer' });
    await user.clear(wallet);
    await user.type(wallet, '150');
    expect(wallet).toHaveAccessibleDescription(/Enter 0 to 100/);
    await user.clear(wallet);
    await user.type(wallet, '60');
    expect(within(grid).getByText('Percentages add up to 90, not 100')).toBeInTheDocument();
    const processor = screen.getByRole('textbox', { name: 'Processor %, distribution 1 p2p_transfer' });
    await user.clear(processor);
    await user.type(processor, '20');
    expect(within(grid).queryByText('Percentages add up to 90, not 100')).not.toBeInTheDocument();
    await saveAndConfirm(user);
    expect(await screen.findByText('Fee distributions updated successfully (1 distribution).')).toBeInTheDocument();
    expect(feesStore.distributions[0]).toMatchObject({ wallet_percentage: 60, guarantor_percentage: 20, processor_percentage: 20 });
  });

  it('keeps the edits of a failed save as a draft: other pages keep it, closing the tab asks, the next Edit restores it', async () => {
    server.use(mswHttp.patch('*/api/fees-distribution', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    const saved = feesStore.distributions[0]!.wallet_fixed;
    const { user, grid, router } = await openDistributions();
    expect(closingTheTabAsks()).toBe(false);
    await user.click(editButton());
    await user.clear(walletFixed());
    await user.type(walletFixed(), '12.5');
    await saveAndConfirm(user);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Nothing was saved. Your 1 cell is kept as a draft: choose Edit to restore it.')).toBeInTheDocument();
    // Edit mode ended, nothing was written, and the draft is guarded against closing the tab.
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(feesStore.distributions[0]!.wallet_fixed).toBe(saved);
    expect(closingTheTabAsks()).toBe(true);

    // Another page of the app keeps the draft in this tab, so going there does not ask (closing the tab still does).
    await user.click(sidebarLink('Fees'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fees'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(closingTheTabAsks()).toBe(true);

    await user.click(sidebarLink('Distributions'));
    const back = await screen.findByRole('grid', { name: 'Fee distributions' });
    await within(back).findByText('p2p_transfer');
    await user.click(editButton());
    expect(walletFixed()).toHaveValue('12.5');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    // Discarding the draft leaves nothing to ask about.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    expect(closingTheTabAsks()).toBe(false);
  });

  it('a 401 on save sends the administrator to sign in with the edits kept, and the Edit after signing in restores them', async () => {
    server.use(mswHttp.patch('*/api/fees-distribution', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const { user, router } = await openDistributions();
    await user.click(editButton());
    await user.clear(walletFixed());
    await user.type(walletFixed(), '3');
    await saveAndConfirm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const drafts = Object.keys(window.sessionStorage).filter((k) => k.startsWith('admin-console:draft:distribution:'));
    expect(drafts).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem(drafts[0]!) ?? 'null')).toEqual({ '1': { wallet_fixed: '3' } });
    expect(closingTheTabAsks()).toBe(true);

    signInAsAdmin();
    await router.navigate('/distribution');
    const grid = await screen.findByRole('grid', { name: 'Fee distributions' });
    await within(grid).findByText('p2p_transfer');
    await user.click(editButton());
    expect(walletFixed()).toHaveValue('3');
  });

  it('shows "Unexpected response" with Retry for a malformed list (a row without an id), and loads on Retry', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/api/fees-distribution', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ data: [{ fee: { name_alias: 'p2p_transfer' }, wallet_percentage: 50 }] }) : undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/distribution');
    const grid = await screen.findByRole('grid', { name: 'Fee distributions' });
    expect(await within(grid).findByText('Unexpected response')).toBeInTheDocument();
    expect(
      within(grid).getByText(
        "The server's response to the distributions list could not be read. Failed to load distributions. Please try again.",
      ),
    ).toBeInTheDocument();
    expect(within(grid).queryByText('p2p_transfer')).not.toBeInTheDocument();
    expect(editButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(grid).getByRole('button', { name: 'Retry' }));
    expect(await within(grid).findByText('p2p_transfer')).toBeInTheDocument();
    expect(editButton()).not.toHaveAttribute('aria-disabled');
  });

  it('falls back to an empty table with an error state and Retry when the list fails', async () => {
    setDemoSettings({ fail: ['fees'] });
    const user = userEvent.setup();
    renderApp('/distribution');
    const grid = await screen.findByRole('grid', { name: 'Fee distributions' });
    expect(await within(grid).findByText('Failed to load distributions. Please try again.')).toBeInTheDocument();
    expect(within(grid).queryAllByRole('row')).toHaveLength(3);
    setDemoSettings({});
    await user.click(within(grid).getByRole('button', { name: 'Retry' }));
    expect(await within(grid).findByText('p2p_transfer')).toBeInTheDocument();
  });

  it('tells the admin on the page they went to when a distribution save fails after they left, the edits kept for the next Edit', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    server.use(
      mswHttp.patch('*/api/fees-distribution', async () => {
        arrive();
        await released;
        return new HttpResponse('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
          status: 504,
          statusText: 'Gateway Time-out',
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    const { user, router } = await openDistributions();
    await user.click(editButton());
    await user.clear(walletFixed());
    await user.type(walletFixed(), '0.4');
    await saveAndConfirm(user);
    await arrived;
    await user.click(sidebarLink('Fees'));
    // The admin is at work on another screen when the answer comes.
    const fees = await screen.findByRole('grid', { name: 'Fees' });
    await within(fees).findByText('p2p_transfer');
    expect(router.state.location.pathname).toBe('/fees');
    release();
    expect(
      await screen.findByText(
        'Distributions were not saved: The server could not be reached (504 Gateway Time-out). Your edits are kept as a draft: choose Edit on Distributions to restore them.',
      ),
    ).toBeInTheDocument();
    expect(closingTheTabAsks()).toBe(true);

    await user.click(sidebarLink('Distributions'));
    const grid = await screen.findByRole('grid', { name: 'Fee distributions' });
    await within(grid).findByText('p2p_transfer');
    await user.click(editButton());
    expect(walletFixed()).toHaveValue('0.4');
  });

  it("puts a 422 in Laravel's shape on the cell it names (distributions.<i>.<field>, i the place in the list sent) after Edit", async () => {
    // The rules would refuse this value before sending: a server with rules of its own is played by one that
    // refuses guarantor_fixed above 5 in the Laravel shape the demo backend answers with.
    server.use(
      mswHttp.patch('*/api/fees-distribution', () =>
        HttpResponse.json(
          {
            message: 'The distributions.1.guarantor_fixed field must not be greater than 5.',
            errors: { 'distributions.1.guarantor_fixed': ['The distributions.1.guarantor_fixed field must not be greater than 5.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openDistributions();
    await user.click(editButton());
    await user.clear(walletFixed());
    await user.type(walletFixed(), '1');
    const guarantor = await distributionCell(user, 'Guarantor fixed', 4, 'intl_remittance');
    await user.clear(guarantor);
    await user.type(guarantor, '9');
    await saveAndConfirm(user);
    expect(await screen.findByText('The distributions.1.guarantor_fixed field must not be greater than 5.')).toBeInTheDocument();
    await user.click(editButton());
    const flagged = await distributionCell(user, 'Guarantor fixed', 4, 'intl_remittance');
    expect(flagged).toHaveValue('9');
    expect(flagged).toHaveAttribute('aria-invalid', 'true');
    expect(flagged).toHaveAccessibleDescription(/must not be greater than 5/);
    expect(await distributionCell(user, 'Wallet fixed', 1, 'p2p_transfer')).not.toHaveAttribute('aria-invalid');
  });

  it('shows fields of the wrong type empty and a fee whose alias is not text as Unknown, never "[object Object]"', async () => {
    server.use(
      mswHttp.get('*/api/fees-distribution', () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              processor_id: { id: 3 },
              guarantor_id: [1],
              fee: { name_alias: { en: 'p2p_transfer' } },
              wallet_percentage: 70,
              guarantor_percentage: 20,
              processor_percentage: 10,
              wallet_fixed: { amount: 0 },
              guarantor_fixed: 0,
              processor_fixed: 0,
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/distribution');
    const grid = await screen.findByRole('grid', { name: 'Fee distributions' });
    expect(await within(grid).findByText('Unknown')).toBeInTheDocument();
    expect(grid).not.toHaveTextContent('[object Object]');
    await user.click(editButton());
    expect(screen.getByRole('textbox', { name: 'Wallet fixed, distribution 1 Unknown' })).toHaveValue('');
    expect(grid).not.toHaveTextContent('[object Object]');
  });

  it('exports the splits for analysis: each title once and whole, the fee by its id and alias, numbers', async () => {
    const downloads = captureDownloads();
    try {
      const { user } = await openDistributions();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText(`Exported ${feesStore.distributions.length} rows to ${exportFileName('distributions')}.`);
      const [header, ...records] = parse((await downloads.files[0]!.text()).slice(1), { relax_column_count: false }) as string[][];
      expect(header).toEqual([
        'ID',
        'Processor ID',
        'Guarantor ID',
        'Fee ID',
        'Fee alias',
        'Wallet percentage (%)',
        'Guarantor percentage (%)',
        'Processor percentage (%)',
        'Wallet fixed amount (JOD)',
        'Guarantor fixed amount (JOD)',
        'Processor fixed amount (JOD)',
      ]);
      expect(records).toHaveLength(feesStore.distributions.length);
      const byId = new Map(records.map((record) => [record[0], record]));
      for (const split of feesStore.distributions) {
        const record = byId.get(String(split.id))!;
        const fee = feesStore.fees.find((f) => f.id === split.fee_id);
        expect(record.slice(3, 5)).toEqual(fee ? [String(fee.id), fee.name_alias] : ['', '']);
        for (const cell of record.slice(5)) expect(Number.isFinite(Number(cell))).toBe(true);
        expect(Number(record[5])).toBe(Number(split.wallet_percentage));
      }
    } finally {
      downloads.restore();
    }
  });
});
