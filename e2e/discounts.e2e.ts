import type { Page } from '@playwright/test';
import { axeViolations, expect, shoot, signIn, test } from './fixtures';

// Every test: the demo seed, signed in as the demo administrator.
test.use({ signedIn: true });

const pad = (n: number) => String(n).padStart(2, '0');
/** Today plus `days` (same machine, same time zone), as a person types it in the period's inputs: DD/MM/YYYY. */
const day = (days: number) => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Moves the first user matching `filter` from Available to Selected; returns the name shown. */
async function addUser(page: Page, filter: string): Promise<string> {
  await page.getByLabel('Filter available users').fill(filter);
  const option = page.getByRole('listbox', { name: 'Available users' }).getByRole('option').first();
  await expect(option).toContainText(filter);
  const name = (await option.locator('[data-part="label"]').textContent())?.trim() ?? '';
  await option.click();
  await page.getByRole('button', { name: 'Add selected' }).click();
  return name;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Eligible payers / Payees: choose the group in the menu, then "+". */
async function addGroup(page: Page, label: string, group: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: group });
  await page.getByRole('button', { name: `Add ${label}` }).click();
}

test.describe('discount promotions and promotion groups', () => {
  test('creates a group of two users, a discount for it as payer, sees both listed, and edits the discount', async ({ page }) => {
    await page.goto('/promotion-groups');
    await heading(page, 'Discount groups');
    await page.getByRole('button', { name: 'New discount group' }).click();
    await heading(page, 'Create discount group');
    await page.getByLabel('Name', { exact: true }).fill('E2E weekend riders');
    await page.getByLabel('Description').fill('Drivers paid on weekends');
    const first = await addUser(page, 'Ahmad');
    const second = await addUser(page, 'سارة');
    expect(first).not.toBe('');
    const selected = page.getByRole('listbox', { name: 'Selected users' });
    await expect(selected.getByRole('option')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/promotion-groups$/);
    await expect(page.getByText('Discount group created.')).toBeVisible();
    const groupLink = page.getByRole('link', { name: 'View E2E weekend riders' });
    await expect(groupLink).toBeVisible();

    // The group holds exactly the two users.
    await groupLink.click();
    await heading(page, 'Edit discount group');
    await expect(page.getByText('2 of 2')).toBeVisible();
    await expect(selected.getByRole('option', { name: first })).toHaveCount(1);
    await expect(selected.getByRole('option', { name: second })).toHaveCount(1);

    // A discount with the new group as eligible payer.
    await page.goto('/new-discount');
    await heading(page, 'Create discount');
    await page.getByLabel('Name', { exact: true }).fill('E2E weekend discount');
    await page.getByLabel('Discount rate (%)').fill('15');
    await page.getByLabel('Discount cap').fill('2.5');
    await page.getByRole('button', { name: 'Companies' }).click();
    await pick(page, 'Applicable fees', 'p2p_transfer');
    await addGroup(page, 'Eligible payers', 'E2E weekend riders');
    await addGroup(page, 'Eligible payees', 'Staff');
    // "−" takes a group off again.
    await page.getByRole('list', { name: 'Selected: Eligible payees' }).getByRole('button', { name: 'Remove Staff' }).click();
    await expect(page.getByText('No groups chosen')).toBeVisible();
    await page.getByLabel('Start date', { exact: true }).fill(day(1));
    await page.getByLabel('End date', { exact: true }).fill(day(14));
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'discount-create-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/discount$/);
    const row = page.getByRole('row', { name: /E2E weekend discount/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('E2E weekend riders')).toHaveCount(1);
    await expect(row.getByText('p2p_transfer')).toHaveCount(1);
    await expect(row.getByText('Individuals, Companies')).toHaveCount(1);
    await shoot(page, 'discount-list');

    // Edit: prefilled, changed, saved, listed with the new values.
    await row.getByRole('link', { name: 'View E2E weekend discount' }).click();
    await heading(page, 'Edit discount');
    await expect(page.getByLabel('Discount rate (%)')).toHaveValue('15');
    await expect(page.getByLabel('Start date', { exact: true })).toHaveValue(day(1));
    await expect(page.getByRole('list', { name: 'Selected: Eligible payers' }).getByText('E2E weekend riders')).toBeVisible();
    await page.getByLabel('Discount rate (%)').fill('20');
    await page.getByRole('button', { name: 'Individuals' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/discount$/);
    const edited = page.getByRole('row', { name: /E2E weekend discount/ });
    await expect(edited.getByRole('cell', { name: '20%', exact: true })).toBeVisible();
    await expect(edited.getByText('Companies', { exact: true })).toHaveCount(1);
  });

  test('keeps what was typed when the server refuses the discount, and asks before leaving', async ({ page }) => {
    await page.goto('/new-discount');
    await heading(page, 'Create discount');
    await page.getByLabel('Name', { exact: true }).fill('Winter transfers');
    await page.getByLabel('Discount rate (%)').fill('10');
    await page.getByLabel('Discount cap').fill('1');
    await page.getByLabel('Start date', { exact: true }).fill(day(0));
    await page.getByLabel('End date', { exact: true }).fill(day(3));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The discount name has already been taken.')).toBeVisible();
    await expect(page.getByLabel('Discount cap')).toHaveValue('1');
    await expect(page).toHaveURL(/\/new-discount$/);
    await shoot(page, 'discount-create-422');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discount groups' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave page' }).click();
    await expect(page).toHaveURL(/\/promotion-groups$/);
  });

  test('a session that expires mid-form loses nothing: after signing in again the form is back, with a notice', async ({
    page,
    context,
  }) => {
    await page.goto('/new-discount');
    await heading(page, 'Create discount');
    await page.getByLabel('Name', { exact: true }).fill('Typed before expiry');
    await page.getByLabel('Discount rate (%)').fill('9');
    await page.getByLabel('Discount cap').fill('1');
    await page.getByLabel('Start date', { exact: true }).fill(day(2));
    await page.getByLabel('End date', { exact: true }).fill(day(9));
    await addGroup(page, 'Eligible payers', 'Staff');
    // The session ends on the server's side: the next call answers 401.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);
    await expect(page).toHaveURL(/\/new-discount$/);
    await expect(page.getByText('Unsaved changes restored')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Typed before expiry');
    await expect(page.getByLabel('Discount rate (%)')).toHaveValue('9');
    await expect(page.getByLabel('End date', { exact: true })).toHaveValue(day(9));
    await expect(page.getByRole('list', { name: 'Selected: Eligible payers' }).getByText('Staff')).toBeVisible();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('returns to the list with a notice when the discount to edit does not exist', async ({ page }) => {
    await page.goto('/edit-discount?id=4242');
    await expect(page).toHaveURL(/\/discount$/);
    await expect(page.getByText('Discount not found.')).toBeVisible();
  });
});
