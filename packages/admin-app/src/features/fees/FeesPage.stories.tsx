import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { feesStore } from './demo';
import { handlers } from '../../test/demoHandlers';
import {
  listAt320,
  AppAt,
  collapsedSidebar,
  demoBackendWith,
  neverAnswer,
  serverError,
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { findGrid, retype, saveAndConfirm } from './storySetup';
import { editCell, gridCell } from '../../test/editCell';
import { FeesPage } from './FeesPage';

const LIST = '*/api/fees';

/**
 * Fees (/fees): the fee catalogue in an editable grid. Edit turns every column but name_alias into inputs; Save
 * Data sends the changed fees and shows the server's message beside the buttons. The real app against the demo
 * backend, signed in as the demo administrator.
 */
const meta = {
  title: 'Screens/Fees/Fees',
  component: FeesPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/fees" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof FeesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const feesGrid = async (canvas: Canvas) => {
  const grid = await findGrid(canvas, 'Fees');
  await within(grid).findByText('p2p_transfer');
  return grid;
};
/** A fee's textbox by its name ("<column>, fee <id> <alias>"): in edit mode only the active cell's row has them. */
const input = (canvas: Canvas, column: string, id: number, alias: string) =>
  canvas.getByRole('textbox', { name: `${column}, fee ${id} ${alias}` });
/**
 * Clicks a fee's cell, as a person does before typing, and returns its textbox, focused (test/editCell.ts); in Arabic
 * when the story is ("<column>, الرسم <id> <alias>").
 */
const editFee = async (canvas: Canvas, column: string, id: number, alias: string) => {
  const arabic = document.documentElement.lang === 'ar';
  const grid = canvas.getByRole('grid', { name: arabic ? 'الرسوم' : 'Fees' });
  const field = await editCell(userEvent, { grid, row: alias, column });
  await expect(field).toHaveAccessibleName(
    arabic ? `${column}، الرسم \u2068${id}\u2069 \u2068${alias}\u2069` : `${column}, fee ${id} ${alias}`,
  );
  return field;
};

/** The catalogue read-only: English and Arabic names (right-to-left), amounts aligned to the end. */
export const View: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 560px; overflow: hidden' } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await feesGrid(canvas);
    await expect(canvas.getByText(`${feesStore.fees.length} fees`)).toBeVisible();
    await expect(within(grid).getByText('دفع فاتورة الكهرباء')).toHaveAttribute('dir', 'auto');
    await expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await settle();
  },
};

/** The bottom of the first line of text in `el` (its glyphs' box, which lines up where baselines do at one size). */
const firstLineBottom = (el: HTMLElement) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  return Math.min(...rects.map((r) => r.bottom));
};

const WIDE = { viewport: { width: 1280, height: 800 }, frame: 'width: 1280px; height: 800px; overflow: hidden' };

/** At 1280x800, sidebar open: titles in words, Payer and Payee grouped, the wire names in the headers' tooltips. */
export const Wide: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await feesGrid(canvas);
    await expect(within(grid).getByRole('columnheader', { name: 'Payer' })).toHaveAttribute('scope', 'colgroup');
    await expect(within(grid).getByRole('columnheader', { name: 'Payer %' })).toHaveAttribute('title', 'Payer %\npayer_percentage');
    await expect(within(grid).getByRole('gridcell', { name: 'دفع فاتورة الكهرباء' })).toHaveAttribute('lang', 'ar');
    await settle();
  },
};

/** Wide, in the dark scheme (the top bar's Theme switch on Dark). */
export const WideDark: Story = { ...Wide, globals: { theme: 'dark' } };

/** Edit mode at 1280x800: the id and the alias stay read-only (no input), every other cell is one. */
export const WideEdit: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await feesGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(await canvas.findByRole('textbox', { name: 'Arabic name, fee 1 p2p_transfer' })).toHaveAttribute('lang', 'ar');
    await expect(canvas.queryByRole('textbox', { name: /^ID, / })).not.toBeInTheDocument();
    await expect(within(grid).getByRole('gridcell', { name: 'p2p_transfer' })).toHaveAttribute('aria-readonly', 'true');
    await settle();
  },
};

