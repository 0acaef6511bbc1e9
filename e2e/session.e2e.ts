import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN, AGENT, apiSession, axeViolations, expect, sessionShape, shoot, signIn, test } from './fixtures';

const tokenCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'access_token');
const storedUser = (page: Page) => page.evaluate(() => window.localStorage.getItem('user'));

test.describe('signing in and out', () => {
  test('lands an admin on /fees inside the shell with the sidebar', async ({ page, context, request }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome to the processor platform/i);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/fees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Fees', 'Distributions', 'Discounts', 'Discount groups', 'KYC verification', 'KYB verification', 'Cliq accounts']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Fees', exact: true })).toHaveAttribute('aria-current', 'page');
    const cookie = await tokenCookie(context);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.sameSite).toBe('Strict');
    expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({ is_admin: true });
    // The other tests' sessions come from the login call (fixtures.ts): the form leaves the same cookie and storage.
    const origin = new URL(page.url()).origin;
    const formSession = sessionShape(await context.storageState());
    expect(formSession).toEqual(sessionShape(await apiSession(request, origin)));
    await shoot(page, 'shell-fees');
  });

  test('sends a visitor to /login and back to the page they wanted after signing in', async ({ page }) => {
    await page.goto('/cliq');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/cliq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cliq accounts' })).toBeVisible();
  });

  test('refuses a non-admin with the exact message and stores nothing', async ({ page, context }) => {
    await page.goto('/login');
    await signIn(page, AGENT);
    await expect(page.getByText('Access denied. Admin privileges required.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await tokenCookie(context)).toBeUndefined();
    expect(await storedUser(page)).toBeNull();
    await shoot(page, 'login-non-admin');
  });

  test('says the credentials were refused when they are wrong, keeping what was typed', async ({ page, context }) => {
    await page.goto('/login');
    await signIn(page, { ...ADMIN, password: 'wrong-password' });
    await expect(page.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(ADMIN.username);
    expect(await tokenCookie(context)).toBeUndefined();
  });

  test('sends the administrator back to /login when the server answers 401', async ({ page, context, resetDemo }) => {
    await page.goto('/login');
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/fees$/);
    // The server forgets every session (as when a token expires or is revoked).
    await resetDemo();
    await page.goto('/distribution');
    await expect(page).toHaveURL(/\/login$/);
    expect(await tokenCookie(context)).toBeUndefined();
    expect(await storedUser(page)).toBeNull();
    // Signing in again returns to where they were.
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/distribution$/);
  });

  test('logs out: the server is told, the session is cleared, protected pages need a new sign-in', async ({ page, context }) => {
    await page.goto('/login');
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/fees$/);
    const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Logout' }).click();
    await logoutCall;
    await expect(page).toHaveURL(/\/login$/);
    expect(await tokenCookie(context)).toBeUndefined();
    expect(await storedUser(page)).toBeNull();
    await page.goto('/fees');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('has no axe violation on the login page or the shell', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await shoot(page, 'login');
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('collapses the sidebar to 70px and expands it back to 160px', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const width = async () => Math.round((await nav.boundingBox())?.width ?? 0);
    await expect.poll(width).toBe(160);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(width).toBe(70);
    await shoot(page, 'shell-collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(width).toBe(160);
  });
});
