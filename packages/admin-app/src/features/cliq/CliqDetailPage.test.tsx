import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@admin-console/admin-ui';
import { userDisplayName } from './rules';
import { cliqDemoIds, cliqStore } from './demo';
import { FIXED_DEMO_NOW } from '../../demo/clock';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';

const server = setupSignedInScreen();
const DETAIL = '*/api/admin/cliq-accounts/:id';

const account = (id: number) => {
  const found = cliqStore.accounts.find((a) => a.id === id);
  if (!found) throw new Error(`no account ${id}`);
  return found;
};

const USER_LABELS = new Set(['User name', 'Email address', 'Mobile number', 'User ID', 'Created by', 'KYC status']);

/**
 * The value shown beside a label (InfoGrid's grid view: dt/dd), in the User information section for
 * its labels, else in Account information (both may have a Mobile number). `account:` forces the latter.
 */
const valueOf = (label: string) => {
  const inAccount = label.startsWith('account:');
  const text = inAccount ? label.slice('account:'.length) : label;
  const section = screen.getByRole('region', { name: !inAccount && USER_LABELS.has(text) ? 'User information' : 'Account information' });
  return within(section).getByText(text, { selector: 'dt' }).nextElementSibling?.textContent;
};

const loaded = () => screen.findByRole('heading', { level: 2, name: 'Account information' });

