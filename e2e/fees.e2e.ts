import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, cellOf, editCell, expect, shoot, signIn, test } from './fixtures';

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

/**
 * The Fees grid in edit mode, signed in, with the demo's other admin changing p2p_transfer's payer % (0.5 -> 0.75) right
 * after the grid first loads (?demo-concurrent); returns the bodies of the fee PATCHes the page sends from then on.
 */
async function editWhileAnotherAdminSaves(page: Page, request: APIRequestContext): Promise<unknown[]> {
  expect((await request.post('/__demo/reset?demo-concurrent=1')).status()).toBe(204);
  return editFees(page);
}

/**
 * The Distributions grid in edit mode, signed in, with the demo's other admin changing p2p_transfer's Guarantor /
 * Processor % from 20/10 to 25/5 right after the grid first loads (?demo-concurrent); returns the bodies of the
 * distribution PATCHes the page sends from then on.
 */
async function editDistributionsWhileAnotherAdminSaves(page: Page, request: APIRequestContext): Promise<unknown[]> {
  expect((await request.post('/__demo/reset?demo-concurrent=1')).status()).toBe(204);
  const patches: unknown[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH' && req.url().includes('/api/fees-distribution')) patches.push(req.postDataJSON());
  });
  await signInTo(page, '/distribution', 'Distributions');
  await expect(page.getByRole('grid', { name: 'Fee distributions' }).getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  return patches;
}

/** Save data, then Save in the review: returns the merge of the rows changed on the server meanwhile. */
async function saveIntoMerge(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Save data' }).click();
  await page.getByRole('alertdialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
  return page.getByRole('alertdialog', { name: 'Changed on the server since you opened the grid' });
}

/** A cell's line in the merge's table of a row: its column, base, theirs, mine and what is saved. */
const mergeLine = (table: Locator, column: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: column, exact: true }) });

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
  test('edits a fee: Tab to Edit, into the grid, arrows, type, Save data; the message, and the value after a reload', async ({ page }) => {
    await signInTo(page, '/fees', 'Fees');
    const grid = page.getByRole('grid', { name: 'Fees' });
    await expect(grid.getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();

    await tabTo(page, 'Edit');
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: 'Save data' })).toBeVisible();
    // Save data -> Cancel -> the grid's one tab stop (the first cell).
    await press(page, 'Tab', 2);
    await expect(grid.getByRole('gridcell').first()).toBeFocused();
    // To payer_percentage (the 6th column) of the second fee, then type over it.
    await press(page, 'ArrowRight', 5);
    await press(page, 'ArrowDown');
    await page.keyboard.type('1.25');
    await expect(page.getByRole('textbox', { name: 'Payer %, fee 2 bank_transfer_out' })).toHaveValue('1.25');
    await press(page, 'Enter');
    expect(await axeViolations(page)).toEqual([]);
    // Back out of the grid to Save data.
    await tabTo(page, 'Save data', 'Shift+Tab');
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
    // Row 2 holds the inputs now: row 1 shows its values in its fields' boxes.
    await expect(await cellOf(grid, 'p2p_transfer', 'Wallet %')).toHaveText(/^60/);
    await expect(await cellOf(grid, 'p2p_transfer', 'Processor %')).toHaveText(/^20/);
    await tabTo(page, 'Save data', 'Shift+Tab');
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
    await page.getByRole('button', { name: 'Save data' }).click();
    await expect(page.getByText('Fix the 1 cell marked invalid, then Save data again.')).toBeVisible();
    await fixed.fill('0.3');
    // The server refuses this save.
    await page.route('**/api/fees', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { message: 'Service unavailable, try later.' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save data' }).click();
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

  test('at 1280x800 the name stays beside the amounts: arrowed to the last amount, both are in the grid box (English, Arabic)', async ({
    page,
  }) => {
    /** Arrows from the row's name (column 4) to its last amount (column 10), then both cells' places in the scroller. */
    const nameAndLastAmount = async (path: string, key: 'ArrowRight' | 'ArrowLeft') => {
      await page.goto(path);
      const name = page.locator('[role="grid"] td[data-r="0"][data-c="3"]');
      const amount = page.locator('[role="grid"] td[data-r="0"][data-c="9"]');
      await name.click();
      await expect(name).toBeFocused();
      await press(page, key, 6);
      await expect(amount).toBeFocused();
      return page.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect();
        const grid = document.querySelector('[role="grid"]') as HTMLElement;
        const scroller = grid.parentElement as HTMLElement;
        const frame = box(scroller);
        const start = frame.left + scroller.clientLeft;
        const inside = (el: Element) => box(el).left >= start - 1 && box(el).right <= start + scroller.clientWidth + 1;
        const [name, amount] = ['td[data-r="0"][data-c="3"]', 'td[data-r="0"][data-c="9"]'].map((s) => grid.querySelector(s)!);
        // Side by side: the amount is not under the sticky name (after it, in the grid's direction).
        const rtl = getComputedStyle(grid).direction === 'rtl';
        const apart = rtl ? box(amount!).right <= box(name!).left + 1 : box(amount!).left >= box(name!).right - 1;
        return { nameInside: inside(name!), amountInside: inside(amount!), apart, scrolled: scroller.scrollLeft !== 0 };
      });
    };
    const expected = { nameInside: true, amountInside: true, apart: true, scrolled: true };
    await signInTo(page, '/fees', 'Fees');
    expect(await nameAndLastAmount('/fees', 'ArrowRight')).toEqual(expected);
    expect(await nameAndLastAmount('/distribution', 'ArrowRight')).toEqual(expected);
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await nameAndLastAmount('/fees', 'ArrowLeft')).toEqual(expected);
    expect(await nameAndLastAmount('/distribution', 'ArrowLeft')).toEqual(expected);
  });
});

