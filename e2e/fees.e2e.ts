import type { Page } from '@playwright/test';
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

async function signInTo(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
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
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: { message: 'Service unavailable, try later.' } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save Data' }).click();
    await expect(page.getByText('Service unavailable, try later.')).toBeVisible();
    await page.unroute('**/api/fees');
    await page.reload();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(fixed).toHaveValue('0.3');
  });

  test('asks before the tab closes with unsaved edits (staying keeps them), and closes without asking once they are gone', async ({ page }) => {
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
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
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