/** Waiting for the list: skeleton rows, the grid busy, Edit unavailable. */
export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, 'Fees');
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    await settle();
  },
};

/** An empty catalogue. */
export const Empty: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, () => HttpResponse.json({ data: { data: [] } }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, 'Fees');
    await expect(await within(grid).findByText('No fees to show.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    await settle();
  },
};

/** The list failed (HTTP 500): an error inside the empty grid, with Retry. */
export const LoadError: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, serverError)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, 'Fees');
    await expect(await within(grid).findByText('Failed to load fees. Please try again.')).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Retry' })).toBeVisible();
    // The grid is the box: the error inside it draws no card of its own.
    const card = within(grid).getByRole('alert').parentElement as HTMLElement;
    await expect(getComputedStyle(card).borderTopWidth).toBe('0px');
    await settle();
  },
};

/** Edit mode with two invalid cells: flagged inline, counted in the announced summary; Save refuses and says why. */
export const EditWithInvalidCells: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 560px; overflow: hidden' } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await feesGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await retype(await editFee(canvas, 'Payer %', 2, 'bank_transfer_out'), '120');
    await retype(await editFee(canvas, 'Fixed', 3, 'cliq_transfer'), 'abc');
    // Fee 2's row gave its inputs to fee 3's: its cell shows the typed text and the message.
    const payer = gridCell({ grid: canvas.getByRole('grid', { name: 'Fees' }), row: 'bank_transfer_out', column: 'Payer %' });
    await expect(payer).toHaveTextContent(/^120edited/);
    await expect(payer).toHaveTextContent(/Enter 0 to 100/);
    await expect(canvas.getByText('2 cells need attention')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save data' }));
    await expect(await canvas.findByText('Fix the 2 cells marked invalid, then Save data again.')).toBeVisible();
    // Save puts the admin in the first invalid cell's input, its row active again, in view beside the sticky id.
    const focused = input(canvas, 'Payer %', 2, 'bank_transfer_out');
    await expect(focused).toHaveFocus();
    const id = gridCell({ grid: canvas.getByRole('grid', { name: 'Fees' }), row: 'bank_transfer_out', column: 'ID' });
    await expect(focused.getBoundingClientRect().left).toBeGreaterThanOrEqual(id.getBoundingClientRect().right - 1);
    await settle();
  },
};

/**
 * Cancel with edits asks first; "Discard changes" ends editing and focus returns to Edit (not to the
 * body: Cancel, which opened the dialog, is gone). Keyboard only.
 */
export const DiscardReturnsFocusToEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await feesGrid(canvas);
    canvas.getByRole('button', { name: 'Edit' }).focus();
    await userEvent.keyboard('{Enter}');
    const cell = (await within(grid).findAllByRole('textbox'))[0];
    if (!cell) throw new Error('no editable cell');
    cell.focus();
    await userEvent.keyboard('{End}9');
    canvas.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Discard changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
  },
};

/** Saving: the edited values shown read-only while the call runs, Save data busy. */
export const Saving: Story = {
  parameters: demoBackendWith(mswHttp.patch(LIST, neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await feesGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await retype(await editFee(canvas, 'English name', 1, 'p2p_transfer'), 'Wallet transfer');
    await saveAndConfirm(canvas);
    const busy = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByText('Wallet transfer')).toBeVisible();
    await settle();
  },
};

/** Saved: the server's message beside the buttons, back to view mode with the new value. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await feesGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await retype(await editFee(canvas, 'Payee minimum', 5, 'cash_in_agent'), '0.15');
    await saveAndConfirm(canvas);
    const message = await canvas.findByText('Fees updated successfully (1 fee).');
    await expect(message).toBeVisible();
    await waitFor(() => expect(within(grid).queryAllByRole('textbox')).toHaveLength(0));
    await expect(feesStore.fees[4]?.payee_minimum).toBe(0.15);
    // Beside the buttons (room enough), the message's first line is on the Edit button's line; else it goes below.
    const edit = canvas.getByRole('button', { name: 'Edit' });
    if (message.getBoundingClientRect().left > edit.getBoundingClientRect().right) {
      await expect(Math.abs(firstLineBottom(message) - firstLineBottom(edit))).toBeLessThanOrEqual(1.5);
    } else {
      await expect(message.getBoundingClientRect().top).toBeGreaterThanOrEqual(edit.getBoundingClientRect().bottom);
    }
    await settle();
  },
};

/** Saved, at 1280x800: the message beside the Edit button, on its line. */
export const SavedWide: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  play: (context) => Saved.play!(context),
};

