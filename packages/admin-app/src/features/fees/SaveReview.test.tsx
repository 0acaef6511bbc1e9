import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { feesStore } from './demo';
import { setDemoSettings } from '../../demo/settings';
import { setLocale } from '../../platform/i18n/i18n';
import { renderApp } from '../../test/renderApp';
import { editCell } from '../../test/editCell';
import { setupSignedInScreen } from '../../test/screenTest';
import { visibleEnglish } from '../../test/visibleEnglish';

const server = setupSignedInScreen();

afterEach(async () => {
  setDemoSettings({});
  await setLocale('en');
});

const editButton = () => screen.getByRole('button', { name: 'Edit' });
const saveButton = () => screen.getByRole('button', { name: 'Save data' });
/** Clicks a fee's cell, as a person does, and returns its textbox ("<column>, fee <id> <alias>"), focused (test/editCell.ts). */
async function feeCell(user: ReturnType<typeof userEvent.setup>, column: string, id: number, alias: string) {
  const input = await editCell(user, { grid: screen.getByRole('grid', { name: 'Fees' }), row: alias, column });
  expect(input).toHaveAccessibleName(`${column}, fee ${id} ${alias}`);
  return input;
}

async function open(path: '/fees' | '/distribution') {
  const user = userEvent.setup();
  const view = renderApp(path);
  const grid = await screen.findByRole('grid', { name: path === '/fees' ? 'Fees' : 'Fee distributions' });
  await within(grid).findByText('p2p_transfer');
  return { user, grid, ...view };
}