describe('Cliq Account Review: what it shows', () => {
  it('shows the account, its user and the change history newest first', async () => {
    const a = account(cliqDemoIds.pendingAfterApproval);
    renderApp(`/cliq/${a.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cliq account review' })).toBeInTheDocument();
    await loaded();
    // One heading per section: no second heading stacked under Account information.
    expect(within(screen.getByRole('region', { name: 'Account information' })).getAllByRole('heading')).toHaveLength(1);
    expect(valueOf('Account ID')).toBe(String(a.id));
    expect(valueOf('Alias type')).toBe(a.alias_type === 'mobile' ? 'Mobile phone' : 'Alias');
    expect(valueOf(a.alias_type === 'mobile' ? 'account:Mobile number' : 'Alias')).toBe(
      a.alias_type === 'mobile' ? a.mobile_number : a.alias,
    );
    expect(valueOf('Status')).toBe('Pending verification');
    expect(valueOf('Created at')).toBe(formatDateTime(a.created_at));
    expect(valueOf('Last changed')).toBe(formatDateTime(a.changed_at));
    expect(screen.getByRole('heading', { level: 2, name: 'User information' })).toBeInTheDocument();
    expect(valueOf('User name')).toBe(userDisplayName(a.user));
    expect(screen.getByText(userDisplayName(a.user))).toHaveAttribute('dir', 'auto');
    expect(valueOf('Email address')).toBe(a.user?.email);
    expect(valueOf('User ID')).toBe(String(a.user_id));
    expect(valueOf('Created by')).toBe(`User ID: ${a.created_by}`);
    expect(valueOf('KYC status')).toMatch(/^(Verified|Pending|Not initiated)$/);
    // A badge, like the account's status: its tone (and glyph) says the status, not the text alone.
    const kycLabel = valueOf('KYC status');
    const kyc = within(screen.getByRole('region', { name: 'User information' })).getByText(
      (_, element) => element?.matches('[data-tone]') === true && element.textContent === kycLabel,
    );
    expect(kyc).toHaveAttribute('data-tone', expect.stringMatching(/^(success|warning|neutral)$/));

    const history = screen.getByRole('table', { name: 'Change history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Changed', 'Approved', 'Created']);
    const changed = within(rows[0]!).getAllByRole('cell');
    expect(changed[2]?.textContent).not.toBe('N/A');
    expect(changed[3]?.textContent).toBe(a.alias_type === 'mobile' ? a.mobile_number : a.alias);
    expect(within(rows[2]!).getAllByRole('cell')[2]?.textContent).toBe('N/A');

    const bar = screen.getByRole('region', { name: 'Account actions' });
    expect(within(bar).getByRole('button', { name: 'Approve account' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Reject account' })).toBeInTheDocument();
  });

  it('has no Change history without logs, and N/A where there is no value', async () => {
    renderApp(`/cliq/${cliqDemoIds.noHistory}`);
    await loaded();
    // Opened directly (no list behind it): back to the plain list.
    expect(screen.getByRole('link', { name: 'Back to Cliq accounts' })).toHaveAttribute('href', '/cliq');
    expect(screen.queryByRole('heading', { name: 'Change history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Change history' })).not.toBeInTheDocument();
    expect(valueOf('Last changed')).toBe('N/A');
  });

  it('reads N/A for every user field when the account has no user', async () => {
    renderApp(`/cliq/${cliqDemoIds.noUser}`);
    await loaded();
    for (const label of ['User name', 'Email address', 'Mobile number', 'User ID', 'KYC status']) expect(valueOf(label)).toBe('N/A');
  });

  it('shows a record whose fields are objects or arrays as N/A, never crashing nor "[object Object]"', async () => {
    const a = account(cliqDemoIds.pendingAfterApproval);
    server.use(
      mswHttp.get(DETAIL, () =>
        HttpResponse.json({
          data: {
            data: {
              id: a.id,
              alias_type: 'alias',
              alias: { value: 'LAYLA.H' },
              mobile_number: ['+962'],
              created_at: a.created_at,
              changed_at: { date: '2026-01-01' },
              user_id: { id: 7 },
              created_by: { id: 3 },
              is_verified: { yes: true },
              user: { first_name: { en: 'Layla' }, user_name: ['layla'], email: { address: 'x@y.z' }, mobile_number: { n: 1 } },
              logs: [
                { id: { n: 1 }, change_type: { t: 'approve_cliq' }, created_at: [], new_alias: { a: 1 }, new_alias_type: 'alias' },
                { id: 2, change_type: 'create_cliq', new_alias: ['x'], old_alias: 'OLD', old_alias_type: 'alias' },
              ],
            },
          },
        }),
      ),
    );
    renderApp(`/cliq/${a.id}`);
    await loaded();
    for (const label of ['Alias', 'Last changed', 'User name', 'Email address', 'Mobile number', 'User ID', 'Created by']) {
      expect(valueOf(label)).toBe('N/A');
    }
    expect(valueOf('Status')).toBe('Pending verification');
    const rows = within(screen.getByRole('table', { name: 'Change history' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['N/A', 'Created', 'OLD', 'N/A'],
      ['N/A', 'N/A', 'N/A', 'N/A'],
    ]);
    expect(document.body).not.toHaveTextContent('[object Object]');
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
  });

  it.each([
    ['a verified account offers Reject only', cliqDemoIds.verified, 'Verified', false, true],
    ['a rejected account offers Approve only', cliqDemoIds.rejected, 'Rejected', true, false],
    ['a rejected account after an approval offers Approve only', cliqDemoIds.rejectedAfterApproval, 'Rejected', true, false],
    ['a pending account offers both', cliqDemoIds.pending, 'Pending verification', true, true],
  ])('%s', async (_name, id, status, approve, reject) => {
    renderApp(`/cliq/${id}`);
    await loaded();
    expect(valueOf('Status')).toBe(status);
    const bar = screen.getByRole('region', { name: 'Account actions' });
    expect(within(bar).getByText(`Status: ${status}`)).toBeInTheDocument();
    expect(within(bar).queryAllByRole('button', { name: 'Approve account' })).toHaveLength(approve ? 1 : 0);
    expect(within(bar).queryAllByRole('button', { name: 'Reject account' })).toHaveLength(reject ? 1 : 0);
  });
});

describe('Cliq Account Review: loading failures', () => {
  it('tells "Cliq account not found." on 404 and shows the list', async () => {
    const { router } = renderApp('/cliq/99999');
    expect(await screen.findByText('Cliq account not found.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliq'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cliq accounts' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
    ['a malformed response', () => HttpResponse.json({ data: { data: { user: 'x' } } })],
  ])('tells "Failed to load account details. Please try again." on %s and shows the list', async (_name, answer) => {
    server.use(mswHttp.get(DETAIL, answer));
    const { router } = renderApp(`/cliq/${cliqDemoIds.pending}`);
    expect(await screen.findByText('Failed to load account details. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliq'));
    expect(screen.queryByText('Cliq account not found.')).not.toBeInTheDocument();
  });
});

describe('Cliq Account Review: decisions', () => {
  it('approves after confirmation, tells so and returns to the list it came from', async () => {
    const user = userEvent.setup();
    // The newest pending account: on the first page of the pending list.
    const a = cliqStore.accounts.filter((x) => x.status === 'pending').sort((x, y) => y.id - x.id)[0]!;
    // A safe approval (its user's KYC verified): the one-step confirmation.
    a.user!.kyc_verified = true;
    const { router } = renderApp('/cliq?status=pending');
    await user.click(await screen.findByRole('link', { name: `View account ${a.id}` }));
    await loaded();
    expect(screen.getByRole('link', { name: 'Back to Cliq accounts' })).toHaveAttribute('href', '/cliq?status=pending');

    await user.click(screen.getByRole('button', { name: 'Approve account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm approval' });
    expect(dialog).toHaveAccessibleDescription(`Are you sure you want to approve this Cliq account for ${userDisplayName(a.user)}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('Cliq account approved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/cliq?status=pending'));
    expect(account(a.id).status).toBe('verified');
  });

  it('returns to the list in ?from= of its own address (a new tab or a shared link keeps it), never elsewhere', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/cliq/${cliqDemoIds.verified}?from=${encodeURIComponent('status=rejected&page=2&next=//evil.example')}`);
    await loaded();
    const back = screen.getByRole('link', { name: 'Back to Cliq accounts' });
    expect(back).toHaveAttribute('href', '/cliq?status=rejected&page=2');
    await user.click(back);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/cliq?status=rejected&page=2'));
  });

  it('keeps the screen usable when approval fails: the modal closes and the failure is told', async () => {
    const user = userEvent.setup();
    server.use(mswHttp.post('*/api/admin/cliq-accounts/:id/approve', () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const { router } = renderApp(`/cliq/${cliqDemoIds.pending}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Approve account' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirm approval' })).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('Failed to approve account. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/cliq/${cliqDemoIds.pending}`);
    expect(screen.getByRole('button', { name: 'Approve account' })).not.toHaveAttribute('aria-disabled');
  });

  it('rejects an account whose history holds an approval, warning what comes back; opened again, it shows what the server holds', async () => {
    const user = userEvent.setup();
    const a = account(cliqDemoIds.pendingAfterApproval);
    // Approved as the alias WALLET4, then changed to a mobile number: the change is what is reviewed.
    expect(a.alias_type).toBe('mobile');
    const { router } = renderApp(`/cliq/${a.id}`);
    await loaded();
    expect(valueOf('account:Mobile number')).toBe(a.mobile_number);
    const changedBefore = valueOf('Last changed');
    await user.click(screen.getByRole('button', { name: 'Reject account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Cliq account' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to reject this Cliq account?');
    expect(
      within(dialog).getByText('This action will revert the account to its previous approved state: the alias WALLET4 comes back.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('This action will reject the account and keep it in pending state.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByText('Cliq account rejected successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliq'));
    expect(account(a.id).status).toBe('rejected');

    // Back on the account (its page was cached before the decision): read again, it shows the reverted alias,
    // Rejected, and a Last changed at the time of the rejection.
    await act(() => router.navigate(`/cliq/${a.id}`));
    await loaded();
    await waitFor(() => expect(valueOf('Alias')).toBe('WALLET4'));
    expect(valueOf('Alias type')).toBe('Alias');
    expect(valueOf('Status')).toBe('Rejected');
    expect(valueOf('Last changed')).toBe(formatDateTime(new Date(FIXED_DEMO_NOW).toISOString()));
    expect(valueOf('Last changed')).not.toBe(changedBefore);
  });

  it('warns that a never-approved account stays pending, and tells a failed rejection', async () => {
    const user = userEvent.setup();
    server.use(mswHttp.post('*/api/admin/cliq-accounts/:id/reject', () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const { router } = renderApp(`/cliq/${cliqDemoIds.pending}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Reject account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Cliq account' });
    expect(within(dialog).getByText('This action will reject the account and keep it in pending state.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByText('Failed to reject account. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/cliq/${cliqDemoIds.pending}`);
    expect(account(cliqDemoIds.pending).status).toBe('pending');
  });

  it('sends one approval however often Yes, approve is clicked', async () => {
    const user = userEvent.setup();
    let calls = 0;
    // The answer waits until the test lets it go: every click below is made while the approval is out.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post('*/api/admin/cliq-accounts/:id/approve', async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderApp(`/cliq/${cliqDemoIds.pending}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Approve account' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Confirm approval' })).getByRole('button', { name: 'Yes, approve' });
    await user.click(confirm);
    await user.click(confirm);
    await user.dblClick(confirm);
    answer();
    expect(await screen.findByText('Cliq account approved successfully!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('Cancel and Escape close a modal without calling the server', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/cliq-accounts/')) calls += 1;
    });
    renderApp(`/cliq/${cliqDemoIds.pending}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Approve account' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirm approval' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reject account' }));
    expect(screen.getByRole('alertdialog', { name: 'Reject Cliq account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    server.events.removeAllListeners();
    expect(calls).toBe(0);
  });
});

const hold = () => {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  return { held, release: () => release() };
};

describe('Cliq Account Review: sessions that end, odd answers, late answers, fast clicks', () => {
  it.each([
    [
      'approve',
      'Approve account',
      'Confirm approval',
      'Yes, approve',
      'The Cliq account was not approved',
      'Failed to approve account. Please try again.',
    ],
    [
      'reject',
      'Reject account',
      'Reject Cliq account',
      'Yes, reject',
      'The Cliq account was not rejected',
      'Failed to reject account. Please try again.',
    ],
  ])(
    'a 401 on %s says the session ended and nothing was decided, not that it failed',
    async (action, button, title, confirm, notDone, failed) => {
      const user = userEvent.setup();
      server.use(
        mswHttp.post(`*/api/admin/cliq-accounts/:id/${action}`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
      );
      const { router } = renderApp(`/cliq/${cliqDemoIds.pending}`);
      await loaded();
      await user.click(screen.getByRole('button', { name: button }));
      await user.click(within(screen.getByRole('alertdialog', { name: title })).getByRole('button', { name: confirm }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(
        await screen.findByText(`${notDone}: your session had ended, so nothing was decided. Sign in again to continue.`),
      ).toBeInTheDocument();
      expect(screen.queryByText(failed)).not.toBeInTheDocument();
      expect(account(cliqDemoIds.pending).status).toBe('pending');
    },
  );

  it("a proxy's 502 page is told by its status, never shown", async () => {
    const user = userEvent.setup();
    server.use(
      mswHttp.post('*/api/admin/cliq-accounts/:id/reject', () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    renderApp(`/cliq/${cliqDemoIds.pending}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Reject account' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Reject Cliq account' })).getByRole('button', { name: 'Yes, reject' }));
    expect(
      await screen.findByText('Failed to reject account: The server could not be reached (502 Bad Gateway). Nothing was decided.'),
    ).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<h1>|nginx/);
  });

  it('a late approval does not pull the admin away from where they went meanwhile: it is only told', async () => {
    const user = userEvent.setup();
    const answer = hold();
    server.use(
      mswHttp.post('*/api/admin/cliq-accounts/:id/approve', async () => {
        await answer.held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { router } = renderApp(`/cliq/${cliqDemoIds.pending}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Approve account' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirm approval' })).getByRole('button', { name: 'Yes, approve' }));
    // While the answer is on its way, the admin goes elsewhere (Back, say).
    await act(() => router.navigate('/verification'));
    await screen.findByRole('heading', { level: 1, name: 'KYC verification' });
    answer.release();
    expect(await screen.findByText('Cliq account approved successfully!')).toBeInTheDocument();
    // A navigation back to the list would be under way by now (its route may still be loading): none is.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/verification');
  });

  it.each([
    ['approve', 'Approve account', 'Confirm approval', 'Yes, approve', 'Cliq account approved successfully!'],
    ['reject', 'Reject account', 'Reject Cliq account', 'Yes, reject', 'Cliq account rejected successfully!'],
  ])('sends one %s for five clicks dispatched in one task', async (action, button, title, confirm, done) => {
    const user = userEvent.setup();
    const answer = hold();
    let calls = 0;
    server.use(
      mswHttp.post(`*/api/admin/cliq-accounts/:id/${action}`, async () => {
        calls += 1;
        await answer.held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderApp(`/cliq/${cliqDemoIds.pending}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: button }));
    const yes = within(screen.getByRole('alertdialog', { name: title })).getByRole('button', { name: confirm });
    // Five clicks before React renders again (one JS task): only a synchronous lock sees the first.
    act(() => {
      for (let i = 0; i < 5; i += 1) yes.click();
    });
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
    answer.release();
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
