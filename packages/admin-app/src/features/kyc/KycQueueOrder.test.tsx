import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kycStore } from './demo';
import { kycNameEn } from './rules';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';

setupSignedInScreen();

/** The pending list as the server orders it (last change first), its ids. */
const pendingIds = () =>
  kycStore.users
    .filter((u) => u.kyc_status === 'pending')
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .map((u) => u.id);

const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const queue = () => screen.findByRole('navigation', { name: 'Queue' });

describe('KYC review: the case header and the oldest-first walk (docs/product.md#kyc-list)', () => {
  it('names the case and its place in the list it came from ("2 of N pending"); opened directly it says no place', async () => {
    const ids = pendingIds();
    const second = kycStore.users.find((u) => u.id === ids[1])!;
    const { unmount } = renderApp(`/verification/${second.id}?from=status%3Dpending`);
    await waitFor(async () => expect(await queue()).toHaveTextContent(`2 of ${ids.length} pending`));
    // The header names the case and its status in one line, beside its place in the queue; the user's details
    // below show the name alone (once).
    expect(await screen.findByText(`${kycNameEn(second)} · Pending`)).toBeInTheDocument();
    expect(await screen.findAllByText(kycNameEn(second))).toHaveLength(1);
    unmount();

    renderApp(`/verification/${second.id}`);
    const nav = await queue();
    await screen.findByRole('heading', { name: 'User information' });
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(nav).not.toHaveTextContent(/ of /);
  });

  it('Start with the oldest: the oldest case is 1 of N, and Next (header or J) goes to the older case, across pages', async () => {
    const user = userEvent.setup();
    const ids = pendingIds();
    const lastPage = Math.ceil(ids.length / 15);
    const { router } = renderApp('/verification');
    await user.click(await screen.findByRole('link', { name: 'Start with the oldest' }));
    const oldest = ids.at(-1)!;
    const from = `status%3Dpending%26page%3D${lastPage}%26order%3Doldest`;
    await waitFor(() => expect(where(router)).toBe(`/verification/${oldest}?from=${from}`));
    await waitFor(async () => expect(await queue()).toHaveTextContent(`1 of ${ids.length} pending`));
    await user.click(within(await queue()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/verification/${ids.at(-2)}`));
    await waitFor(async () => expect(await queue()).toHaveTextContent(`2 of ${ids.length} pending`));
  });

  it('oldest first, J on the first row of the last page opens the last row of the page before', async () => {
    const user = userEvent.setup();
    const ids = pendingIds();
    const lastPage = Math.ceil(ids.length / 15);
    const firstOfLast = (lastPage - 1) * 15;
    const { router } = renderApp(`/verification/${ids[firstOfLast]}?from=status%3Dpending%26page%3D${lastPage}%26order%3Doldest`);
    await screen.findByRole('heading', { name: 'User information' });
    await user.keyboard('j');
    const page = lastPage - 1 > 1 ? `%26page%3D${lastPage - 1}` : '';
    await waitFor(() => expect(where(router)).toBe(`/verification/${ids[firstOfLast - 1]}?from=status%3Dpending${page}%26order%3Doldest`));
  });
});