test.describe('saving fees safely', () => {
  test('Save data shows each changed cell, old and new, first; Cancel sends nothing and returns to editing', async ({ page }) => {
    const patches = await editFees(page);
    const grid = page.getByRole('grid', { name: 'Fees' });
    await (await editCell(grid, 'p2p_transfer', 'Payer %')).fill('1');
    // A real press on another row's cell: its value selected in the focused input, so typing replaces it.
    await editCell(grid, 'bank_transfer_out', 'Fixed');
    await page.keyboard.type('0.75');
    await page.getByRole('button', { name: 'Save data' }).click();

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
    await expect(page.getByRole('button', { name: 'Save data' })).toBeFocused();
    // Fee 2's row holds the inputs: fee 1's field's box shows the edit, and so does its input once clicked.
    await expect(await cellOf(grid, 'p2p_transfer', 'Payer %')).toHaveText(/^1edited$/);
    await expect(await editCell(grid, 'p2p_transfer', 'Payer %')).toHaveValue('1');
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
    const choice = await saveIntoMerge(page);
    const sideBySide = choice.getByRole('table', { name: 'p2p_transfer' });
    await expect(sideBySide.getByRole('columnheader')).toHaveText([
      'Column',
      'When you opened the grid',
      'On the server (theirs)',
      'Yours (mine)',
      'To save',
    ]);
    await expect(sideBySide.getByRole('cell')).toHaveText(['0.5', '0.75', '1', 'Keep mineTake theirs']);
    const save = choice.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await save.click({ force: true });
    await expect(choice).toBeVisible();
    expect(patches).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'fees-changed-on-the-server');

    await choice
      .getByRole('group', { name: 'Value to save for Payer % of p2p_transfer' })
      .getByRole('button', { name: 'Keep mine' })
      .click();
    await save.click();
    await expect(page.getByText('Fees updated successfully (1 fee).')).toBeVisible();
    expect(patches).toEqual([{ fees: [expect.objectContaining({ id: 1, payer_percentage: 1 })] }]);
    await page.reload();
    // Fee 1's ID cell also reads 1: the payer % cell itself holds the kept value, the other admin's 0.75 gone.
    const payer = await cellOf(page.getByRole('grid', { name: 'Fees' }), 'p2p_transfer', 'Payer %');
    await expect(payer).toHaveText('1');
    await expect(payer).not.toContainText('0.75');
  });

  test('another admin saved meanwhile (?demo-concurrent): Take theirs drops my edit of that cell, the rest is saved, and their value stays', async ({
    page,
    request,
  }) => {
    const patches = await editWhileAnotherAdminSaves(page, request);
    const grid = page.getByRole('grid', { name: 'Fees' });
    await (await editCell(grid, 'p2p_transfer', 'Payer %')).fill('1');
    // A row the other admin left alone: it is saved whatever is chosen for p2p_transfer.
    await (await editCell(grid, 'bank_transfer_out', 'Fixed')).fill('0.4');
    const choice = await saveIntoMerge(page);
    await expect(
      mergeLine(choice.getByRole('table', { name: 'p2p_transfer' }), 'Payer %')
        .getByRole('cell')
        .nth(2),
    ).toHaveText('1');
    await expect(choice.getByRole('table', { name: 'bank_transfer_out' })).toHaveCount(0);
    await choice
      .getByRole('group', { name: 'Value to save for Payer % of p2p_transfer' })
      .getByRole('button', { name: 'Take theirs' })
      .click();
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
  test('another admin saved meanwhile (?demo-concurrent): a merged split neither admin entered is refused until fixed in place', async ({
    page,
    request,
  }) => {
    // The operator's case: they changed Guarantor/Processor % 20/10 -> 25/5; I change Wallet % 70 -> 65 and Guarantor % to 25.
    const patches = await editDistributionsWhileAnotherAdminSaves(page, request);
    await page.getByRole('textbox', { name: 'Wallet %, distribution 1 p2p_transfer' }).fill('65');
    await page.getByRole('textbox', { name: 'Guarantor %, distribution 1 p2p_transfer' }).fill('25');
    const merge = await saveIntoMerge(page);
    const table = merge.getByRole('table', { name: 'p2p_transfer' });
    await expect(mergeLine(table, 'Processor %').getByRole('cell')).toHaveText(['10', '5', '10', '5 (theirs, kept)']);
    await expect(mergeLine(table, 'Wallet %').getByRole('cell')).toHaveText(['70', '70', '65', '65 (yours)']);
    // 65 + 25 + 5: the split rule, named for this row; nothing can be sent.
    await expect(merge.getByRole('status')).toContainText('Percentages add up to 95, not 100');
    const save = merge.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await save.click({ force: true });
    await expect(merge).toBeVisible();
    expect(patches).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'distributions-merge-refused');

    await merge.getByRole('group', { name: 'Values to save for p2p_transfer' }).getByRole('textbox', { name: 'Processor %' }).fill('10');
    await expect(merge.getByRole('status')).toHaveText('Fixed: the values to save follow the grid’s rules.');
    await save.click();
    await expect(page.getByText('Fee distributions updated successfully (1 distribution).')).toBeVisible();
    expect(patches).toEqual([
      { distributions: [expect.objectContaining({ id: 1, wallet_percentage: 65, guarantor_percentage: 25, processor_percentage: 10 })] },
    ]);
    await page.reload();
    const grid = page.getByRole('grid', { name: 'Fee distributions' });
    await expect(await cellOf(grid, 'p2p_transfer', 'Wallet %')).toHaveText('65');
    await expect(await cellOf(grid, 'p2p_transfer', 'Guarantor %')).toHaveText('25');
    await expect(await cellOf(grid, 'p2p_transfer', 'Processor %')).toHaveText('10');
  });

  test('another admin saved meanwhile (?demo-concurrent): their change and mine to different cells are both saved, no choice asked', async ({
    page,
    request,
  }) => {
    const patches = await editDistributionsWhileAnotherAdminSaves(page, request);
    await page.getByRole('textbox', { name: 'Wallet fixed, distribution 1 p2p_transfer' }).fill('0.5');
    const merge = await saveIntoMerge(page);
    await expect(merge.getByText(/^Changed on the server on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/)).toBeVisible();
    const table = merge.getByRole('table', { name: 'p2p_transfer' });
    await expect(mergeLine(table, 'Processor %')).toContainText('5 (theirs, kept)');
    await expect(mergeLine(table, 'Wallet')).toContainText('0.5 (yours)');
    await merge.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Fee distributions updated successfully (1 distribution).')).toBeVisible();
    expect(patches).toEqual([
      { distributions: [expect.objectContaining({ id: 1, wallet_fixed: 0.5, guarantor_percentage: 25, processor_percentage: 5 })] },
    ]);
    await page.reload();
    const grid = page.getByRole('grid', { name: 'Fee distributions' });
    await expect(await cellOf(grid, 'p2p_transfer', 'Processor %')).toHaveText('5');
    await expect(await cellOf(grid, 'p2p_transfer', 'Wallet')).toHaveText('0.5');
  });

  test('a click then typing replaces the value, and a 3x2 block pasted from a spreadsheet fills six cells, all in the review', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await editFees(page);
    const grid = page.getByRole('grid', { name: 'Fees' });
    // The first row holds the inputs: the click lands on the input itself and selects its value.
    const payer = page.getByRole('textbox', { name: 'Payer %, fee 1 p2p_transfer' });
    await expect(payer).toHaveValue('0.5');
    await payer.click();
    await page.keyboard.type('2');
    await expect(payer).toHaveValue('2');

    // Payer %, Payer minimum and Payee % of the first two fees, as a spreadsheet puts them on the clipboard.
    await page.evaluate(() => navigator.clipboard.writeText('1\t0.2\t3\r\n1.5\t0.6\t0.25\r\n'));
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByText('Pasted 6 cells')).toBeVisible();
    await expect(payer).toHaveValue('1');
    // Fee 2's row holds no inputs: its field's box shows the pasted text.
    const payee2 = await cellOf(grid, 'bank_transfer_out', 'Payee %');
    await expect(payee2).toHaveText(/^0\.25/);
    // The paste is one step of undo, in the app too (its rows stay the same array while editing); redo puts it back.
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(payer).toHaveValue('2');
    await expect(payee2).toHaveText(/^0(?!\.)/);
    await page.keyboard.press('ControlOrMeta+Y');
    await expect(payer).toHaveValue('1');

    await page.getByRole('button', { name: 'Save data' }).click();
    const table = page.getByRole('alertdialog', { name: 'Review your changes' }).getByRole('table', { name: 'Changes to save' });
    const changes = (fee: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fee }) });
    await expect(changes('p2p_transfer').getByRole('cell').filter({ hasText: '→' })).toHaveText(['→1', '→0.2', '→3']);
    await expect(changes('bank_transfer_out').getByRole('cell').filter({ hasText: '→' })).toHaveText(['→1.5', '→0.6', '→0.25']);
  });
});
