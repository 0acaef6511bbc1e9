import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../demo/accounts';
import { setDemoSettings } from '../../demo/settings';
import { LOGIN_PATH } from '../../platform/session/auth';
import { readStoredUser } from '../../platform/session/storedUser';
import { readToken } from '../../platform/session/tokenCookie';
import { recordCookieWrites } from '../../test/cookies';
import { setupDemoServer } from '../../test/demoServer';
import { LocationProbe } from '../../test/LocationProbe';
import { clearClientState, signInAsAdmin } from '../../test/session';
import { LoginPage, type LoginPageProps } from './LoginPage';

const server = setupDemoServer();

beforeEach(() => clearClientState());
afterEach(() => clearClientState());

function openLogin(entry: InitialEntry = '/login', props: LoginPageProps = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginPage {...props} />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(usernameField(), username);
  await user.type(passwordField(), password);
}

/** Counts login calls reaching the demo backend (without answering them). */
function countLoginCalls() {
  const counter = { calls: 0 };
  server.use(
    mswHttp.post(`*${LOGIN_PATH}`, () => {
      counter.calls += 1;
    }),
  );
  return counter;
}

describe('LoginPage', () => {
  it('shows the title, the fields and sets the tab title', () => {
    openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the processor platform' })).toBeInTheDocument();
    expect(usernameField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Trust this PC' })).not.toBeChecked();
    expect(loginButton()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(document.title).toBe('Login · Processor Admin');
  });

  it('signs an administrator in and lands on /fees', async () => {
    const user = openLogin();
    await fillIn(user, 'admin', 'Admin#2026');
    await user.click(loginButton());
    expect(await screen.findByRole('heading', { name: 'Landed on /fees' })).toBeInTheDocument();
    expect(readToken()).not.toBeNull();
    expect(readStoredUser()).toMatchObject({ user_name: 'admin', is_admin: true });
  });

  it('returns to the page the administrator wanted', async () => {
    const user = openLogin({ pathname: '/login', state: { from: { pathname: '/verification', search: '?status=pending', hash: '' } } });
    await fillIn(user, 'admin', 'Admin#2026');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Landed on /verification?status=pending' })).toBeInTheDocument();
  });

  it('says the session ended when a 401 brought the administrator here, and not on a first visit', async () => {
    const from = { pathname: '/verification', search: '?status=pending', hash: '' };
    const { unmount } = render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from } }]}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Your session has ended. Sign in again to return to where you were.')).not.toBeInTheDocument();
    unmount();
    const user = openLogin({ pathname: '/login', state: { from, ended: 'expired' } });
    expect(screen.getByText('Your session has ended. Sign in again to return to where you were.')).toBeVisible();
    await fillIn(user, 'admin', 'Admin#2026');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Landed on /verification?status=pending' })).toBeInTheDocument();
  });

  it('says why the session ended when the idle lock or another tab ended it', () => {
    const from = { pathname: '/fees', search: '', hash: '' };
    const { unmount } = render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from, ended: 'expired', endedBy: 'idle' } }]}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByText('You were signed out after 15 minutes without activity. Sign in again to return to where you were.'),
    ).toBeVisible();
    unmount();
    openLogin({ pathname: '/login', state: { from, ended: 'expired', endedBy: 'another-tab' } });
    expect(screen.getByText('You were signed out in another tab. Sign in again to return to where you were.')).toBeVisible();
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it('goes on to the page it was taking the administrator to when another tab signs in', async () => {
    openLogin({ pathname: '/login', state: { from: { pathname: '/discounts', search: '', hash: '' }, ended: 'expired' } });
    // Another tab signs in: the cookie holds its token, and its channel says so.
    signInAsAdmin();
    const otherTab = new BroadcastChannel('admin:session');
    act(() => otherTab.postMessage({ type: 'signed-in' }));
    otherTab.close();
    expect(await screen.findByRole('heading', { name: 'Landed on /discounts' })).toBeInTheDocument();
  });

  it('refuses to return to another origin', async () => {
    const user = openLogin({ pathname: '/login', state: { from: '//evil.example/steal' } });
    await fillIn(user, 'admin', 'Admin#2026');
    await user.click(loginButton());
    expect(await screen.findByRole('heading', { name: 'Landed on /fees' })).toBeInTheDocument();
  });

  it('refuses a non-admin, stores nothing and keeps what was typed', async () => {
    const user = openLogin();
    await fillIn(user, 'agent', 'Agent#2026');
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(usernameField()).toHaveValue('agent');
    expect(passwordField()).toHaveValue('Agent#2026');
    expect(screen.queryByRole('heading', { name: /Landed on/ })).not.toBeInTheDocument();
  });

  it('says in its own words that the credentials were refused, keeps the values, and allows another try', async () => {
    const user = openLogin();
    await fillIn(user, 'admin', 'wrong-password');
    await user.click(loginButton());
    // Not the server's sentence ("The provided credentials are incorrect."): the page's, in the interface language.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The username or password is incorrect\.$/);
    expect(usernameField()).toHaveValue('admin');
    expect(passwordField()).toHaveValue('wrong-password');
    expect(loginButton()).not.toHaveAttribute('aria-busy');
    await user.clear(passwordField());
    await user.type(passwordField(), 'Admin#2026{Enter}');
    expect(await screen.findByRole('heading', { name: 'Landed on /fees' })).toBeInTheDocument();
  });

  it('shows the demo failure message when the server fails', async () => {
    setDemoSettings({ fail: ['auth'] });
    const user = openLogin();
    await fillIn(user, 'admin', 'Admin#2026');
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Demo failure (demo-fail)');
  });

  it('asks for both fields before calling the server', async () => {
    const login = countLoginCalls();
    const user = openLogin();
    await user.click(loginButton());
    expect(usernameField()).toHaveAccessibleDescription('Enter your username.');
    expect(passwordField()).toHaveAccessibleDescription('Enter your password.');
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameField()).toHaveFocus();
    await user.type(usernameField(), 'admin{Enter}');
    expect(usernameField()).not.toHaveAttribute('aria-invalid');
    expect(passwordField()).toHaveFocus();
    expect(login.calls).toBe(0);
  });

  it('cannot be submitted twice while signing in', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post(`*${LOGIN_PATH}`, async () => {
        await held;
      }),
    );
    const login = countLoginCalls();
    const user = openLogin();
    await fillIn(user, 'admin', 'Admin#2026');
    await user.keyboard('{Enter}{Enter}');
    await user.click(loginButton());
    expect(loginButton()).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('heading', { name: 'Landed on /fees' })).toBeInTheDocument();
    expect(login.calls).toBe(1);
  });

  it('reveals how to get a password reset', async () => {
    const user = openLogin();
    const forgot = screen.getByRole('button', { name: 'Forgot password' });
    expect(forgot).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Ask another administrator to reset your password.')).not.toBeVisible();
    await user.click(forgot);
    expect(forgot).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ask another administrator to reset your password.')).toBeVisible();
    // The button controls the help box (the InlineAlert region), which holds the text.
    const controlsId = forgot.getAttribute('aria-controls');
    const controlled = screen.getByText((_, element) => Boolean(controlsId) && element?.id === controlsId);
    expect(controlled).toHaveTextContent('Ask another administrator to reset your password.');
    expect(controlled).toBeVisible();
  });

  it('keeps the token for 7 days only when "Trust this PC" is checked (and never sends it)', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      mswHttp.post(`*${LOGIN_PATH}`, async ({ request }) => {
        body = (await request.clone().json()) as Record<string, unknown>;
      }),
    );
    const cookies = recordCookieWrites();
    const user = openLogin();
    await fillIn(user, 'admin', 'Admin#2026');
    await user.click(screen.getByRole('checkbox', { name: 'Trust this PC' }));
    expect(screen.getByRole('checkbox', { name: 'Trust this PC' })).toBeChecked();
    await user.click(loginButton());
    await screen.findByRole('heading', { name: 'Landed on /fees' });
    cookies.restore();
    expect(cookies.token()).toMatch(/; expires=/);
    expect(Object.keys(body).sort()).toEqual([
      'client_id',
      'client_secret',
      'device_id',
      'fcm_token',
      'grant_type',
      'password',
      'scope',
      'user_name',
      'username',
    ]);
  });

  it('uses a session cookie when "Trust this PC" is not checked', async () => {
    const cookies = recordCookieWrites();
    const user = openLogin();
    await fillIn(user, 'admin', 'Admin#2026{Enter}');
    await screen.findByRole('heading', { name: 'Landed on /fees' });
    cookies.restore();
    expect(cookies.token()).toBeDefined();
    expect(cookies.token()).not.toMatch(/expires=/);
  });

  it('lists the demo accounts in demo mode and fills them in', async () => {
    const user = openLogin('/login', { demoAccounts });
    const box = screen.getByRole('region', { name: 'Demo accounts' });
    expect(box).toHaveTextContent('admin / Admin#2026');
    expect(box).toHaveTextContent('agent / Agent#2026');
    await user.click(screen.getByRole('button', { name: 'Use the admin account' }));
    expect(usernameField()).toHaveValue('admin');
    expect(passwordField()).toHaveValue('Admin#2026');
    await user.click(loginButton());
    expect(await screen.findByRole('heading', { name: 'Landed on /fees' })).toBeInTheDocument();
  });
});

describe('LoginPage while a request is slow', () => {
  it('shows the Login button busy until the answer arrives', async () => {
    // The answer (the demo backend's) waits until the test lets it go.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let calls = 0;
    server.use(
      mswHttp.post(`*${LOGIN_PATH}`, async () => {
        calls += 1;
        await held;
        return undefined;
      }),
    );
    const user = openLogin();
    await fillIn(user, 'admin', 'Admin#2026');
    await user.click(loginButton());
    expect(loginButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(loginButton());
    expect(loginButton()).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('heading', { name: 'Landed on /fees' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
