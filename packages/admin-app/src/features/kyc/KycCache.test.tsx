import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { kycStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';

const server = setupSignedInScreen();

const LIST = '*/api/admin/kyc/pending';
const RECORD = '*/api/admin/kyc/review/:id';

const table = () => screen.findByRole('table', { name: 'KYC verifications' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const notice = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

/** A gate a handler waits at until the test opens it: a slow answer, without a timer. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

/**
 * Holds the list call (counting the calls) until the gate opens, then lets the demo backend answer it.
 * Only calls made once `holding` is true wait.
 */
function holdList() {
  const state = { holding: false, calls: 0, ...gate() };
  server.use(
    mswHttp.get(LIST, async () => {
      if (!state.holding) return undefined;
      state.calls += 1;
      await state.opened;
      return undefined;
    }),
  );
  return state;
}

/** The user a row shows, by the email in its row. */
const userOfRow = (row: HTMLElement) => kycStore.users.find((u) => within(row).queryByText(u.email))!;

describe('KYC: the cached lists and records', () => {
  it('Back from a review shows the rows at once while the list is loaded again, then the refreshed rows', async () => {
    const user = userEvent.setup();
    const list = holdList();
    renderApp('/verification');
    const first = bodyRows(await table())[0]!;
    const target = userOfRow(first);
    await user.click(within(first).getByRole('link', { name: /^Review / }));
    await screen.findByRole('heading', { level: 1, name: 'KYC verification review' });
    // Meanwhile the user changed their email; the list call is slow from now on.
    target.email = 'changed.meanwhile@example.test';
    list.holding = true;
    await user.click(screen.getByRole('link', { name: 'Back to KYC verification' }));
    // The rows are there while the list call is still held (no loading state).
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(15);
    expect(within(screen.getByRole('table', { name: 'KYC verifications' })).queryByText('changed.meanwhile@example.test')).toBeNull();
    expect(list.calls).toBe(1);
    list.open();
    expect(await within(await table()).findByText('changed.meanwhile@example.test')).toBeInTheDocument();
  });

  it('a decision answered after the admin went Back refreshes the list they are on', async () => {
    const user = userEvent.setup();
    const approve = gate();
    server.use(
      mswHttp.post('*/api/admin/kyc/approve/:id', async () => {
        await approve.opened;
        return undefined;
      }),
    );
    renderApp('/verification?status=pending');
    const first = bodyRows(await table())[0]!;
    const target = userOfRow(first);
    await user.click(within(first).getByRole('link', { name: /^Review / }));
    await user.click(await screen.findByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    // The answer is slow: the admin goes Back to the pending list, where the user still waits.
    await user.click(screen.getByRole('link', { name: 'Back to KYC verification' }));
    await waitFor(async () => expect(within(await table()).getByText(target.email)).toBeInTheDocument());
    approve.open();
    expect(await notice('KYC verification approved successfully!')).toBeInTheDocument();
    // The decision marked the list changed: it is loaded again, and the approved user has left the pending queue.
    await waitFor(async () => expect(within(await table()).queryByText(target.email)).toBeNull());
    expect(target.kyc_status).toBe('approved');
  });

  it('a review queue is loaded again when the window regains focus', async () => {
    renderApp('/verification');
    const first = bodyRows(await table())[0]!;
    const target = userOfRow(first);
    target.email = 'seen.on.return@example.test';
    // The admin was in another tab; they come back.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(await within(await table()).findByText('seen.on.return@example.test')).toBeInTheDocument();
  });

  it('hovering a Review link loads the record ahead: opened, it shows at once', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const later = gate();
    server.use(
      mswHttp.get(RECORD, async () => {
        asked += 1;
        // Only the first call (the prefetch) is answered; any other would wait for ever.
        if (asked > 1) await later.opened;
        return undefined;
      }),
    );
    // The review screen's code loaded beforehand (its route is lazy): the prefetched record is fresh for RECORD_FRESH_FOR
    // (10 s) from the hover, and a first, cold import of the screen under a loaded machine took longer than that between
    // the hover and the page, so the page read the record again. The window measured is then the app's own.
    await import('./KycDetailPage');
    renderApp('/verification');
    const first = bodyRows(await table())[0]!;
    const target = userOfRow(first);
    const link = within(first).getByRole('link', { name: /^Review / });
    await user.hover(link);
    await waitFor(() => expect(asked).toBe(1));
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 2, name: 'User information' })).toBeInTheDocument();
    expect(screen.getAllByText(target.email).length).toBeGreaterThan(0);
    expect(asked).toBe(1);
    later.open();
  });

  it('signing out empties the cache: the next administrator waits for the list, never sees the last one', async () => {
    const user = userEvent.setup();
    const list = holdList();
    renderApp('/verification');
    await table();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Admin#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    list.holding = true;
    await user.click(await screen.findByRole('link', { name: 'KYC verification' }));
    await waitFor(() => expect(list.calls).toBe(1));
    expect(screen.queryByRole('table', { name: 'KYC verifications' })).toBeNull();
    list.open();
    expect(bodyRows(await table())).toHaveLength(15);
  });
});
