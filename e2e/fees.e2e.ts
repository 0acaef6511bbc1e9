import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, shoot, signIn, useDemoBrowser, SPA_URL } from './browser';

const demo = useDemoBrowser();
let page: Page;
beforeEach(() => {
  ({ page } = demo);
});

/** What has focus: its role-ish description, for keyboard-only navigation. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName ?? '', text: el?.textContent?.trim() ?? '', label: el?.getAttribute('aria-label') ?? '' };
  });

/** Presses Tab until the button named `name` has focus (keyboard only, no clicks). */
async function tabTo(name: string, key = 'Tab') {
  for (let i = 0; i < 40; i += 1) {
    const now = await focused();
    if (now.tag === 'BUTTON' && now.text === name) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached the ${name} button`);
}

async function press(key: string, times = 1) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

async function signInTo(path: string, heading: string) {
  await page.goto(path);
  await page.waitForURL('**/login', SPA_URL);
  await signIn(page, 'admin', 'Admin#2026');
  await page.waitForURL(`**${path}`, SPA_URL);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('fees and distributions, by keyboard only', () => {
  it('edits a fee: Tab to Edit, into the grid, arrows, type, Save Data; the message, and the value after a reload', async () => {
    await signInTo('/fees', 'Fees');
    const grid = page.getByRole('grid', { name: 'Fees' });
    await grid.getByRole('gridcell', { name: 'p2p_transfer' }).waitFor();

    await tabTo('Edit');
    await press('Enter');
    await page.getByRole('button', { name: 'Save Data' }).waitFor();
    // Save Data -> Cancel -> the grid's one tab stop (the first cell).
    await press('Tab', 2);
    expect((await focused()).tag).toBe('TD');
    // To payer_percentage (the 6th column) of the second fee, then type over it.
    await press('ArrowRight', 5);
    await press('ArrowDown');
    await page.keyboard.type('1.25');
    const cell = page.getByRole('textbox', { name: 'payer_percentage, fee 2 bank_transfer_out' });
    await expect(cell.inputValue()).resolves.toBe('1.25');
    await press('Enter');
    expect(await axeViolations(page)).toEqual([]);
    // Back out of the grid to Save Data.
    await tabTo('Save Data', 'Shift+Tab');
    await press('Enter');
    await page.getByText('Fees updated successfully (1 fee).').waitFor();
    await shoot(page, 'fees-saved');

    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'bank_transfer_out' }) });
    await row.getByRole('gridcell', { name: '1.25', exact: true }).waitFor();
  });

  it('edits a distribution split so it adds up to 100; the message, and the values after a reload', async () => {
    await signInTo('/distribution', 'Fees Distribution');
    const grid = page.getByRole('grid', { name: 'Fee distributions' });
    await grid.getByRole('gridcell', { name: 'p2p_transfer' }).waitFor();

    await tabTo('Edit');
    await press('Enter');
    await press('Tab', 2);
    // wallet_percentage of the first distribution (the 5th column): 70 -> 60.
    await press('ArrowRight', 4);
    await page.keyboard.type('60');
    await press('Enter'); // commits and moves down
    // Back up to the first row and across to processor_percentage: 10 -> 20.
    await press('ArrowUp');
    await press('ArrowRight', 2);
    await page.keyboard.type('20');
    await press('Enter');
    await expect(page.getByRole('textbox', { name: 'wallet_percentage, distribution 1 p2p_transfer' }).inputValue()).resolves.toBe('60');
    await expect(page.getByRole('textbox', { name: 'processor_percentage, distribution 1 p2p_transfer' }).inputValue()).resolves.toBe('20');
    await tabTo('Save Data', 'Shift+Tab');
    await press('Enter');
    await page.getByText('Fee distributions updated successfully (1 distribution).').waitFor();

    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'p2p_transfer' }) });
    await row.getByRole('gridcell', { name: '60', exact: true }).waitFor();
    await expect(row.getByRole('gridcell', { name: '20', exact: true }).count()).resolves.toBe(2);
  });

  it('keeps the edits of a failed save as a draft, across a reload, until the next Edit', async () => {
    await signInTo('/fees', 'Fees');
    await page.getByRole('grid', { name: 'Fees' }).getByRole('gridcell', { name: 'p2p_transfer' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'fixed, fee 1 p2p_transfer' }).fill('-1');
    await page.getByRole('button', { name: 'Save Data' }).click();
    await page.getByText('Fix the 1 cell marked invalid, then Save Data again.').waitFor();
    await page.getByRole('textbox', { name: 'fixed, fee 1 p2p_transfer' }).fill('0.3');
    // The server refuses this save.
    await page.route('**/api/fees', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: { message: 'Service unavailable, try later.' } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save Data' }).click();
    await page.getByText('Service unavailable, try later.').waitFor();
    await page.unroute('**/api/fees');
    await page.reload();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByText('Draft restored').waitFor();
    await expect(page.getByRole('textbox', { name: 'fixed, fee 1 p2p_transfer' }).inputValue()).resolves.toBe('0.3');
  });

  it('asks before the tab closes with unsaved edits (staying keeps them), and closes without asking once they are gone', async () => {
    await signInTo('/fees', 'Fees');
    await page.getByRole('grid', { name: 'Fees' }).getByRole('gridcell', { name: 'p2p_transfer' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const cell = page.getByRole('textbox', { name: 'fixed, fee 1 p2p_transfer' });
    await cell.fill('0.4');

    // Closing the tab: the browser's own "Leave site?" prompt; the user stays.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(cell.inputValue()).resolves.toBe('0.4');

    // Cancel, confirmed: nothing left to lose, so the tab closes without a word.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
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
