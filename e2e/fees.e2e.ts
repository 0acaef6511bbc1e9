import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, expect, shoot, signIn, test } from './fixtures';

/** What has focus: its tag and text, for keyboard-only navigation. */
const focused = (page: Page) =>
  page.evaluate(() => ({ tag: document.activeElement?.tagName ?? '', text: document.activeElement?.textContent?.trim() ?? '' }));

/** Presses Tab (or `key`) until the button named `name` has focus (keyboard only, no clicks). */
async function tabTo(page: Page, name: string, key = 'Tab') {
  for (let i = 0; i < 40; i += 1) {
    const now = await focused(page);
    if (now.tag === 'BUTTON' && now.text === name) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the ${name} button`);
}

async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

/**
 * The grid's cell in `column` of the row holding `rowName`: the column found by its header, the cell by the column
 * index the grid gives both (aria-colindex), so the same value in another column of the row never stands in for it.
 */
async function cellOf(grid: Locator, rowName: string, column: string): Promise<Locator> {
  const colIndex = await grid.getByRole('columnheader', { name: column, exact: true }).getAttribute('aria-colindex');
  expect(colIndex, `the ${column} header's aria-colindex`).toMatch(/^\d+$/);
  // filter({ has }) and and() take locators relative to what they filter: a grid-scoped one would seek a grid in the row.
  const page = grid.page();
  const row = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: rowName, exact: true }) });
  return row.getByRole('gridcell').and(page.locator(`[aria-colindex="${colIndex}"]`));
}

