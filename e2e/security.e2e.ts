import type { Page } from '@playwright/test';
import { ADMIN, axeViolations, expect, shoot, signIn, test } from './fixtures';

// Sessions and browser security (docs/security.md): the idle lock, tabs that agree, the Content-Security-Policy with
// Trusted Types. Every test of the suite also fails on any policy violation (fixtures.ts, `policyViolations`).

const MINUTE = 60_000;

async function newGroupWithName(page: Page, name: string) {
  await page.goto('/new-promotion-group');
  await expect(page.getByRole('heading', { level: 1, name: 'Create discount group' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
}

test.describe('the browser security of the console', () => {
  test('is served under a strict Content-Security-Policy with Trusted Types, which the page enforces', async ({ page }) => {
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
    ]) {
      expect(policy).toContain(directive);
    }
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // A string given to an HTML sink is refused (Trusted Types), and an inline script does not run.
    const outcome = await page.evaluate(() => {
      const probe = document.createElement('div');
      let sink = 'accepted';
      try {
        probe.innerHTML = '<img src="x" onerror="window.__pwned = 1">';
      } catch (error) {
        sink = error instanceof TypeError ? 'refused' : String(error);
      }
      return { sink, pwned: (window as unknown as { __pwned?: number }).__pwned ?? null };
    });
    expect(outcome).toEqual({ sink: 'refused', pwned: null });
  });

  test('a hostile record field is text: it creates no script and no element', async ({ page, policyViolations }) => {
    await page.goto('/login');
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/fees$/);
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await newGroupWithName(page, hostile);
    await page.getByLabel('Description').fill('<script>window.__pwned=2</script>');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/promotion-groups$/);
    // Listed as typed: its name in the View link, its description in its cell.
    await expect(page.getByRole('link', { name: `View ${hostile}` })).toBeVisible();
    await expect(page.getByText('<script>window.__pwned=2</script>')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
    expect(await page.locator('img[src="x"], main script').count()).toBe(0);
    expect(policyViolations).toEqual([]);
  });

  test.describe('the idle lock', () => {
    test.use({ signedIn: true });

    test('warns in the last minute, locks after 15 minutes, and a sign-in returns to the page with the draft', async ({ page }) => {
      await page.clock.install();
      await newGroupWithName(page, 'Riders of the night shift');
      // 14 minutes without input: the warning, announced (an alert dialog) with its countdown.
      await page.clock.fastForward(14 * MINUTE);
      const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(/Signing out in [01]:\d\d/);
      await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
      await shoot(page, 'idle-warning');
      expect(await axeViolations(page)).toEqual([]);
      // "Stay signed in" starts the 15 minutes again.
      await warning.getByRole('button', { name: 'Stay signed in' }).click();
      await expect(warning).toBeHidden();
      await page.clock.fastForward(13 * MINUTE);
      await expect(page.getByRole('heading', { level: 1, name: 'Create discount group' })).toBeVisible();
      // Then 15 minutes without input: locked, signed out as after a 401.
      await page.clock.fastForward(2 * MINUTE + 1000);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('You were signed out after 15 minutes without activity.', { exact: false })).toBeVisible();
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'access_token')).toBeUndefined();
      await signIn(page, ADMIN);
      await expect(page).toHaveURL(/\/new-promotion-group$/);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Riders of the night shift');
    });
  });

  test.describe('tabs agree', () => {
    test.use({ signedIn: true });

    test('a sign-out in one page reaches a second page of the same browser within a second', async ({ page, context }) => {
      await page.goto('/fees');
      await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
      const second = await context.newPage();
      await newGroupWithName(second, 'Typed in the second tab');
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(second).toHaveURL(/\/login$/, { timeout: 1000 });
      await expect(second.getByText('You were signed out in another tab.', { exact: false })).toBeVisible();
      // Signing in again in the first page signs the second one in too: back where it was, with what was typed.
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, ADMIN);
      await expect(second).toHaveURL(/\/new-promotion-group$/);
      await expect(second.getByLabel('Name', { exact: true })).toHaveValue('Typed in the second tab');
    });
  });
});
