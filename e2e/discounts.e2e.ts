import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, shoot, signIn, useDemoBrowser, SPA_URL } from './browser';

const demo = useDemoBrowser();
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = demo);
  page.setDefaultTimeout(8000);
});

const pad = (n: number) => String(n).padStart(2, '0');
/** Today plus `days`, as the browser's date inputs count days (same machine, same time zone). */
const day = (days: number) => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function openSignedIn(path: string) {
  await page.goto('/login');
  await signIn(page, 'admin', 'Admin#2026');
  await page.waitForURL('**/fees', SPA_URL);
  await page.goto(path);
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Moves the first user matching `filter` from Available to Selected; returns the name shown. */
async function addUser(filter: string): Promise<string> {
  await page.getByLabel('Filter available users').fill(filter);
  const option = page.getByRole('listbox', { name: 'Available Users' }).getByRole('option').first();
  const name = (await option.locator('[data-part="label"]').textContent())?.trim() ?? '';
  await option.click();
  await page.getByRole('button', { name: 'Add selected' }).click();
  return name;
}

async function pick(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Eligible Payers / Payees: choose the group in the menu, then "+". */
async function addGroup(label: string, group: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: group });
  await page.getByRole('button', { name: `Add ${label}` }).click();
}

describe('discount promotions and promotion groups', () => {
  it('creates a group of two users, a discount for it as payer, sees both listed, and edits the discount', async () => {
    await openSignedIn('/promotion-groups');
    await heading('Discount Groups');
    await page.getByRole('button', { name: 'New Group' }).click();
    await heading('Create Promotion Group');
    await page.getByLabel('Name', { exact: true }).fill('E2E weekend riders');
    await page.getByLabel('Description').fill('Drivers paid on weekends');
    const first = await addUser('Ahmad');
    const second = await addUser('سارة');
    expect(first).not.toBe('');
    const selected = page.getByRole('listbox', { name: 'Selected Users' });
    await expect(selected.getByRole('option').count()).resolves.toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/promotion-groups', SPA_URL);
    await page.getByText('Promotion group created.').waitFor();
    const groupLink = page.getByRole('link', { name: 'View E2E weekend riders' });
    await groupLink.waitFor();

    // The group holds exactly the two users.
    await groupLink.click();
    await heading('Edit Promotion Group');
    await page.getByText('2 of 2').waitFor();
    await expect(selected.getByRole('option', { name: first }).count()).resolves.toBe(1);
    await expect(selected.getByRole('option', { name: second }).count()).resolves.toBe(1);

    // A discount with the new group as eligible payer.
    await page.goto('/new-discount');
    await heading('Create Discount');
    await page.getByLabel('Name', { exact: true }).fill('E2E weekend discount');
    await page.getByLabel('Discount Rate %').fill('15');
    await page.getByLabel('Discount Cap').fill('2.5');
    await page.getByRole('button', { name: 'Companies' }).click();
    await pick('Applicable fees', 'p2p_transfer');
    await addGroup('Eligible Payers', 'E2E weekend riders');
    await addGroup('Eligible Payees', 'Staff');
    // "−" takes a group off again.
    await page.getByRole('list', { name: 'Selected: Eligible Payees' }).getByRole('button', { name: 'Remove Staff' }).click();
    await page.getByText('No groups chosen').waitFor();
    await page.getByLabel('Start date').fill(day(1));
    await page.getByLabel('End date').fill(day(14));
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'discount-create-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/discount', SPA_URL);
    const row = page.getByRole('row', { name: /E2E weekend discount/ });
    await row.waitFor();
    await expect(row.getByText('E2E weekend riders').count()).resolves.toBe(1);
    await expect(row.getByText('p2p_transfer').count()).resolves.toBe(1);
    await expect(row.getByText('Individuals, Companies').count()).resolves.toBe(1);
    await shoot(page, 'discount-list');

    // Edit: prefilled, changed, saved, listed with the new values.
    await row.getByRole('link', { name: 'View E2E weekend discount' }).click();
    await heading('Edit Discount');
    await expect(page.getByLabel('Discount Rate %').inputValue()).resolves.toBe('15');
    await expect(page.getByLabel('Start date').inputValue()).resolves.toBe(day(1));
    await page.getByRole('list', { name: 'Selected: Eligible Payers' }).getByText('E2E weekend riders').waitFor();
    await page.getByLabel('Discount Rate %').fill('20');
    await page.getByRole('button', { name: 'Individuals' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/discount', SPA_URL);
    const edited = page.getByRole('row', { name: /E2E weekend discount/ });
    await edited.getByRole('cell', { name: '20', exact: true }).waitFor();
    await expect(edited.getByText('Companies', { exact: true }).count()).resolves.toBe(1);
  });

  it('keeps what was typed when the server refuses the discount, and asks before leaving', async () => {
    await openSignedIn('/new-discount');
    await heading('Create Discount');
    await page.getByLabel('Name', { exact: true }).fill('Winter transfers');
    await page.getByLabel('Discount Rate %').fill('10');
    await page.getByLabel('Discount Cap').fill('1');
    await page.getByLabel('Start date').fill(day(0));
    await page.getByLabel('End date').fill(day(3));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The discount name has already been taken.').waitFor();
    await expect(page.getByLabel('Discount Cap').inputValue()).resolves.toBe('1');
    expect(page.url()).toMatch(/\/new-discount$/);
    await shoot(page, 'discount-create-422');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discount Groups' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Leave page' }).click();
    await page.waitForURL('**/promotion-groups', SPA_URL);
  });

  it('a session that expires mid-form loses nothing: after signing in again the form is back, with a notice', async () => {
    await openSignedIn('/new-discount');
    await heading('Create Discount');
    await page.getByLabel('Name', { exact: true }).fill('Typed before expiry');
    await page.getByLabel('Discount Rate %').fill('9');
    await page.getByLabel('Discount Cap').fill('1');
    await page.getByLabel('Start date').fill(day(2));
    await page.getByLabel('End date').fill(day(9));
    await addGroup('Eligible Payers', 'Staff');
    // The session ends on the server's side: the next call answers 401.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/login', SPA_URL);
    await signIn(page, 'admin', 'Admin#2026');
    await page.waitForURL('**/new-discount', SPA_URL);
    await page.getByText('Unsaved changes restored').waitFor();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Typed before expiry');
    await expect(page.getByLabel('Discount Rate %').inputValue()).resolves.toBe('9');
    await expect(page.getByLabel('End date').inputValue()).resolves.toBe(day(9));
    await page.getByRole('list', { name: 'Selected: Eligible Payers' }).getByText('Staff').waitFor();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('');
  });

  it('returns to the list with a notice when the discount to edit does not exist', async () => {
    await openSignedIn('/edit-discount?id=4242');
    await page.waitForURL('**/discount', SPA_URL);
    await page.getByText('Discount not found.').waitFor();
  });
});
