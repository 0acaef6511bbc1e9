import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, shoot, useDemoBrowser, SPA_URL } from './browser';

// Every test: the demo seed, a fresh page, signed in as the demo administrator.
const demo = useDemoBrowser({ signedIn: true });
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = demo);
});

const accounts = () => page.getByRole('table', { name: 'Cliq accounts' });
const filter = () => page.getByRole('combobox', { name: 'Filter by Status:' });

/**
 * The list shows the `label` filter's answer: nothing loading and every row's status (4th cell)
 * reads `label`. Right after a filter change the address is new but the rows may still be the
 * previous filter's (the request starts with the next render): looking then would search the wrong list.
 */
const filteredListShown = (label: string) =>
  page.waitForFunction((expected) => {
    const caption = [...document.querySelectorAll('caption')].find((c) => c.textContent === 'Cliq accounts');
    const table = caption?.closest('table');
    if (!table || document.querySelector('[aria-busy="true"]')) return false;
    const statuses = [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[3]?.textContent?.trim());
    return statuses.length > 0 && statuses.every((status) => status === expected);
  }, label);

/** The status cell (4th) of the row whose View link opens account `id`, paging through the `label`-filtered list until found. */
async function statusInList(id: string, label: string): Promise<string> {
  for (;;) {
    await filteredListShown(label);
    const name = `View account ${id}`;
    if ((await accounts().getByRole('link', { name, exact: true }).count()) === 1) {
      const row: Locator = accounts().getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
      return (await row.getByRole('cell').nth(3).textContent()) ?? '';
    }
    const next = page.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') return 'not listed';
    const status = (await page.getByText(/^Page \d+ of \d+$/).textContent()) ?? '';
    await next.click();
    await page.getByText(/^Page \d+ of \d+$/).filter({ hasNotText: status }).waitFor();
  }
}

describe('Cliq accounts', () => {
  it('filters, pages, opens an account, approves it and finds it Verified in the list', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cliq', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Cliq Account Management' }).waitFor();
    await accounts().waitFor();
    expect(await page.getByText(/^Total: \d+$/).textContent()).toBe('Total: 48');

    await filter().selectOption('pending');
    await page.waitForURL('**/cliq?status=pending', SPA_URL);
    await page.getByText('Page 1 of 2').waitFor();
    const pendingTotal = await page.getByText(/^Total: \d+$/).textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/cliq?status=pending&page=2', SPA_URL);
    await page.getByText('Page 2 of 2').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');

    // "Page 2 of 2" shows as soon as the address has page 2; its rows arrive after (the list is aria-busy
    // until then): read a row only once they are there, and open that very row.
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    const first = accounts().getByRole('link', { name: /^View account / }).first();
    const id = ((await first.getAttribute('aria-label')) ?? '').replace('View account ', '');
    await accounts().getByRole('link', { name: `View account ${id}`, exact: true }).click();
    // The list's filter and page travel in the address…
    await page.waitForURL((url) => url.pathname === `/cliq/${id}` && url.search === '?from=status%3Dpending%26page%3D2', SPA_URL);
    await page.getByRole('heading', { level: 2, name: 'Account Information' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to List' }).getAttribute('href')).toBe('/cliq?status=pending&page=2');
    // …so the same link opened in a new tab returns there too.
    const tab = await context.newPage();
    await tab.goto(page.url());
    await tab.getByRole('heading', { level: 2, name: 'Account Information' }).waitFor();
    expect(await tab.getByRole('link', { name: 'Back to List' }).getAttribute('href')).toBe('/cliq?status=pending&page=2');
    await tab.close();
    await shoot(page, 'cliq-review');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Approve Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Approval' });
    await dialog.getByText(/^Are you sure you want to approve this Cliq account for .+\?$/).waitFor();
    await dialog.getByRole('button', { name: 'Yes, Approve' }).click();
    await page.getByText('Cliq account approved successfully!', { exact: true }).waitFor();
    // Back to the list as it was left: pending (page 2, which the approval may have emptied: then the last page).
    await page.waitForURL((url) => url.pathname === '/cliq' && url.searchParams.get('status') === 'pending', SPA_URL);
    await page.getByText(/^Total: \d+$/).filter({ hasNotText: pendingTotal ?? '' }).waitFor();

    await filter().selectOption('verified');
    await page.waitForURL('**/cliq?status=verified', SPA_URL);
    expect(await statusInList(id, 'Verified')).toBe('Verified');
  });

  it('rejects an account whose history holds an approval, after the revert warning', async () => {
    await page.goto('/cliq/4');
    await page.getByRole('heading', { level: 2, name: 'Account Information' }).waitFor();
    const history = page.getByRole('table', { name: 'Change History' });
    await expect(history.getByRole('cell', { name: 'Approved', exact: true }).count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Reject Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Cliq Account' });
    await dialog.getByText('Are you sure you want to reject this Cliq account?', { exact: true }).waitFor();
    await dialog.getByText('This action will revert the account to its previous approved state.', { exact: true }).waitFor();
    await shoot(page, 'cliq-reject-modal');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, Reject' }).click();
    await page.getByText('Cliq account rejected successfully!', { exact: true }).waitFor();
    await page.waitForURL(/\/cliq$/, SPA_URL);

    await filter().selectOption('rejected');
    expect(await statusInList('4', 'Rejected')).toBe('Rejected');
    await page.goto('/cliq/4');
    await page.getByRole('region', { name: 'Account actions' }).getByText('Status: Rejected').waitFor();
    expect(await page.getByRole('button', { name: 'Reject Account' }).count()).toBe(0);
  });

  it('sends an unknown account back to the list, told "Cliq account not found."', async () => {
    await page.goto('/cliq/99999');
    await page.getByText('Cliq account not found.', { exact: true }).waitFor();
    await page.waitForURL(/\/cliq$/, SPA_URL);
    await accounts().waitFor();
    await shoot(page, 'cliq-list');
    expect(await axeViolations(page)).toEqual([]);
  });
});