/** The save failed: the server's message, edit mode ended, and the next Edit brings the edits back as a draft. */
export const SaveFailedDraftRestored: Story = {
  parameters: demoBackendWith(
    mswHttp.patch(LIST, () => HttpResponse.json({ message: 'The fee catalogue is locked for month-end.' }, { status: 423 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await feesGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await retype(await editFee(canvas, 'Arabic name', 1, 'p2p_transfer'), 'تحويل بين المحافظ');
    await saveAndConfirm(canvas);
    await expect(await canvas.findByText('The fee catalogue is locked for month-end.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(await editFee(canvas, 'Arabic name', 1, 'p2p_transfer')).toHaveValue('تحويل بين المحافظ');
    await expect(canvas.getByText('Draft restored')).toBeVisible();
    await settle();
  },
};

/**
 * The server refused the save (422 in Laravel's shape, no message): a sentence with the status, and after Edit the
 * refused cell carries the server's message, found by its place in the list sent (`fees.1.payer_percentage` is the
 * second fee sent, here fee 5).
 */
export const SaveRefusedOnCells: Story = {
  parameters: demoBackendWith(
    mswHttp.patch(LIST, () =>
      HttpResponse.json({ errors: { 'fees.1.payer_percentage': ['The payer percentage is above the contract rate.'] } }, { status: 422 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await feesGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await retype(await editFee(canvas, 'Fixed', 2, 'bank_transfer_out'), '0.3');
    await retype(await editFee(canvas, 'Payer %', 5, 'cash_in_agent'), '4');
    await saveAndConfirm(canvas);
    await expect(await canvas.findByText(/^The server refused the values \(422 Unprocessable \w+\)\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const refused = await editFee(canvas, 'Payer %', 5, 'cash_in_agent');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription(/The payer percentage is above the contract rate\./);
    await expect(canvas.getByText(/The server refused 1 cell: it is marked\./)).toBeVisible();
    await settle();
  },
};

/** The whole screen at 1440x900 beside the open sidebar (1280x800 is Wide). */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Wide.play,
};

/** The catalogue in Arabic at 1280x800: titles and groups in Arabic, the id column held on the right, numbers as typed. */
export const WideArabic: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, 'الرسوم');
    await within(grid).findByText('p2p_transfer');
    await expect(canvas.getByRole('heading', { level: 1, name: 'الرسوم' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'الدافع' })).toHaveAttribute('scope', 'colgroup');
    // Right to left, the sticky id column is the grid's first on the right.
    const id = within(grid).getByRole('columnheader', { name: 'المعرّف' }).getBoundingClientRect();
    const type = within(grid).getByRole('columnheader', { name: 'النوع' }).getBoundingClientRect();
    await expect(id.left).toBeGreaterThan(type.left);
    await settle();
  },
};

/** The names the review steps look for, in the story's language. */
const REVIEW_NAMES = {
  en: { grid: 'Fees', edit: 'Edit', save: 'Save data', payer: 'Payer %', fixed: 'Fixed', payee: 'Payee %' },
  ar: { grid: 'الرسوم', edit: 'تعديل', save: 'حفظ البيانات', payer: 'نسبة الدافع (%)', fixed: 'مبلغ ثابت', payee: 'نسبة المستفيد (%)' },
};

/** Edits three fees and opens the review (Save data): each changed cell, old → new, percentage points for percentages. */
const openReview = async (canvas: Canvas) => {
  const names = REVIEW_NAMES[document.documentElement.lang === 'ar' ? 'ar' : 'en'];
  const grid = await findGrid(canvas, names.grid);
  await within(grid).findByText('p2p_transfer');
  await userEvent.click(canvas.getByRole('button', { name: names.edit }));
  await retype(await editFee(canvas, names.payer, 1, 'p2p_transfer'), '1');
  await retype(await editFee(canvas, names.fixed, 2, 'bank_transfer_out'), '0.75');
  await retype(await editFee(canvas, names.payee, 3, 'cliq_transfer'), '0.25');
  await userEvent.click(canvas.getByRole('button', { name: names.save }));
  return within(document.body).findByRole('alertdialog');
};

/** Review before saving, at 1280x800: every changed cell with its fee, column, old and new value; nothing sent yet. */
export const ReviewBeforeSaving: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openReview(canvas);
    await expect(dialog).toHaveAccessibleName('Review your changes');
    await settle();
    const table = within(dialog).getByRole('table', { name: 'Changes to save' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('+0.50 pp')).toBeVisible();
    await settle();
  },
};

/** Editing in Arabic at 1280x800: two invalid cells with their Arabic messages, and Save refused in Arabic. */
export const WideEditArabic: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, 'الرسوم');
    await within(grid).findByText('p2p_transfer');
    await userEvent.click(canvas.getByRole('button', { name: 'تعديل' }));
    await retype(await editFee(canvas, 'نسبة الدافع (%)', 2, 'bank_transfer_out'), '120');
    await retype(await editFee(canvas, 'مبلغ ثابت', 3, 'cliq_transfer'), 'abc');
    // Fee 2's row gave its inputs to fee 3's: its cell shows the typed text and the message.
    const payer = gridCell({ grid, row: 'bank_transfer_out', column: 'نسبة الدافع (%)' });
    await expect(payer).toHaveTextContent(/^120/);
    await expect(payer).toHaveTextContent(/أدخل قيمة من/);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ البيانات' }));
    await expect(await canvas.findByText('صحّح الخليتين غير الصالحتين المُعلَّمتين، ثم اختر حفظ البيانات مرة أخرى.')).toBeVisible();
    await settle();
  },
};

/** The review in Arabic, at 1280x800. */
export const ReviewBeforeSavingArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: WIDE },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(within(canvasElement));
    await expect(dialog).toHaveAccessibleName('راجع تغييراتك');
    await settle();
  },
};

