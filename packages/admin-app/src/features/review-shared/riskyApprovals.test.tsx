import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { kycStore } from '../kyc/demo';
import { kybStore } from '../kyb/demo';
import { KYB_DOCUMENT_TITLES } from '../kyb/rules';
import { documentTitle } from './rules';
import { cliqStore } from '../cliq/demo';

/** docs/product.md#risky-approvals: each risk is named, and only the second step approves. */
const server = setupSignedInScreen();

const pendingKyc = () => kycStore.users.find((u) => u.kyc_status === 'pending' && u.id % 5 !== 0)!;
const approvals = () => {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/approve/.test(request.url)) sent.push(request.url);
  });
  return sent;
};

async function openKyc(id: number) {
  const user = userEvent.setup();
  renderApp(`/verification/${id}?from=status%3Dpending`);
  await screen.findByRole('heading', { name: 'User information' });
  return user;
}

describe('risky approvals', () => {
  it('a safe KYC case still approves with A, Tab, Enter', async () => {
    const sent = approvals();
    const target = pendingKyc();
    const user = await openKyc(target.id);
    await user.keyboard('a');
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYC' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('a KYC document answering 404 is named on its card and in the dialog; Enter and Tab, Enter do not approve', async () => {
    const sent = approvals();
    const target = pendingKyc();
    server.use(
      mswHttp.get('*/api/demo-files/kyc/:id/user_agreement.pdf', () => HttpResponse.json({ message: 'File not found.' }, { status: 404 })),
    );
    const user = await openKyc(target.id);
    const card = screen.getByRole('article', { name: 'User agreement' });
    await waitFor(() => expect(card).toHaveTextContent('The file could not be loaded (404 Not Found).'));
    expect(card).not.toHaveTextContent(/browser/);
    await user.keyboard('a');
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYC' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('User agreement: the file could not be loaded (404 Not Found).');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByRole('button', { name: 'Yes, approve' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have checked these risks' }));
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('a KYC case already decided names its status and date', async () => {
    const target = kycStore.users.find((u) => u.kyc_status === 'approved' && u.id % 5 !== 0)!;
    target.updated_at = '2026-01-20T09:00:00+03:00';
    const user = await openKyc(target.id);
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYC' });
    expect(dialog).toHaveTextContent(/This case was already approved on 20 Jan 2026, \d\d:00\./);
    expect(within(dialog).getByRole('button', { name: 'Approve anyway' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a KYB request with fewer than its 3 documents names them', async () => {
    const target = kybStore.requests.find((r) => r.status === 'pending' && r.documents.length === 2)!;
    const user = userEvent.setup();
    renderApp(`/kyb-verification/${target.id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve KYB' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYB' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('2 of its 3 required documents are uploaded.');
    expect(within(dialog).getByRole('button', { name: 'Approve anyway' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a KYB document whose file does not load is named on its card and in the dialog, its link asked first when the record has none', async () => {
    const sent = approvals();
    // Every fourth request's documents carry no download_url: the review asks documents/{id} for the link, then the file.
    for (const target of [
      kybStore.requests.find((r) => r.status === 'pending' && r.documents.length === 2 && Number(r.id) % 4 !== 0)!,
      kybStore.requests.find((r) => r.status === 'pending' && r.documents.length === 2 && Number(r.id) % 4 === 0)!,
    ]) {
      const broken = target.documents[1]!;
      server.use(
        mswHttp.get(`*/api/demo-files/kyb/${target.id}/${broken.file_name}`, () =>
          HttpResponse.json({ message: 'File not found.' }, { status: 404 }),
        ),
      );
      const user = userEvent.setup();
      const { unmount } = renderApp(`/kyb-verification/${target.id}`);
      const title = documentTitle(broken.document_type, KYB_DOCUMENT_TITLES);
      const card = await screen.findByRole('article', { name: title });
      await waitFor(() => expect(card).toHaveTextContent('The file could not be loaded (404 Not Found).'));
      await user.keyboard('a');
      const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYB' });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['2 of its 3 required documents are uploaded.', `${title}: the file could not be loaded (404 Not Found).`]);
      expect(within(dialog).getByRole('button', { name: 'Approve anyway' })).toHaveAttribute('aria-disabled', 'true');
      expect(sent).toHaveLength(0);
      unmount();
    }
  });

  it('a Cliq alias whose user is not KYC-verified names it; without a user, KYC status unknown', async () => {
    const account = cliqStore.accounts.find((a) => a.status === 'pending' && a.user && !a.user.kyc_verified && a.user.kyc_initiated)!;
    const user = userEvent.setup();
    const { unmount } = renderApp(`/cliq/${account.id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve account' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm approval' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent("The user's KYC is not verified (KYC status: Pending).");
    expect(within(dialog).getByRole('button', { name: 'Approve anyway' })).toBeInTheDocument();
    unmount();

    const noUser = cliqStore.accounts.find((a) => a.user === null && a.status !== 'verified')!;
    renderApp(`/cliq/${noUser.id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve account' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm approval' });
    expect(dialog).toHaveTextContent('KYC status unknown: the account has no user.');
  });
});
