import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kycStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { OPEN_NEXT_CASE_KEY } from '../review-shared/useOpenNextCase';
import { NEIGHBOUR_WAIT_MS } from '../review-shared/decisions';
import { setLocale } from '../../platform/i18n/i18n';
import { visibleEnglish } from '../../test/visibleEnglish';

const server = setupSignedInScreen();
afterEach(() => window.localStorage.removeItem(OPEN_NEXT_CASE_KEY));
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** The pending list as the server orders it (last change first), its ids. */
const pendingIds = () =>
  kycStore.users
    .filter((u) => u.kyc_status === 'pending')
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .map((u) => u.id);

const FROM = '?from=status%3Dpending';
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

/** The case `id` is the one shown (its national ID), at the address of its list. */
async function showsCase(router: ReturnType<typeof renderApp>['router'], id: number, from = FROM) {
  await waitFor(() => expect(where(router)).toBe(`/verification/${id}${from}`));
  expect(await screen.findByText(kycStore.users.find((u) => u.id === id)!.national_id)).toBeInTheDocument();
}

async function openCase(id: number, from = FROM) {
  const user = userEvent.setup();
  const view = renderApp(`/verification/${id}${from}`);
  const arabic = document.documentElement.lang === 'ar';
  await screen.findByRole('heading', { level: 1, name: arabic ? 'مراجعة التحقق من KYC' : 'KYC verification review' });
  await screen.findByRole('heading', { name: arabic ? 'بيانات المستخدم' : 'User information' });
  return { user, ...view };
}

describe('KYC review: keyboard shortcuts', () => {
  it('A opens Approve, R opens Reject, and no key fires while the reason is typed or a dialog is open', async () => {
    const [first] = pendingIds();
    const { user, router } = await openCase(first!);
    await user.keyboard('a');
    const approve = await screen.findByRole('alertdialog', { name: 'Approve KYC' });
    // A dialog is open: J does not move to another case.
    await user.keyboard('j');
    expect(where(router)).toBe(`/verification/${first}${FROM}`);
    await user.click(within(approve).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.keyboard('r');
    const reject = await screen.findByRole('alertdialog', { name: 'Reject KYC' });
    const reason = within(reject).getByRole('textbox', { name: 'Rejection reason' });
    await user.type(reason, 'a jerk, v or k?');
    expect(reason).toHaveValue('a jerk, v or k?');
    // The keys typed in the reason opened nothing else (no other confirmation, no viewer or shortcuts list).
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where(router)).toBe(`/verification/${first}${FROM}`);
  });

  it('uses the physical keys (an Arabic layout types ش on A), and leaves Ctrl, Cmd and Alt combinations alone', async () => {
    const [first] = pendingIds();
    await openCase(first!);
    fireEvent.keyDown(document.body, { key: 'a', code: 'KeyA', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'a', code: 'KeyA', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'a', code: 'KeyA', altKey: true });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ش', code: 'KeyA' });
    expect(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).toBeInTheDocument();
  });

  it('J and ] open the next case of the list, K and [ the previous, Esc the list; ? lists the keys', async () => {
    const [first, second, third] = pendingIds();
    const { user, router } = await openCase(first!);
    await user.keyboard('j');
    await showsCase(router, second!);
    await user.keyboard('[BracketRight]');
    await showsCase(router, third!);
    await user.keyboard('[BracketLeft]');
    await showsCase(router, second!);
    await user.keyboard('k');
    await showsCase(router, first!);
    // The first case: nothing before it, and it says so.
    await user.keyboard('k');
    expect(await screen.findByText('This is the first case of the list.')).toBeInTheDocument();

    await user.keyboard('{Shift>}[Slash]{/Shift}');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(help)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      'Approve',
      'Reject',
      'Next case of the list',
      'Previous case of the list',
      'Open the first document',
      'Back to the list',
      'Show these shortcuts',
    ]);
    // Esc closes the dialog first, and only then goes back to the list.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where(router)).toBe(`/verification/${first}${FROM}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(where(router)).toBe('/verification?status=pending'));
  });

  it('the next case past the end of a page is the first of the next page, loaded then', async () => {
    const ids = pendingIds();
    expect(ids.length).toBeGreaterThan(15);
    const { user, router } = await openCase(ids[14]!);
    await user.keyboard('j');
    await waitFor(() => expect(where(router)).toBe(`/verification/${ids[15]}?from=status%3Dpending%26page%3D2`));
  });

  it('K on a case moved off its carried page (decisions made meanwhile) opens the case before it, found on the page it is on now', async () => {
    const ids = pendingIds();
    expect(ids.length).toBeGreaterThan(16);
    // The link carries page 1, but the case is the second of page 2.
    const { user, router } = await openCase(ids[16]!);
    await user.keyboard('k');
    await showsCase(router, ids[15]!, '?from=status%3Dpending%26page%3D2');
  });

  it('K on a case found on no page around its own: the list could not be read for it, never "the first case"', async () => {
    const reviewed = kycStore.users.find((u) => u.kyc_status === 'approved')!;
    const { user, router } = await openCase(reviewed.id);
    await user.keyboard('k');
    expect(await screen.findByText('The list could not be loaded, so no other case was opened. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('This is the first case of the list.')).not.toBeInTheDocument();
    expect(where(router)).toBe(`/verification/${reviewed.id}${FROM}`);
  });

  it('J passes over a row that cannot be opened to the next row of the same page, K likewise backwards', async () => {
    const [first, second, third] = pendingIds();
    const unopenable = kycStore.users.find((u) => u.id === second)!;
    unopenable.id = -1;
    try {
      const { user, router } = await openCase(first!);
      await user.keyboard('j');
      await showsCase(router, third!);
      await user.keyboard('k');
      await showsCase(router, first!);
    } finally {
      unopenable.id = second!;
    }
  });

  it('V opens the first document', async () => {
    const [first] = pendingIds();
    const { user } = await openCase(first!);
    await user.keyboard('v');
    expect(await screen.findByRole('dialog', { name: 'National ID (front)' })).toBeInTheDocument();
  });

  it('announces the keys on the action bar and the back link', async () => {
    const [first] = pendingIds();
    await openCase(first!);
    expect(screen.getByRole('button', { name: 'Approve KYC' })).toHaveAttribute('aria-keyshortcuts', 'A');
    expect(screen.getByRole('button', { name: 'Reject KYC' })).toHaveAttribute('aria-keyshortcuts', 'R');
    expect(screen.getByRole('button', { name: 'Next case' })).toHaveAttribute('aria-keyshortcuts', 'J ]');
    expect(screen.getByRole('button', { name: 'Previous case' })).toHaveAttribute('aria-keyshortcuts', 'K [');
    expect(screen.getByRole('link', { name: 'Back to KYC verification' })).toHaveAttribute('aria-keyshortcuts', 'Escape');
  });
});

