import type { Route } from '@playwright/test';
import { KYC_SEED_SIZE, makeKycUser } from '../packages/admin-app/src/features/kyc/demo';
import { expect, test } from './fixtures';

// The demo seed is deterministic: the same users the server holds.
const SEED = Array.from({ length: KYC_SEED_SIZE }, (_, i) => makeKycUser(i));
const nameOf = (u: (typeof SEED)[number]) => `${u.first_name} ${u.second_name} ${u.third_name} ${u.family_name}`;

test.use({ signedIn: true });

const LIST_CALL = /\/api\/admin\/kyc\/pending(\?|$)/;
const REFRESHED_EMAIL = 'refreshed.behind@example.test';

test.describe('the cached data layer', () => {
  test('Back from a KYC review shows the list rows within a few hundred ms while the list call takes seconds, then the refreshed rows', async ({
    page,
  }) => {
    await page.goto('/fees');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'KYC verification' }).click();
    const table = page.getByRole('table', { name: 'KYC verifications' });
    await expect(table.locator('tbody tr')).toHaveCount(15);
    const firstRow = table.locator('tbody tr').first();
    const reviewLink = firstRow.getByRole('link', { name: /^Review / });
    const firstName = (await reviewLink.getAttribute('aria-label'))!.replace(/^Review /, '');
    expect(SEED.map(nameOf)).toContain(firstName);
    await reviewLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'KYC verification review' })).toBeVisible();

    // From now on the list call is slow: held until the test releases it (seconds, as far as the page knows),
    // and its answer then carries a change made meanwhile (the first user's new email).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Route[] = [];
    // Asked means held: resolved by the route itself (the request event can come before the route runs).
    let asked: () => void = () => {};
    const listAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(LIST_CALL, async (route) => {
      held.push(route);
      asked();
      await released;
      const response = await route.fetch();
      const body = (await response.json()) as { data: { data: { email: string }[] } };
      body.data.data[0]!.email = REFRESHED_EMAIL;
      await route.fulfill({ response, json: body });
    });

    // Measured in the page: from the click on Back to KYC verification to the list's 15 rows in the document.
    const shownIn = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let clickedAt: number | null = null;
          document.addEventListener(
            'click',
            (event) => {
              if ((event.target as Element).closest('a')?.textContent?.includes('Back to KYC verification')) clickedAt = performance.now();
            },
            { capture: true },
          );
          const rowsShown = () => {
            const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === 'KYC verifications');
            return table !== undefined && table.querySelectorAll('tbody tr').length === 15;
          };
          new MutationObserver((_, observer) => {
            if (clickedAt !== null && rowsShown()) {
              observer.disconnect();
              resolve(performance.now() - clickedAt);
            }
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('link', { name: 'Back to KYC verification' }).click();
    // The requirement itself: the rows are shown at once from the cache, not after the slow call.
    const ms = await shownIn;
    test.info().annotations.push({ type: 'rows shown after Back', description: `${Math.round(ms)} ms` });
    expect(ms).toBeLessThan(500);
    await expect(table.getByRole('link', { name: `Review ${firstName}`, exact: true })).toBeVisible({ timeout: 500 });
    await listAsked;
    // The call is still held: what is shown came from the cache.
    expect(held).toHaveLength(1);
    await expect(table.getByText(REFRESHED_EMAIL)).toHaveCount(0);

    release();
    // The refresh behind the rows lands: the change shows without any action of the admin.
    await expect(table.getByText(REFRESHED_EMAIL)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(15);
    await page.unroute(LIST_CALL);
  });
});
