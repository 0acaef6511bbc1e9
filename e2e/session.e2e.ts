import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, resetDemo, shoot, signIn, useDemoBrowser, SPA_URL } from './browser';

const ADMIN = { username: 'admin', password: 'Admin#2026' };
const AGENT = { username: 'agent', password: 'Agent#2026' };

const demo = useDemoBrowser();
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = demo);
});

const tokenCookie = async () => (await context.cookies()).find((c) => c.name === 'access_token');
const storedUser = () => page.evaluate(() => window.localStorage.getItem('user'));

describe('signing in and out', () => {
  it('lands an admin on /fees inside the shell with the sidebar', async () => {
    await page.goto('/');
    await page.waitForURL('**/login', SPA_URL);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/welcome to the processor platform/i);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/fees', SPA_URL);
    await page.getByRole('heading', { level: 1, name: 'Fees' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Fees', 'Distributions', 'Discount', 'Discount Groups', 'KYC Verification', 'KYB Verification', 'Cliq']) {
      await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    await expect(nav.getByRole('link', { name: 'Fees', exact: true }).getAttribute('aria-current')).resolves.toBe('page');
    const cookie = await tokenCookie();
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.sameSite).toBe('Strict');
    expect(JSON.parse((await storedUser()) ?? 'null')).toMatchObject({ is_admin: true });
    await shoot(page, 'shell-fees');
  });

  it('sends a visitor to /login and back to the page they wanted after signing in', async () => {
    await page.goto('/cliq');
    await page.waitForURL('**/login', SPA_URL);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/cliq', SPA_URL);
    await page.getByRole('heading', { level: 1, name: 'Cliq Account Management' }).waitFor();
  });

  it('refuses a non-admin with the exact message and stores nothing', async () => {
    await page.goto('/login');
    await signIn(page, AGENT.username, AGENT.password);
    await page.getByText('Access denied. Admin privileges required.', { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(await tokenCookie()).toBeUndefined();
    expect(await storedUser()).toBeNull();
    await shoot(page, 'login-non-admin');
  });

  it('shows the server message when the credentials are wrong, keeping what was typed', async () => {
    await page.goto('/login');
    await signIn(page, ADMIN.username, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'The provided credentials are incorrect.' }).waitFor();
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe(ADMIN.username);
    expect(await tokenCookie()).toBeUndefined();
  });

  it('sends the administrator back to /login when the server answers 401', async () => {
    await page.goto('/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/fees', SPA_URL);
    // The server forgets every session (as when a token expires or is revoked).
    await resetDemo();
    await page.goto('/distribution');
    await page.waitForURL('**/login', SPA_URL);
    expect(await tokenCookie()).toBeUndefined();
    expect(await storedUser()).toBeNull();
    // Signing in again returns to where they were.
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/distribution', SPA_URL);
  });

  it('logs out: the server is told, the session is cleared, protected pages need a new sign-in', async () => {
    await page.goto('/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/fees', SPA_URL);
    const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Logout' }).click();
    await logoutCall;
    await page.waitForURL('**/login', SPA_URL);
    expect(await tokenCookie()).toBeUndefined();
    expect(await storedUser()).toBeNull();
    await page.goto('/fees');
    await page.waitForURL('**/login', SPA_URL);
  });

  it('has no axe violation on the login page or the shell', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await shoot(page, 'login');
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Fees' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('collapses the sidebar to 70px and expands it back to 160px', async () => {
    await page.goto('/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Fees' }).waitFor();
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