/** Replaces a cell's text (pasted: typing key by key adds nothing these tests look at). */
async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** Every PATCH of `path` reaching the server: its body, then the demo backend answers. */
function recordSaves(path: string) {
  const bodies: unknown[] = [];
  server.use(
    mswHttp.patch(path, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** The review dialog's rows: fee, column, old, new, change. */
function reviewRows(dialog: HTMLElement): string[][] {
  const table = within(dialog).getByRole('table', { name: 'Changes to save' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => (cell.textContent ?? '').replace('→', '')),
    ]);
}

describe('Fees: review before saving', () => {
  it('lists every changed cell with its fee, column title, old and new value, and the percentage-point change', async () => {
    const { user } = await open('/fees');
    await user.click(editButton());
    await retype(user, await feeCell(user, 'Payer %', 1, 'p2p_transfer'), '1');
    await retype(user, await feeCell(user, 'Fixed', 2, 'bank_transfer_out'), '0.75');
    // Typed back to its saved value: not a change.
    await retype(user, await feeCell(user, 'Payer %', 3, 'cliq_transfer'), String(feesStore.fees[2]!.payer_percentage));
    await user.click(saveButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Review your changes' });
    expect(dialog).toHaveAccessibleDescription('2 cells change. Check the old and new values, then save.');
    const fixedBefore = String(feesStore.fees[1]!.fixed);
    expect(reviewRows(dialog)).toEqual([
      ['p2p_transfer', 'Payer %', '0.5', '1', '+0.50 pp'],
      ['bank_transfer_out', 'Fixed', fixedBefore, '0.75', ''],
    ]);
  });

  it('Cancel returns to editing with nothing sent, the edits in place and focus on Save data', async () => {
    const bodies = recordSaves('*/api/fees');
    const { user } = await open('/fees');
    await user.click(editButton());
    await retype(user, await feeCell(user, 'Payer %', 1, 'p2p_transfer'), '1');
    await user.click(saveButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Review your changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(saveButton()).toHaveFocus();
    expect(await feeCell(user, 'Payer %', 1, 'p2p_transfer')).toHaveValue('1');
    expect(bodies).toHaveLength(0);
    expect(feesStore.fees[0]!.payer_percentage).toBe(0.5);
  });

  it('a cell written another way ("0.50" for 0.5) is no change: no review, nothing sent', async () => {
    const bodies = recordSaves('*/api/fees');
    const { user } = await open('/fees');
    await user.click(editButton());
    await retype(user, await feeCell(user, 'Payer %', 1, 'p2p_transfer'), '0.50');
    await user.click(saveButton());
    expect(await screen.findByText('No changes to save.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(editButton()).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('invalid cells stop the save before the review', async () => {
    const { user } = await open('/fees');
    await user.click(editButton());
    await retype(user, await feeCell(user, 'Payer %', 1, 'p2p_transfer'), '120');
    await user.click(saveButton());
    expect(await screen.findByText('Fix the 1 cell marked invalid, then Save data again.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a failed re-read before sending says so, sends nothing and keeps the edits', async () => {
    const bodies = recordSaves('*/api/fees');
    const { user } = await open('/fees');
    server.use(mswHttp.get('*/api/fees', () => HttpResponse.error()));
    await user.click(editButton());
    await retype(user, await feeCell(user, 'Fixed', 2, 'bank_transfer_out'), '0.75');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Review your changes' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not check the server for other changes')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was sent and your edits are still here: Save data to try again\.$/)).toBeInTheDocument();
    expect(await feeCell(user, 'Fixed', 2, 'bank_transfer_out')).toHaveValue('0.75');
    expect(saveButton()).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});

describe('Fees: another admin saved meanwhile (?demo-concurrent)', () => {
  /** Edits p2p_transfer's payer % (the cell the demo's other admin changes to 0.75) and bank_transfer_out's fixed. */
  async function editAndSave(user: ReturnType<typeof userEvent.setup>, extraRow = true) {
    await user.click(editButton());
    await retype(user, await feeCell(user, 'Payer %', 1, 'p2p_transfer'), '1');
    if (extraRow) await retype(user, await feeCell(user, 'Fixed', 2, 'bank_transfer_out'), '0.75');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Review your changes' })).getByRole('button', { name: 'Save' }));
    return screen.findByRole('alertdialog', { name: 'Changed on the server since you opened the grid' });
  }

  /** The choice for a cell both admins changed: Keep mine / Take theirs, pressed or not. */
  const cellChoice = (dialog: HTMLElement, column: string, row = 'p2p_transfer') =>
    within(dialog).getByRole('group', { name: `Value to save for ${column} of ${row}` });

  it('stops the save until the admin chooses for the cell both changed: base, theirs and mine side by side', async () => {
    setDemoSettings({ concurrent: true });
    const bodies = recordSaves('*/api/fees');
    const { user } = await open('/fees');
    const dialog = await editAndSave(user);
    const row = within(dialog).getByRole('table', { name: 'p2p_transfer' });
    expect(
      within(row)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Column', 'When you opened the grid', 'On the server (theirs)', 'Yours (mine)', 'To save']);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Payer %');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['0.5', '0.75', '1']);
    // When the other admin's save landed, as the server says.
    expect(within(dialog).getByText(/^Changed on the server on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/)).toBeInTheDocument();
    // The row the other admin did not touch needs no choice.
    expect(
      within(dialog).getByText('1 other row you changed was not changed on the server: it is saved as you entered it.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'bank_transfer_out' })).not.toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('Choose Keep mine or Take theirs for 1 cell.')).toBeInTheDocument();
    await user.click(save);
    expect(bodies).toHaveLength(0);
    const choice = cellChoice(dialog, 'Payer %');
    expect(within(choice).getByRole('button', { name: 'Keep mine' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(choice).getByRole('button', { name: 'Take theirs' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Keep mine sends my value for that cell; the other edited row goes too; the grid shows what the server holds', async () => {
    setDemoSettings({ concurrent: true });
    const bodies = recordSaves('*/api/fees');
    const { user, grid } = await open('/fees');
    const dialog = await editAndSave(user);
    await user.click(within(cellChoice(dialog, 'Payer %')).getByRole('button', { name: 'Keep mine' }));
    expect(within(dialog).queryByText(/^Choose Keep mine/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fees updated successfully (2 fees).')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        fees: [
          expect.objectContaining({ id: 1, name_alias: 'p2p_transfer', payer_percentage: 1 }),
          expect.objectContaining({ id: 2, name_alias: 'bank_transfer_out', fixed: 0.75 }),
        ],
      },
    ]);
    expect(feesStore.fees[0]!.payer_percentage).toBe(1);
    const row = within(grid)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('p2p_transfer'))!;
    expect(within(row).queryByRole('gridcell', { name: '0.75' })).not.toBeInTheDocument();
  });

  it('their change to a cell I did not touch is kept with no choice asked, and my edit of another cell goes with it', async () => {
    setDemoSettings({ concurrent: true });
    const bodies = recordSaves('*/api/fees');
    const { user } = await open('/fees');
    await user.click(editButton());
    await retype(user, await feeCell(user, 'Fixed', 1, 'p2p_transfer'), '0.4');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Review your changes' })).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed on the server since you opened the grid' });
    const row = within(dialog).getByRole('table', { name: 'p2p_transfer' });
    expect(
      within(row)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Payer %0.50.750.50.75 (theirs, kept)', 'Fixed000.40.4 (yours)']);
    expect(within(dialog).queryByRole('group', { name: /^Value to save/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fees updated successfully (1 fee).')).toBeInTheDocument();
    expect(bodies).toEqual([{ fees: [expect.objectContaining({ id: 1, fixed: 0.4, payer_percentage: 0.75 })] }]);
    expect(feesStore.fees[0]).toEqual(expect.objectContaining({ fixed: 0.4, payer_percentage: 0.75 }));
  });

  it('Take theirs drops my edit of that cell: only the other row is sent, and the grid shows their value', async () => {
    setDemoSettings({ concurrent: true });
    const bodies = recordSaves('*/api/fees');
    const { user, grid } = await open('/fees');
    const dialog = await editAndSave(user);
    await user.click(within(cellChoice(dialog, 'Payer %')).getByRole('button', { name: 'Take theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fees updated successfully (1 fee).')).toBeInTheDocument();
    expect(bodies).toEqual([{ fees: [expect.objectContaining({ id: 2, fixed: 0.75 })] }]);
    expect((bodies[0] as { fees: unknown[] }).fees).toHaveLength(1);
    expect(feesStore.fees[0]!.payer_percentage).toBe(0.75);
    const row = within(grid)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('p2p_transfer'))!;
    expect(within(row).getByRole('gridcell', { name: '0.75' })).toBeInTheDocument();
  });

  it('Take theirs for the only cell edited sends nothing and says so', async () => {
    setDemoSettings({ concurrent: true });
    const bodies = recordSaves('*/api/fees');
    const { user } = await open('/fees');
    const dialog = await editAndSave(user, false);
    await user.click(within(cellChoice(dialog, 'Payer %')).getByRole('button', { name: 'Take theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Nothing was sent: you took the server’s values for every cell you changed. The grid shows what the server holds now.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(editButton()).toBeInTheDocument();
  });

  it('a row changed on the server that the admin did not touch takes theirs, shown as such; Back to editing sends nothing', async () => {
    setDemoSettings({ concurrent: true });
    const bodies = recordSaves('*/api/fees');
    const { user } = await open('/fees');
    await user.click(editButton());
    await retype(user, await feeCell(user, 'Fixed', 2, 'bank_transfer_out'), '0.75');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Review your changes' })).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed on the server since you opened the grid' });
    expect(within(dialog).getByText('You did not change this row: it takes the server’s values.')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'p2p_transfer' })).toHaveTextContent('0.75 (theirs, kept)');
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(0);
    expect(await feeCell(user, 'Fixed', 2, 'bank_transfer_out')).toHaveValue('0.75');
  });
});

describe('Distributions: review and concurrent change', () => {
  it('refuses the merge whose split neither admin entered, naming the rule; a fix in place that adds up to 100 is saved', async () => {
    // The other admin changes Guarantor/Processor % 20/10 -> 25/5; I change Wallet % 70 -> 65 and Guarantor % to 25.
    setDemoSettings({ concurrent: true });
    const bodies = recordSaves('*/api/fees-distribution');
    const { user } = await open('/distribution');
    await user.click(editButton());
    await retype(user, screen.getByRole('textbox', { name: 'Wallet %, distribution 1 p2p_transfer' }), '65');
    await retype(user, screen.getByRole('textbox', { name: 'Guarantor %, distribution 1 p2p_transfer' }), '25');
    await user.click(saveButton());
    const review = await screen.findByRole('alertdialog', { name: 'Review your changes' });
    expect(reviewRows(review)).toEqual([
      ['p2p_transfer', 'Wallet %', '70', '65', '−5.00 pp'],
      ['p2p_transfer', 'Guarantor %', '20', '25', '+5.00 pp'],
    ]);
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed on the server since you opened the grid' });
    const table = within(dialog).getByRole('table', { name: 'p2p_transfer' });
    // Their Processor change shown and kept, the same Guarantor value no conflict, my Wallet change mine.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Wallet %70706565 (yours)', 'Guarantor %20252525 (the same on both sides)', 'Processor %105105 (theirs, kept)']);
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Percentages add up to 95, not 100Neither of you entered this split/);
    expect(within(dialog).getByText('1 row breaks a rule of the grid: fix it above to save.')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(bodies).toHaveLength(0);

    const fixes = within(dialog).getByRole('group', { name: 'Values to save for p2p_transfer' });
    const processor = within(fixes).getByRole('textbox', { name: 'Processor %' });
    expect(processor).toHaveValue('5');
    // Checked as typed, with the grid's own rules: out of bounds, then still not 100, then 100.
    await retype(user, processor, '-10');
    expect(processor).toHaveAccessibleDescription('Enter 0 to 100');
    await retype(user, processor, '8');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Percentages add up to 98, not 100/);
    await retype(user, processor, '10');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Fixed: the values to save follow the grid’s rules.');
    expect(within(table).getByRole('row', { name: /^Processor %/ })).toHaveTextContent('10 (fixed here)');
    expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(await screen.findByText('Fee distributions updated successfully (1 distribution).')).toBeInTheDocument();
    expect(bodies).toEqual([
      { distributions: [expect.objectContaining({ id: 1, wallet_percentage: 65, guarantor_percentage: 25, processor_percentage: 10 })] },
    ]);
  });
});

describe('Fees: the review and the conflict view in Arabic', () => {
  it('shows no English interface words in either dialog', async () => {
    setDemoSettings({ concurrent: true });
    const { user } = await open('/fees');
    await setLocale('ar');
    await user.click(screen.getByRole('button', { name: 'تعديل' }));
    await retype(user, screen.getByRole('textbox', { name: 'نسبة الدافع (%)، الرسم \u20681\u2069 \u2068p2p_transfer\u2069' }), '1');
    await user.click(screen.getByRole('button', { name: 'حفظ البيانات' }));
    const review = await screen.findByRole('alertdialog', { name: 'راجع تغييراتك' });
    // The aliases are data; everything else, column titles included, is Arabic.
    const allow = ['p2p_transfer'];
    expect(visibleEnglish(review, { allow })).toEqual([]);
    expect(within(review).getByText(/نقطة مئوية/)).toBeInTheDocument();
    expect(within(review).getByText('نسبة الدافع (%)')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'حفظ' }));
    const conflict = await screen.findByRole('alertdialog', { name: 'تغيّرت بيانات على الخادم منذ فتحت الجدول' });
    expect(visibleEnglish(conflict, { allow })).toEqual([]);
  });
});