/** Opens the choice: another admin changed p2p_transfer's payer % after the grid loaded (?demo-concurrent). */
const openConflict = async (canvas: Canvas, save: string) => {
  const review = await openReview(canvas);
  await userEvent.click(within(review).getByRole('button', { name: save }));
  return waitFor(() => {
    const dialog = within(document.body).getByRole('alertdialog');
    if (dialog === review) throw new Error('still the review');
    return dialog;
  });
};

/**
 * Changed on the server since the grid loaded, at 1280x800: per cell the value when the grid loaded, theirs and mine;
 * the cell both admins changed waits for Keep mine or Take theirs (Save inert until then); the rows only the admin
 * edited are saved as entered, and say so.
 */
export const ChangedOnTheServer: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  beforeEach: signedInStory({ concurrent: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(within(canvasElement), 'Save');
    // The dialog fades in: its parts are visible once it has.
    await settle();
    await expect(dialog).toHaveAccessibleName('Changed on the server since you opened the grid');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('group', { name: 'Value to save for Payer % of p2p_transfer' })).toBeVisible();
    await settle();
  },
};

/** The choice made: Keep mine saves the admin's value of the cell, and the grid shows what the server holds. */
export const ChangedOnTheServerKeepMine: Story = {
  beforeEach: signedInStory({ concurrent: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openConflict(canvas, 'Save');
    const choice = within(dialog).getByRole('group', { name: 'Value to save for Payer % of p2p_transfer' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Fees updated successfully (3 fees).')).toBeVisible();
    await expect(feesStore.fees[0]?.payer_percentage).toBe(1);
  },
};

/** The choice in Arabic, at 1280x800. */
export const ChangedOnTheServerArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: WIDE },
  beforeEach: signedInStory({ concurrent: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(within(canvasElement), 'حفظ');
    await expect(dialog).toHaveAccessibleName('تغيّرت بيانات على الخادم منذ فتحت الجدول');
    await settle();
  },
};

/** At 320 px (a 1280-px window zoomed to 400 %), the first screen: no sideways scrolling, a compact banner. */
export const At320: Story = { tags: ['visual'], ...listAt320('en', 'grid') };

/** At 320 px in Arabic, right to left. */
export const At320Arabic: Story = { tags: ['visual'], ...listAt320('ar', 'grid') };
