import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingStore } from '../platform/loading/loadingStore';
import { db } from '../demo/db';
import { LOGIN_PATH } from '../platform/session/auth';
import { http, resetHttpNotices } from '../platform/http';
import { readStoredUser } from '../platform/session/storedUser';
import { readToken } from '../platform/session/tokenCookie';
import { setupDemoServer } from '../test/demoServer';
import { renderApp, signInAsAdmin } from '../test/renderApp';
import { clearClientState } from '../test/session';
import { SIDEBAR_COLLAPSED_KEY } from './AppLayout';
import { preloadScreens } from '../test/preloadScreens';

const server = setupDemoServer();
beforeAll(preloadScreens);

beforeEach(() => clearClientState());
afterEach(() => clearClientState());

const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function signInThroughForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'admin');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Admin#2026');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the app', () => {
  it('sends a visitor to /login, then to /fees after signing in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    expect(await pageHeading('Welcome to the processor platform')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await signInThroughForm(user);
    expect(await pageHeading('Fees')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fees');
    await waitFor(() => expect(document.title).toBe('Fees · Processor Admin'));
    // The sign-in form is gone: focus starts on the new page's heading, not on the body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Fees' })).toHaveFocus());
  });

  it('brings the administrator back to the page they opened', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/kyb-verification/12?tab=documents');
    await signInThroughForm(user);
    expect(await pageHeading('KYB verification review')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/kyb-verification/12?tab=documents');
  });

  it.each([
    ['/fees', 'Fees'],
    ['/distribution', 'Distributions'],
    ['/discount', 'Discounts'],
    ['/promotion-groups', 'Discount groups'],
    ['/new-promotion-group', 'Create discount group'],
    ['/edit-promotion-group?id=3', 'Edit discount group'],
    ['/new-discount', 'Create discount'],
    ['/edit-discount?id=2', 'Edit discount'],
    ['/verification', 'KYC verification'],
    ['/verification/5', 'KYC verification review'],
    ['/kyb-verification', 'KYB verification'],
    ['/kyb-verification/7', 'KYB verification review'],
    ['/cliq', 'Cliq accounts'],
    ['/cliq/9', 'Cliq account review'],
    ['/no-such-page', 'Page not found'],
  ])('%s shows "%s" with its tab title', async (path, title) => {
    signInAsAdmin();
    renderApp(path);
    expect(await pageHeading(title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · Processor Admin`));
  });

  it('has the sidebar of the spec, marks the current section, and moves focus to the new page', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    const { router } = renderApp('/edit-discount?id=1');
    await pageHeading('Edit discount');
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual([
      ['Fees', '/fees'],
      ['Distributions', '/distribution'],
      ['Discounts', '/discount'],
      ['Discount groups', '/promotion-groups'],
      ['KYC verification', '/verification'],
      ['KYB verification', '/kyb-verification'],
      ['Cliq accounts', '/cliq'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Discounts' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'KYC verification' }));
    const heading = await pageHeading('KYC verification');
    expect(router.state.location.pathname).toBe('/verification');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('remembers the collapsed sidebar', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    renderApp('/fees');
    await pageHeading('Fees');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('logs out: ends the server session, clears everything, lands on /login', async () => {
    const user = userEvent.setup();
    signInAsAdmin(true);
    const { router } = renderApp('/cliq');
    await pageHeading('Cliq accounts');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await pageHeading('Welcome to the processor platform')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull();
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(db.sessions.size).toBe(0);
  });

  it('logs out locally even when the server call fails', async () => {
    const user = userEvent.setup();
    server.use(mswHttp.post('*/api/logout', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    signInAsAdmin();
    renderApp('/fees');
    await pageHeading('Fees');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await pageHeading('Welcome to the processor platform')).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('on a 401 lands on /login without a reload, and returns to the page after signing in', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    const { router } = renderApp('/verification?status=pending');
    await pageHeading('KYC verification');
    db.sessions.clear(); // the server forgets the session (expired, revoked)
    await expect(http.get('/api/user')).rejects.toMatchObject({ response: { status: 401 } });
    expect(await pageHeading('Welcome to the processor platform')).toBeInTheDocument();
    // Not silent: the page says the session ended and where signing in leads.
    expect(screen.getByText('Your session has ended. Sign in again to return to where you were.')).toBeVisible();
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    await signInThroughForm(user);
    expect(await pageHeading('KYC verification')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/verification?status=pending');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'KYC verification' })).toHaveFocus());
  });

  it('on a 403 tells the administrator "Admin privileges required."', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(mswHttp.get('*/api/admin/kyc/pending', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    signInAsAdmin();
    renderApp('/verification');
    await pageHeading('KYC verification');
    // This call's own 403 is told, whatever the list's load (also refused) told a moment before: the notice is
    // given once per burst, and when the list's refusal lands relative to this call depends on the machine's load.
    resetHttpNotices();
    await expect(http.get('/api/admin/kyc/pending')).rejects.toMatchObject({ response: { status: 403 } });
    expect(await screen.findByText('Admin privileges required.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Admin privileges required');
    expect(readToken()).not.toBeNull();
    warn.mockRestore();
  });

  it('shows the global loading bar on /login while the login call runs', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mswHttp.post(`*${LOGIN_PATH}`, async () => {
        await gate;
        // fall through to the demo backend's login handler
      }),
    );
    renderApp('/login');
    await pageHeading('Welcome to the processor platform');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await signInThroughForm(user);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    release();
    expect(await pageHeading('Fees')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('drives the global loading bar while the first screen chunk loads', async () => {
    renderApp('/login');
    // The chunk is still loading (HydrateFallback): the loading state is on, the bar will show.
    expect(loadingStore.getState().loading).toBe(true);
    await pageHeading('Welcome to the processor platform');
    // Off once the page's effects have run, a task after it shows (sooner under no load): waited for as the admin
    // waits for the bar to go.
    await waitFor(() => expect(loadingStore.getState()).toMatchObject({ loading: false, count: 0 }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
