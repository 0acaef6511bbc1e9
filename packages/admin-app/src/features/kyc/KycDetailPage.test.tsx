import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../demo/db';
import { kycStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';

const server = setupSignedInScreen();

const pending = () => kycStore.users.find((u) => u.kyc_status === 'pending' && u.id % 5 !== 0)!;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const notice = (text: string) => screen.findByText(text);

async function openUser(id: number, from = '') {
  const user = userEvent.setup();
  const view = renderApp(`/verification/${id}${from}`);
  await heading('KYC verification review');
  await screen.findByRole('heading', { name: 'User information' });
  return { user, ...view };
}

describe('KYC detail', () => {
  it('shows the user in English and Arabic, the status, and the documents', async () => {
    const target = pending();
    await openUser(target.id);
    expect(screen.getByText(`${target.first_name} ${target.second_name} ${target.third_name} ${target.family_name}`)).toBeInTheDocument();
    const arabic = screen.getByText(`${target.first_name_ar} ${target.second_name_ar} ${target.third_name_ar} ${target.family_name_ar}`);
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(target.national_id)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View National ID (front)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute(
      'href',
      `/api/demo-files/kyc/${target.id}/user_agreement.pdf`,
    );
  });

  it('falls back to the storage path when download_url is absent, and refuses unsafe URLs', async () => {
    const target = kycStore.users.find((u) => u.id % 5 === 0 && u.documents.length > 0)!;
    target.documents[2]!.file_path = 'javascript:alert(1)';
    await openUser(target.id);
    const image = screen.getByRole('button', { name: 'View National ID (front)' });
    expect(within(image).getByRole('presentation')).toHaveAttribute('src', `/storage/kyc/${target.id}/national_id_front.png`);
    expect(screen.getByText('Document unavailable')).toBeInTheDocument();
  });

  it('shows a record with malformed document entries instead of crashing, and can still approve it', async () => {
    const target = pending();
    server.use(
      mswHttp.get('*/api/admin/kyc/review/:id', () =>
        HttpResponse.json({
          data: {
            id: target.id,
            first_name: { en: 'Ali' },
            family_name: 'Haddad',
            national_id: 9876543210,
            kyc_initiated: 1,
            documents: [
              null,
              'national_id_front',
              { id: 1, file_path: { p: 1 }, file_name: ['x'], download_url: { href: 'https://x' }, uploaded_at: {} },
              { id: 2, document_type: 'national_id_back', download_url: '/api/demo-files/kyc/1/national_id_back.png' },
            ],
          },
        }),
      ),
    );
    const { user } = await openUser(target.id);
    expect(screen.getByText('Haddad')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Document' })).toBeInTheDocument();
    expect(screen.getByText('Document unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View National ID (back)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    expect(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).toHaveTextContent(
      'Are you sure you want to approve the KYC verification of Haddad?',
    );
  });

  it('opens the ID sides in the image viewer and the agreement as a PDF even when the URLs have no extension', async () => {
    const target = pending();
    const signed = (type: string) => `https://files.example.com/kyc/${target.id}/${type}?signature=abc123`;
    server.use(
      // The storage answers the page's check of each file (docs/product.md#opening-documents).
      mswHttp.get('https://files.example.com/*', () => new HttpResponse('file')),
      mswHttp.get('*/api/admin/kyc/review/:id', () =>
        HttpResponse.json({
          data: {
            ...target,
            documents: ['national_id_front', 'national_id_back', 'user_agreement'].map((type, i) => ({
              id: i + 1,
              document_type: type,
              file_path: `kyc/${target.id}/${type}`,
              download_url: signed(type),
            })),
          },
        }),
      ),
    );
    const { user } = await openUser(target.id);
    expect(screen.getByRole('button', { name: 'View National ID (back)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute('href', signed('user_agreement'));
    await user.click(screen.getByRole('button', { name: 'View National ID (front)' }));
    const viewer = await screen.findByRole('dialog', { name: 'National ID (front)' });
    expect(within(viewer).getByAltText('National ID (front)')).toHaveAttribute('src', signed('national_id_front'));
  });

  it('approves after confirmation, once, and returns to the list it came from', async () => {
    const target = pending();
    let calls = 0;
    // The answer waits until the test lets it go: every click below is made while the approval is out.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post('*/api/admin/kyc/approve/:id', async () => {
        calls += 1;
        await held;
      }),
    );
    const { user, router } = await openUser(target.id, '?from=status%3Dpending%26page%3D2');
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYC' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, approve' });
    await user.click(confirm);
    await user.click(confirm);
    answer();
    expect(await notice('KYC verification approved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/verification?status=pending&page=2'));
    expect(calls).toBe(1);
    expect(target.kyc_status).toBe('approved');
  });

  it('back on the list after a decision, focus is on the reviewed row (its Review link), not the page heading', async () => {
    const user = userEvent.setup();
    // The All list (the default is Pending, which the approved case would leave): the reviewed row is still on it.
    const { router } = renderApp('/verification?status=all');
    await heading('KYC verification');
    const table = await screen.findByRole('table', { name: 'KYC verifications' });
    const row = (await within(table).findAllByRole('row')).find((candidate) => within(candidate).queryByText('Pending'));
    if (!row) throw new Error('no pending row on the first page');
    const review = within(row).getByRole('link', { name: /^Review / });
    const name = review.getAttribute('aria-label') ?? '';
    expect(review.getAttribute('href')).toMatch(/[?&]from=status%3Dall(&|$)/);
    await user.click(review);
    await heading('KYC verification review');
    await user.click(await screen.findByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    await heading('KYC verification');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() => expect(screen.getByRole('link', { name })).toHaveFocus());
  });

  it('back on a filtered list after a decision, the reviewed row has left it and focus is on the page heading, not the body', async () => {
    const user = userEvent.setup();
    renderApp('/verification?status=pending');
    await heading('KYC verification');
    const table = await screen.findByRole('table', { name: 'KYC verifications' });
    const review = (await within(table).findAllByRole('link', { name: /^Review / }))[0]!;
    const name = review.getAttribute('aria-label') ?? '';
    await user.click(review);
    await heading('KYC verification review');
    await user.click(await screen.findByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    const title = await heading('KYC verification');
    await waitFor(() => expect(screen.queryByRole('link', { name })).not.toBeInTheDocument());
    await waitFor(() => expect(title).toHaveFocus());
    expect(await screen.findAllByRole('link', { name: /^Review / })).not.toHaveLength(0);
    expect(title).toHaveFocus();
  });

  it('tells a failed approval and stays usable', async () => {
    const target = pending();
    server.use(mswHttp.post('*/api/admin/kyc/approve/:id', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    const { user, router } = await openUser(target.id);
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    expect(await notice('Failed to approve KYC. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/verification/${target.id}`);
    expect(screen.getByRole('button', { name: 'Approve KYC' })).toBeEnabled();
  });

  it('rejects with the trimmed reason, required', async () => {
    const target = pending();
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/admin/kyc/reject/:id', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user, router } = await openUser(target.id);
    await user.click(screen.getByRole('button', { name: 'Reject KYC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject KYC' });
    const reject = within(dialog).getByRole('button', { name: 'Yes, reject' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), '   ');
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    await user.click(reject);
    expect(sent).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'Blurred photo  ');
    await user.click(reject);
    expect(await notice('KYC verification rejected.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    expect(sent).toEqual({ rejection_reason: 'Blurred photo' });
    expect(target.kyc_status).toBe('rejected');
  });

  it('offers the ready-made reasons: one picked with the keyboard, then edited, is sent as edited (and kept as the draft meanwhile)', async () => {
    const target = pending();
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/admin/kyc/reject/:id', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user } = await openUser(target.id);
    await user.click(screen.getByRole('button', { name: 'Reject KYC' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reject KYC' });
    const reasons = within(dialog).getByRole('group', { name: 'Ready-made reasons' });
    expect(
      within(reasons)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ID photo unreadable', 'ID expired', 'Name does not match the ID', 'User agreement not signed', 'Documents missing']);
    const field = within(dialog).getByRole('textbox', { name: 'Rejection reason' });
    await waitFor(() => expect(field).toHaveFocus());
    // From the field back to the reasons, then along them: Shift+Tab, Home, Right, Enter.
    await user.tab({ shift: true });
    await user.keyboard('{Home}{ArrowRight}{Enter}');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('ID expired');
    await user.keyboard(' in 2025');
    // Cancelled and opened again: the picked and edited reason is still there (its draft).
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Reject KYC' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reject KYC' });
    expect(within(dialog).getByRole('textbox', { name: 'Rejection reason' })).toHaveValue('ID expired in 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await notice('KYC verification rejected.')).toBeInTheDocument();
    expect(sent).toEqual({ rejection_reason: 'ID expired in 2025' });
  });

  it('tells a failed rejection and keeps the reason typed', async () => {
    const target = pending();
    server.use(mswHttp.post('*/api/admin/kyc/reject/:id', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    const { user } = await openUser(target.id);
    await user.click(screen.getByRole('button', { name: 'Reject KYC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject KYC' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'Expired ID');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await notice('Failed to reject KYC. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject KYC' }));
    expect(
      within(await screen.findByRole('alertdialog', { name: 'Reject KYC' })).getByRole('textbox', { name: 'Rejection reason' }),
    ).toHaveValue('Expired ID');
  });

  it.each([
    ['fails', () => HttpResponse.json({ message: 'Down' }, { status: 500 })],
    ['is malformed', () => HttpResponse.json({ data: 'nope' })],
  ])('when the load %s: tells it and returns to /verification', async (_, answer) => {
    server.use(mswHttp.get('*/api/admin/kyc/review/:id', answer));
    const { router } = renderApp('/verification/3?from=status%3Drejected');
    expect(await notice('Failed to load user details. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/verification?status=rejected'));
  });

  it('on a 401 goes to /login without a load-failure notice', async () => {
    server.use(mswHttp.get('*/api/admin/kyc/review/:id', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const { router } = renderApp('/verification/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/verification/3' } });
    expect(screen.queryByText('Failed to load user details. Please try again.')).not.toBeInTheDocument();
  });
});

/** Signs in again on the login page as the demo administrator. */
async function signInAgain(user: UserEvent) {
  const admin = db.users.find((u) => u.is_admin)!;
  await screen.findByRole('button', { name: 'Login' });
  await user.type(screen.getByLabelText('Username'), admin.user_name);
  await user.type(screen.getByLabelText('Password'), admin.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const unauthenticated = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
const hold = () => {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  return { held, release: () => release() };
};

describe('KYC detail: sessions that end, odd answers, late answers, fast clicks', () => {
  it('a 401 on reject says the session ended and nothing was decided; after signing in again the reason is back in the dialog', async () => {
    const target = pending();
    server.use(mswHttp.post('*/api/admin/kyc/reject/:id', unauthenticated, { once: true }));
    const { user, router } = await openUser(target.id, '?from=status%3Dpending');
    await user.click(screen.getByRole('button', { name: 'Reject KYC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject KYC' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'The ID photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await notice(
        'The KYC verification was not rejected: your session had ended, so nothing was decided. Sign in again: your reason is kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to reject KYC. Please try again.')).not.toBeInTheDocument();
    expect(target.kyc_status).toBe('pending');

    await signInAgain(user);
    const again = await screen.findByRole('alertdialog', { name: 'Reject KYC' });
    expect(router.state.location.pathname + router.state.location.search).toBe(`/verification/${target.id}?from=status%3Dpending`);
    const field = within(again).getByRole('textbox', { name: 'Rejection reason' });
    expect(field).toHaveValue('The ID photo is blurred');
    expect(field).toHaveAccessibleDescription('Required. Restored: you typed it before your session ended; nothing was sent yet.');
    await user.click(within(again).getByRole('button', { name: 'Yes, reject' }));
    expect(await notice('KYC verification rejected.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    expect(target.kyc_status).toBe('rejected');
    // Decided: no draft of the reason is left behind.
    expect(Object.keys(window.sessionStorage).filter((key) => key.includes('review-reason'))).toEqual([]);
  });

  it('a 401 on approve says the session ended and nothing was decided, not that the approval failed', async () => {
    const target = pending();
    server.use(mswHttp.post('*/api/admin/kyc/approve/:id', unauthenticated));
    const { user, router } = await openUser(target.id);
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await notice('The KYC verification was not approved: your session had ended, so nothing was decided. Sign in again to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to approve KYC. Please try again.')).not.toBeInTheDocument();
  });

  it.each([
    ['approve', 'Approve KYC', 'Yes, approve', 'Failed to approve KYC'],
    ['reject', 'Reject KYC', 'Yes, reject', 'Failed to reject KYC'],
  ])("a proxy's 502 page on %s is told by its status, never shown", async (action, button, confirm, failed) => {
    server.use(
      mswHttp.post(`*/api/admin/kyc/${action}/:id`, () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const { user } = await openUser(pending().id);
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('alertdialog', { name: button });
    if (action === 'reject') await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'Expired');
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await notice(`${failed}: The server could not be reached (502 Bad Gateway). Nothing was decided.`)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<h1>|nginx/);
  });

  it('a late approval does not pull the admin away from where they went meanwhile: it is only told', async () => {
    const target = pending();
    const answer = hold();
    server.use(
      mswHttp.post('*/api/admin/kyc/approve/:id', async () => {
        await answer.held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, router } = await openUser(target.id);
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    // While the answer is on its way, the admin goes elsewhere (Back, say).
    await act(() => router.navigate('/kyb-verification'));
    await screen.findByRole('heading', { level: 1, name: 'KYB verification' });
    answer.release();
    expect(await notice('KYC verification approved successfully!')).toBeInTheDocument();
    // A navigation back to the list would be under way by now (its route may still be loading): none is.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/kyb-verification');
    expect(screen.getByRole('heading', { level: 1, name: 'KYB verification' })).toBeInTheDocument();
  });

  it("a decision on another case, reached while the last one's is still sent, is sent too (each review is its own)", async () => {
    const [first, second] = kycStore.users.filter((u) => u.kyc_status === 'pending' && u.id % 5 !== 0);
    const answer = hold();
    const approved: string[] = [];
    server.use(
      mswHttp.post('*/api/admin/kyc/approve/:id', async ({ params }) => {
        approved.push(String(params.id));
        if (String(params.id) === String(first!.id)) await answer.held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, router } = await openUser(first!.id);
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    // The first approval still on its way, the admin opens the next case (Forward, a link) and approves it.
    await act(() => router.navigate(`/verification/${second!.id}`));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve KYC' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(approved).toEqual([String(first!.id), String(second!.id)]));
    answer.release();
  });

  it.each([
    ['approve', 'Approve KYC', 'Yes, approve'],
    ['reject', 'Reject KYC', 'Yes, reject'],
  ])('sends one %s for five clicks dispatched in one task', async (action, button, confirm) => {
    const answer = hold();
    let calls = 0;
    server.use(
      mswHttp.post(`*/api/admin/kyc/${action}/:id`, async () => {
        calls += 1;
        await answer.held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = await openUser(pending().id);
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('alertdialog', { name: button });
    if (action === 'reject') await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'Expired');
    const yes = within(dialog).getByRole('button', { name: confirm });
    // Five clicks before React renders again (one JS task): only a synchronous lock sees the first.
    act(() => {
      for (let i = 0; i < 5; i += 1) yes.click();
    });
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
    answer.release();
    expect(
      await notice(action === 'approve' ? 'KYC verification approved successfully!' : 'KYC verification rejected.'),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
