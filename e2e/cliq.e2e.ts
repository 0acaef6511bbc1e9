import type { Page } from '@playwright/test';
import { axeViolations, expect, shoot, test } from './fixtures';

// Every test: the demo seed, signed in as the demo administrator.
test.use({ signedIn: true });

const accounts = (page: Page) => page.getByRole('table', { name: 'Cliq accounts' });
const filter = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const viewLinks = (page: Page) => accounts(page).getByRole('link', { name: /^View account / });
/** The account id of the list's first row (its View link is named "View account <id>"). */
const firstId = async (page: Page) => ((await viewLinks(page).first().getAttribute('aria-label')) ?? '').replace('View account ', '');

/**
 * The list shows the `label` filter's answer: every row's status (4th cell) reads `label` and nothing is loading.
 * Right after a filter change the address is new but the rows may still be the previous filter's.
 */
async function expectFilteredBy(page: Page, label: string) {
  const statuses = async () => [
    ...new Set((await accounts(page).locator('tbody tr > td:nth-child(4)').allTextContents()).map((s) => s.trim())),
  ];
  await expect.poll(statuses).toEqual([label]);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The status cell (4th) of the row whose View link opens account `id`, paging through the `label`-filtered list until found. */
async function statusInList(page: Page, id: string, label: string): Promise<string> {
  const link = page.getByRole('link', { name: `View account ${id}`, exact: true });
  const row = accounts(page).getByRole('row').filter({ has: link });
  for (;;) {
    await expectFilteredBy(page, label);
    if ((await row.count()) === 1) return ((await row.getByRole('cell').nth(3).textContent()) ?? '').trim();
    const next = page.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') return 'not listed';
    // The next page's rows arrive after its "Page N of M": wait until the rows are others.
    const shown = await firstId(page);
    await next.click();
    await expect(viewLinks(page).first()).not.toHaveAttribute('aria-label', `View account ${shown}`);
  }
}

test.describe('Cliq accounts', () => {
  test('filters, pages, opens an account, approves it and finds it Verified in the list', async ({ page, context }) => {
    await page.goto('/fees');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cliq accounts', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cliq accounts' })).toBeVisible();
    await expect(accounts(page)).toBeVisible();
    // The queue opens on Pending; All is a choice kept in the address.
    await expect(filter(page)).toHaveValue('pending');
    await filter(page).selectOption('all');
    await expect(page).toHaveURL(/\/cliq\?status=all$/);
    await expect(page.getByText(/^Total: \d+$/)).toHaveText('Total: 48');

    await filter(page).selectOption('pending');
    await expect(page).toHaveURL(/\/cliq$/);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expectFilteredBy(page, 'Pending');
    const pendingTotal = (await page.getByText(/^Total: \d+$/).textContent()) ?? '';
    const pageOne = await firstId(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/cliq\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    // "Page 2 of 2" shows as soon as the address has page 2; its rows arrive after: open a row of page 2.
    await expect(viewLinks(page).first()).not.toHaveAttribute('aria-label', `View account ${pageOne}`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const id = await firstId(page);
    await accounts(page)
      .getByRole('link', { name: `View account ${id}`, exact: true })
      .click();
    // The list's filter and page travel in the address…
    await expect(page).toHaveURL((url) => url.pathname === `/cliq/${id}` && url.search === '?from=page%3D2');
    await expect(page.getByRole('heading', { level: 2, name: 'Account information' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Cliq accounts' })).toHaveAttribute('href', '/cliq?page=2');
    // …so the same link opened in a new tab returns there too.
    const tab = await context.newPage();
    await tab.goto(page.url());
    await expect(tab.getByRole('heading', { level: 2, name: 'Account information' })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Back to Cliq accounts' })).toHaveAttribute('href', '/cliq?page=2');
    await tab.close();
    await shoot(page, 'cliq-review');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Approve account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm approval' });
    await expect(dialog.getByText(/^Are you sure you want to approve this Cliq account for .+\?$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(page.getByText('Cliq account approved successfully!', { exact: true })).toBeVisible();
    // Back to the list as it was left: pending (page 2, which the approval may have emptied: then the last page).
    await expect(page).toHaveURL((url) => url.pathname === '/cliq' && !url.searchParams.has('status'));
    await expect(page.getByText(/^Total: \d+$/)).not.toHaveText(pendingTotal);

    await filter(page).selectOption('verified');
    await expect(page).toHaveURL(/\/cliq\?status=verified$/);
    expect(await statusInList(page, id, 'Verified')).toBe('Verified');
  });

  test('rejects an account whose history holds an approval, after the revert warning', async ({ page }) => {
    await page.goto('/cliq/4');
    await expect(page.getByRole('heading', { level: 2, name: 'Account information' })).toBeVisible();
    const history = page.getByRole('table', { name: 'Change history' });
    await expect(history.getByRole('cell', { name: 'Approved', exact: true })).toHaveCount(1);

    await page.getByRole('button', { name: 'Reject account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reject Cliq account' });
    await expect(dialog.getByText('Are you sure you want to reject this Cliq account?', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText('This action will revert the account to its previous approved state: the alias WALLET4 comes back.', {
        exact: true,
      }),
    ).toBeVisible();
    await shoot(page, 'cliq-reject-modal');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, reject' }).click();
    await expect(page.getByText('Cliq account rejected successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/cliq$/);

    await filter(page).selectOption('rejected');
    expect(await statusInList(page, '4', 'Rejected')).toBe('Rejected');
    await page.goto('/cliq/4');
    await expect(page.getByRole('region', { name: 'Account actions' }).getByText('Status: Rejected')).toBeVisible();
    // The server reverted it: the approved alias is back.
    await expect(page.getByRole('region', { name: 'Account information' }).getByText('WALLET4', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject account' })).toHaveCount(0);
  });

  test('sends an unknown account back to the list, told "Cliq account not found."', async ({ page }) => {
    await page.goto('/cliq/99999');
    await expect(page.getByText('Cliq account not found.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/cliq$/);
    await expect(accounts(page)).toBeVisible();
    await shoot(page, 'cliq-list');
    expect(await axeViolations(page)).toEqual([]);
  });
});
