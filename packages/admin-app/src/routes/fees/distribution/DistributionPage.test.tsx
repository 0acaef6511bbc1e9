import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feesStore } from '../../../mocks/fees';
import { setDemoSettings } from '../../../mocks/settings';
import { setupDemoServer } from '../../../test/demoServer';
import { renderApp } from '../../../test/renderApp';
import { clearClientState, signInAsAdmin } from '../../../test/session';

const server = setupDemoServer();

beforeEach(() => {
  clearClientState();
  window.sessionStorage.clear();
  signInAsAdmin();
});
afterEach(() => {
  clearClientState();
  window.sessionStorage.clear();
});

async function openDistributions() {
  const user = userEvent.setup();
  const view = renderApp('/distribution');
  const grid = await screen.findByRole('grid', { name: 'Fee distributions' }, { timeout: 3000 });
  await within(grid).findByText('p2p_transfer');
  return { user, grid, ...view };
}

describe('DistributionPage', { timeout: 20_000 }, () => {
  it('shows the split of every fee under grouped headers, the prefix read from the data', async () => {
    const { grid } = await openDistributions();
    expect(screen.getByRole('heading', { level: 1, name: 'Fees Distribution' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Percentages' })).toHaveAttribute('colspan', '3');
    expect(within(grid).getByRole('columnheader', { name: 'Fixed amounts' })).toHaveAttribute('colspan', '3');
    for (const title of ['wallet_percentage', 'guarantor_percentage', 'processor_percentage', 'wallet_fixed', 'guarantor_fixed', 'processor_fixed']) {
      expect(within(grid).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(within(grid).getByText('Unknown')).toBeInTheDocument();
    // The seed has two splits that do not add up.
    expect(within(grid).getAllByText('Percentages add up to 95, not 100')).toHaveLength(2);
    expect(screen.getByText('2 rows have warnings')).toBeInTheDocument();
  });

  it('reads another product prefix from the data', async () => {
    server.use(
      mswHttp.get('*/api/fees-distribution', () =>
        HttpResponse.json({
          data: [{ id: 1, processor_id: 3, guarantor_id: 1, fee: { name_alias: 'p2p_transfer' }, pay_percentage: 50, guarantor_percentage: 30, processor_percentage: 20, pay_fixed: 0, guarantor_fixed: 0, processor_fixed: 0 }],
        }),
      ),
    );
    const { grid } = await openDistributions();
    expect(within(grid).getByRole('columnheader', { name: 'pay_percentage' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'pay_fixed' })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'wallet_percentage' })).not.toBeInTheDocument();
  });

  it('edits a split: read-only ids, a live sum warning, bounds, and the saved message', async () => {
    const { user, grid } = await openDistributions();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(grid).getAllByRole('gridcell', { name: 'p2p_transfer' })[0]).toHaveAttribute('aria-readonly', 'true');
    const wallet = screen.getByRole('textbox', { name: 'wallet_percentage, distribution 1 p2p_transfer' });
    await user.clear(wallet);
    await user.type(wallet, '150');
    expect(wallet).toHaveAccessibleDescription(/Enter 0 to 100/);
    await user.clear(wallet);
    await user.type(wallet, '60');
    expect(within(grid).getByText('Percentages add up to 90, not 100')).toBeInTheDocument();
    const processor = screen.getByRole('textbox', { name: 'processor_percentage, distribution 1 p2p_transfer' });
    await user.clear(processor);
    await user.type(processor, '20');
    expect(within(grid).queryByText('Percentages add up to 90, not 100')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Data' }));
    expect(await screen.findByText('Fee distributions updated successfully (1 distribution).')).toBeInTheDocument();
    expect(feesStore.distributions[0]).toMatchObject({ wallet_percentage: 60, guarantor_percentage: 20, processor_percentage: 20 });
  });

  it('falls back to an empty table with an error state and Retry when the list fails', async () => {
    setDemoSettings({ fail: ['fees'] });
    const user = userEvent.setup();
    renderApp('/distribution');
    const grid = await screen.findByRole('grid', { name: 'Fee distributions' }, { timeout: 3000 });
    expect(await within(grid).findByText('Failed to load distributions. Please try again.')).toBeInTheDocument();
    expect(within(grid).queryAllByRole('row')).toHaveLength(3);
    setDemoSettings({});
    await user.click(within(grid).getByRole('button', { name: 'Retry' }));
    expect(await within(grid).findByText('p2p_transfer')).toBeInTheDocument();
  });
});