async function signInTo(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * The Fees grid in edit mode, signed in, with the demo's other admin changing p2p_transfer's payer % (0.5 -> 0.75) right
 * after the grid first loads (?demo-concurrent); returns the bodies of the fee PATCHes the page sends from then on.
 */
async function editWhileAnotherAdminSaves(page: Page, request: APIRequestContext): Promise<unknown[]> {
  expect((await request.post('/__demo/reset?demo-concurrent=1')).status()).toBe(204);
  return editFees(page);
}

/** The Fees grid in edit mode, signed in; returns the bodies of the fee PATCHes the page sends from then on. */
async function editFees(page: Page): Promise<unknown[]> {
  const patches: unknown[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH' && req.url().includes('/api/fees')) patches.push(req.postDataJSON());
  });
  await signInTo(page, '/fees', 'Fees');
  await expect(page.getByRole('grid', { name: 'Fees' }).getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  return patches;
}

test.describe('fees and distributions, by keyboard only', () => {
  test('edits a fee: Tab to Edit, into the grid, arrows, type, Save Data; the message, and the value after a reload', async ({ page }) => {
    await signInTo(page, '/fees', 'Fees');
    const grid = page.getByRole('grid', { name: 'Fees' });
    await expect(grid.getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();

    await tabTo(page, 'Edit');
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: 'Save Data' })).toBeVisible();
    // Save Data -> Cancel -> the grid's one tab stop (the first cell).
    await press(page, 'Tab', 2);
    await expect(grid.getByRole('gridcell').first()).toBeFocused();
    // To payer_percentage (the 6th column) of the second fee, then type over it.
    await press(page, 'ArrowRight', 5);
    await press(page, 'ArrowDown');
    await page.keyboard.type('1.25');
    await expect(page.getByRole('textbox', { name: 'Payer %, fee 2 bank_transfer_out' })).toHaveValue('1.25');
    await press(page, 'Enter');
    expect(await axeViolations(page)).toEqual([]);
    // Back out of the grid to Save Data.
    await tabTo(page, 'Save Data', 'Shift+Tab');
    await press(page, 'Enter');
    // The review lists the change first; Tab to its Save.
    await expect(page.getByRole('alertdialog', { name: 'Review your changes' })).toBeVisible();
    await tabTo(page, 'Save');
    await press(page, 'Enter');
    await expect(page.getByText('Fees updated successfully (1 fee).')).toBeVisible();
    await shoot(page, 'fees-saved');

    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'bank_transfer_out' }) });
    await expect(row.getByRole('gridcell', { name: '1.25', exact: true })).toBeVisible();
  });

  test('edits a distribution split so it adds up to 100; the message, and the values after a reload', async ({ page }) => {
    await signInTo(page, '/distribution', 'Distributions');
    const grid = page.getByRole('grid', { name: 'Fee distributions' });
    await expect(grid.getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();

    await tabTo(page, 'Edit');
    await press(page, 'Enter');
    await press(page, 'Tab', 2);
    // wallet_percentage of the first distribution (the 5th column): 70 -> 60.
    await press(page, 'ArrowRight', 4);
    await page.keyboard.type('60');
    await press(page, 'Enter'); // commits and moves down
    // Back up to the first row and across to processor_percentage: 10 -> 20.
    await press(page, 'ArrowUp');
    await press(page, 'ArrowRight', 2);
    await page.keyboard.type('20');
    await press(page, 'Enter');
    await expect(page.getByRole('textbox', { name: 'Wallet %, distribution 1 p2p_transfer' })).toHaveValue('60');
    await expect(page.getByRole('textbox', { name: 'Processor %, distribution 1 p2p_transfer' })).toHaveValue('20');
    await tabTo(page, 'Save Data', 'Shift+Tab');
    await press(page, 'Enter');
    await expect(page.getByRole('alertdialog', { name: 'Review your changes' })).toBeVisible();
    await tabTo(page, 'Save');
    await press(page, 'Enter');
    await expect(page.getByText('Fee distributions updated successfully (1 distribution).')).toBeVisible();

    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'p2p_transfer' }) });
    await expect(row.getByRole('gridcell', { name: '60', exact: true })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '20', exact: true })).toHaveCount(2);
  });

  test('keeps the edits of a failed save as a draft, across a reload, until the next Edit', async ({ page }) => {
    await signInTo(page, '/fees', 'Fees');
    const fixed = page.getByRole('textbox', { name: 'Fixed, fee 1 p2p_transfer' });
    await expect(page.getByRole('grid', { name: 'Fees' }).getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await fixed.fill('-1');
    await page.getByRole('button', { name: 'Save Data' }).click();
    await expect(page.getByText('Fix the 1 cell marked invalid, then Save Data again.')).toBeVisible();
    await fixed.fill('0.3');
    // The server refuses this save.
    await page.route('**/api/fees', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { message: 'Service unavailable, try later.' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save Data' }).click();
    await page.getByRole('alertdialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Service unavailable, try later.')).toBeVisible();
    await page.unroute('**/api/fees');
    await page.reload();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(fixed).toHaveValue('0.3');
  });

  test('asks before the tab closes with unsaved edits (staying keeps them), and closes without asking once they are gone', async ({
    page,
  }) => {
    await signInTo(page, '/fees', 'Fees');
    await expect(page.getByRole('grid', { name: 'Fees' }).getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const cell = page.getByRole('textbox', { name: 'Fixed, fee 1 p2p_transfer' });
    await cell.fill('0.4');

    // Closing the tab: the browser's own "Leave site?" prompt; the user stays.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(cell).toHaveValue('0.4');

    // Cancel, confirmed: nothing left to lose, so the tab closes without a word.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    let prompts = 0;
    page.on('dialog', (d) => {
      prompts += 1;
      void d.accept();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(prompts).toBe(0);
  });
});

test.describe('saving fees safely', () => {
  test('Save Data shows each changed cell, old and new, first; Cancel sends nothing and returns to editing', async ({ page }) => {
    const patches = await editFees(page);
    await page.getByRole('textbox', { name: 'Payer %, fee 1 p2p_transfer' }).fill('1');
    await page.getByRole('textbox', { name: 'Fixed, fee 2 bank_transfer_out' }).fill('0.75');
    await page.getByRole('button', { name: 'Save Data' }).click();

    const review = page.getByRole('alertdialog', { name: 'Review your changes' });
    const table = review.getByRole('table', { name: 'Changes to save' });
    const payer = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'p2p_transfer' }) });
    await expect(payer.getByRole('cell')).toHaveText(['Payer %', '0.5', '→1', '+0.50 pp']);
    const fixed = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'bank_transfer_out' }) });
    await expect(fixed.getByRole('cell').nth(0)).toHaveText('Fixed');
    await expect(fixed.getByRole('cell').nth(2)).toHaveText('→0.75');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'fees-review');

    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();
    await expect(page.getByRole('button', { name: 'Save Data' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Payer %, fee 1 p2p_transfer' })).toHaveValue('1');
    await page.reload();
    await expect(page.getByRole('grid', { name: 'Fees' }).getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'p2p_transfer' }) });
    await expect(row.getByRole('gridcell', { name: '0.5', exact: true })).toBeVisible();
    expect(patches).toEqual([]);
  });

  test('another admin saved meanwhile (?demo-concurrent): nothing is sent until the admin chooses, then their choice is saved', async ({
    page,
    request,
  }) => {
    const patches = await editWhileAnotherAdminSaves(page, request);
    await page.getByRole('textbox', { name: 'Payer %, fee 1 p2p_transfer' }).fill('1');
    await page.getByRole('button', { name: 'Save Data' }).click();
    await page.getByRole('alertdialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();

    const choice = page.getByRole('alertdialog', { name: 'Changed on the server since you opened the grid' });
    const sideBySide = choice.getByRole('table', { name: 'p2p_transfer' });
    await expect(sideBySide.getByRole('columnheader')).toHaveText(['Column', 'On the server (theirs)', 'Yours (mine)']);
    await expect(sideBySide.getByRole('cell')).toHaveText(['0.75', '1']);
    const save = choice.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await save.click({ force: true });
    await expect(choice).toBeVisible();
    expect(patches).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'fees-changed-on-the-server');

    await choice.getByRole('radio', { name: 'Keep mine' }).check();
    await save.click();
    await expect(page.getByText('Fees updated successfully (1 fee).')).toBeVisible();
    expect(patches).toEqual([{ fees: [expect.objectContaining({ id: 1, payer_percentage: 1 })] }]);
    await page.reload();
    // Fee 1's ID cell also reads 1: the payer % cell itself holds the kept value, the other admin's 0.75 gone.
    const payer = await cellOf(page.getByRole('grid', { name: 'Fees' }), 'p2p_transfer', 'Payer %');
    await expect(payer).toHaveText('1');
    await expect(payer).not.toContainText('0.75');
  });

  test('another admin saved meanwhile (?demo-concurrent): Take theirs drops my edit of that row, the rest is saved, and their value stays', async ({
    page,
    request,
  }) => {
    const patches = await editWhileAnotherAdminSaves(page, request);
    const grid = page.getByRole('grid', { name: 'Fees' });
    await page.getByRole('textbox', { name: 'Payer %, fee 1 p2p_transfer' }).fill('1');
    // A row the other admin left alone: it is saved whatever is chosen for p2p_transfer.
    await page.getByRole('textbox', { name: 'Fixed, fee 2 bank_transfer_out' }).fill('0.4');
    await page.getByRole('button', { name: 'Save Data' }).click();
    await page.getByRole('alertdialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();

    const choice = page.getByRole('alertdialog', { name: 'Changed on the server since you opened the grid' });
    await expect(choice.getByRole('table', { name: 'p2p_transfer' }).getByRole('cell')).toHaveText(['0.75', '1']);
    await expect(choice.getByRole('table', { name: 'bank_transfer_out' })).toHaveCount(0);
    await choice.getByRole('radio', { name: 'Take theirs' }).check();
    await expect(choice.getByRole('button', { name: 'Save', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
    expect(patches).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'fees-take-theirs');

    await choice.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Fees updated successfully (1 fee).')).toBeVisible();
    // One PATCH, with bank_transfer_out alone: nothing of fee 1, so not the admin's payer % of 1.
    expect(patches).toEqual([{ fees: [expect.objectContaining({ id: 2, fixed: 0.4 })] }]);
    await expect(await cellOf(grid, 'p2p_transfer', 'Payer %')).toHaveText('0.75');

    await page.reload();
    await expect(await cellOf(grid, 'p2p_transfer', 'Payer %')).toHaveText('0.75');
    await expect(await cellOf(grid, 'bank_transfer_out', 'Fixed')).toHaveText('0.4');
  });
});