describe('KYC review: Open the next case', () => {
  it('off (the default): a decision returns to the list', async () => {
    const [first] = pendingIds();
    const { user, router } = await openCase(first!);
    expect(screen.getByRole('switch', { name: 'Open the next case' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(where(router)).toBe('/verification?status=pending'));
  });

  it('on: approving a case opens the next case of the same list, and the choice is remembered', async () => {
    const [first, second] = pendingIds();
    const { user, router, unmount } = await openCase(first!);
    await user.click(screen.getByRole('switch', { name: 'Open the next case' }));
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('KYC verification approved successfully!')).toBeInTheDocument();
    await showsCase(router, second!);
    unmount();
    await openCase(second!);
    expect(screen.getByRole('switch', { name: 'Open the next case' })).toBeChecked();
  });

  it('on, at the last case of the list: returns to the list and says so', async () => {
    const ids = pendingIds();
    const last = ids[ids.length - 1]!;
    window.localStorage.setItem(OPEN_NEXT_CASE_KEY, 'on');
    const { user, router } = await openCase(last, '?from=status%3Dpending%26page%3D2');
    await user.keyboard('r');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject KYC' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'Blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByText('That was the last case of the list, so the list is shown.')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/verification?status=pending&page=2'));
  });
});

describe('KYC review: Open the next case, the list not answering', () => {
  it('sends the decision anyway, then returns to the list and says the next case was not found', async () => {
    const [first] = pendingIds();
    window.localStorage.setItem(OPEN_NEXT_CASE_KEY, 'on');
    // The list never answers (a hung connection: the HTTP client has no timeout).
    server.use(mswHttp.get('*/api/admin/kyc/pending', () => new Promise<never>(() => {})));
    const approved: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/api/admin/kyc/approve/')) approved.push(request.url);
    });
    const { user, router } = await openCase(first!);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }));
    act(() => vi.advanceTimersByTime(NEIGHBOUR_WAIT_MS));
    await waitFor(() => expect(approved).toHaveLength(1));
    expect(await screen.findByText('KYC verification approved successfully!')).toBeInTheDocument();
    expect(await screen.findByText('The next case could not be found, so the list is shown.')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/verification?status=pending'));
  });
});

describe('KYC review in Arabic: the review controls and the list of keys', () => {
  afterEach(() => setLocale('en'));

  it('are Arabic, and the same physical keys work', async () => {
    await setLocale('ar');
    const [first] = pendingIds();
    const { user } = await openCase(first!);
    expect(screen.getByRole('switch', { name: 'فتح الطلب التالي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الطلب التالي' })).toHaveAttribute('aria-keyshortcuts', 'J ]');
    expect(screen.getByRole('button', { name: 'الطلب السابق' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: '؟', code: 'Slash', shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
    // "Esc" is the key's own label, printed on Arabic keyboards too (as are the letters A, R, J, K, V): a key name
    // the scan lets through as a whole word.
    expect(visibleEnglish(help)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
