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
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { findGrid, retype, saveAndConfirm } from './storySetup';
import { editCell } from '../../test/editCell';
import { DistributionPage } from './DistributionPage';

const LIST = '*/api/fees-distribution';
const CAPTION = 'Fee distributions';

/**
 * Distributions (/distribution): how each fee splits between the product (its prefix read from the data, here
 * `wallet`), a guarantor and a processor. Percentages and fixed amounts are editable under grouped headers; a split
 * that does not add up to 100 is warned about, not blocked. The real app against the demo backend.
 */
const meta = {
  title: 'Screens/Fees/Distribution',
  component: DistributionPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/distribution" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof DistributionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const distributionsGrid = async (canvas: Canvas) => {
  const grid = await findGrid(canvas, CAPTION);
  await within(grid).findByText('p2p_transfer');
  return grid;
};
/** A distribution's textbox by its name ("<label>, distribution <id> <alias>"): only the active cell's row has them. */
const input = (canvas: Canvas, column: string, id: number, alias: string) =>
  canvas.getByRole('textbox', { name: `${column}, distribution ${id} ${alias}` });
/**
 * Clicks a distribution's cell, as a person does before typing, and returns its textbox, focused (test/editCell.ts).
 * `cell` names its column by its header: a fixed amount's is the party under the Fixed amounts group ("Guarantor
 * fixed" is Guarantor under Fixed amounts); `label` is the textbox's column label.
 */
const editDistribution = async (canvas: Canvas, label: string, id: number, alias: string, cell: { column: string; group?: string }) => {
  const arabic = document.documentElement.lang === 'ar';
  const grid = canvas.getByRole('grid', { name: arabic ? 'توزيعات الرسوم' : CAPTION });
  const field = await editCell(userEvent, { grid, row: alias, ...cell });
  await expect(field).toHaveAccessibleName(
    arabic ? `${label}، التوزيع \u2068${id}\u2069 \u2068${alias}\u2069` : `${label}, distribution ${id} ${alias}`,
  );
  return field;
};
/** An English column label's header: "Guarantor fixed" is Guarantor under Fixed amounts, "Wallet %" itself. */
const headerOf = (label: string) =>
  label.endsWith(' fixed') ? { column: label.slice(0, -' fixed'.length), group: 'Fixed amounts' } : { column: label };
const edit = (canvas: Canvas, label: string, id: number, alias: string) => editDistribution(canvas, label, id, alias, headerOf(label));

/** Read-only: grouped headers, the fee by name_alias (Unknown when it has none), two splits warned about. */
export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await distributionsGrid(canvas);
    await expect(within(grid).getByRole('columnheader', { name: 'Percentages' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Fixed amounts' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Wallet %' })).toBeVisible();
    await expect(within(grid).getAllByText('Percentages add up to 95, not 100')).toHaveLength(2);
    await expect(canvas.getByText(`${feesStore.distributions.length} distributions`)).toBeVisible();
    await settle();
  },
};

const WIDE = { viewport: { width: 1280, height: 800 }, frame: 'width: 1280px; height: 800px; overflow: hidden' };

/**
 * The warned rows' markers, each inside the grid's box and the window: seen at once, without scrolling, although
 * the Warnings column is far to the end.
 */
async function expectWarningsInView(grid: HTMLElement) {
  const marked = within(grid).getAllByRole('gridcell', { name: /, warning: Percentages add up to 95, not 100$/ });
  await expect(marked.length).toBeGreaterThan(0);
  const scroller = grid.parentElement as HTMLElement;
  const box = scroller.getBoundingClientRect();
  const marker = within(marked[0] as HTMLElement).getByTitle('Percentages add up to 95, not 100');
  await expect(marker).toBeVisible();
  const mark = marker.getBoundingClientRect();
  await expect(mark.left).toBeGreaterThanOrEqual(Math.max(0, box.left));
  await expect(mark.right).toBeLessThanOrEqual(Math.min(window.innerWidth, box.right));
  await expect(mark.top).toBeGreaterThanOrEqual(Math.max(0, box.top));
  await expect(mark.bottom).toBeLessThanOrEqual(Math.min(window.innerHeight, box.bottom));
}

/** At 1280x800, sidebar open: titles in words under their groups, the warned rows marked in their id cell. */
export const Wide: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await distributionsGrid(canvas);
    await expect(within(grid).getByRole('columnheader', { name: 'Wallet %' })).toHaveAccessibleDescription('wallet_percentage');
    await expectWarningsInView(grid);
    await settle();
  },
};

/** The same in edit mode; scrolled to the row's end (End), the id and its warning stay in view. */
export const WideEdit: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await distributionsGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await edit(canvas, 'Processor fixed', 7, 'cash_out_agent');
    await userEvent.keyboard('{Escape}{End}');
    await expectWarningsInView(grid);
    // Scrolled to the Warnings column: its chip shows the whole text, not cut.
    const chip = within(grid).getAllByText('Percentages add up to 95, not 100')[0]!.parentElement as HTMLElement;
    await expect(chip).toBeVisible();
    await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth);
    await settle();
  },
};

/** End in a row goes to its last cell: the grid scrolls to the fixed amounts, under their group, and the row's warning. */
export const ScrolledToRowEnd: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 560px; overflow: hidden' } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await distributionsGrid(canvas);
    const first = within(grid).getByRole('gridcell', { name: 'cash_out_agent' });
    await userEvent.click(first);
    await userEvent.keyboard('{End}');
    const last = within(first.closest('tr')!).getAllByRole('gridcell').at(-1)!;
    await waitFor(() => expect(last).toContainElement(document.activeElement as HTMLElement));
    await expect(within(grid).getByRole('columnheader', { name: 'Fixed amounts' })).toBeVisible();
    await settle();
  },
};

/** Waiting for the list: skeleton rows. */
export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findGrid(canvas, CAPTION)).toHaveAttribute('aria-busy', 'true');
    await settle();
  },
};

/** No distributions. */
export const Empty: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, () => HttpResponse.json({ data: [] }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, CAPTION);
    await expect(await within(grid).findByText('No distributions to show.')).toBeVisible();
    await settle();
  },
};

/** The list failed: an empty table with the error and Retry (docs/product.md#load-failures: distributions fall back to an empty list). */
export const LoadError: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, CAPTION);
    await expect(await within(grid).findByText('Failed to load distributions. Please try again.')).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Retry' })).toBeVisible();
    await settle();
  },
};

/** A malformed answer (the list is not where the contract, listDistributions, puts it): an error, never a blank page. */
export const MalformedResponse: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, () => HttpResponse.json({ data: { rows: 'nope' } }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, CAPTION);
    await expect(await within(grid).findByText(/could not be read/)).toBeVisible();
    await settle();
  },
};

/** Edit mode: an out-of-range percentage flagged, and the sum warning following the typed values. */
export const EditWithInvalidCells: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await distributionsGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await retype(await edit(canvas, 'Wallet %', 1, 'p2p_transfer'), '60');
    await expect(within(grid).getByText('Percentages add up to 90, not 100')).toBeVisible();
    await retype(await edit(canvas, 'Guarantor fixed', 2, 'bank_transfer_out'), '-1');
    await expect(input(canvas, 'Guarantor fixed', 2, 'bank_transfer_out')).toHaveAccessibleDescription(/Enter 0 to 1,000,000/);
    await expect(canvas.getByText(/^1 cell needs attention. 3 rows have warnings/)).toBeVisible();
    await settle();
  },
};

/** Saving: Save data busy while the call runs. */
export const Saving: Story = {
  parameters: demoBackendWith(mswHttp.patch(LIST, neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await distributionsGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await retype(await edit(canvas, 'Processor fixed', 1, 'p2p_transfer'), '0.2');
    await saveAndConfirm(canvas);
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    await settle();
  },
};

/** Saved: the server's message, and a fixed split no longer warned about. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await distributionsGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await retype(await edit(canvas, 'Processor %', 7, 'cash_out_agent'), '20');
    await saveAndConfirm(canvas);
    await expect(await canvas.findByText('Fee distributions updated successfully (1 distribution).')).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByText('Percentages add up to 95, not 100')).toHaveLength(1));
    await settle();
  },
};

/** The whole screen at 1440x900 beside the open sidebar (1280x800 is Wide). */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Wide.play,
};

/** The splits in Arabic at 1280x800: groups and parties in Arabic, the product named in Arabic (`wallet`), the warnings. */
export const WideArabic: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, 'توزيعات الرسوم');
    await within(grid).findByText('p2p_transfer');
    await expect(within(grid).getByRole('columnheader', { name: 'النسب المئوية' })).toHaveAttribute('scope', 'colgroup');
    // No wire name on its tooltip in Arabic (`wallet_percentage`): the header's title alone.
    const wallet = within(grid).getByRole('columnheader', { name: 'نسبة \u2068المحفظة\u2069 (%)' });
    await expect(wallet).toHaveAttribute('title', 'نسبة \u2068المحفظة\u2069 (%)');
    await expect(within(grid).getAllByText('مجموع النسب \u206895\u2069 وليس \u2068100\u2069').length).toBeGreaterThan(0);
    // Right to left, the sticky id column (with the row's warning) is the grid's first on the right.
    const id = within(grid).getByRole('columnheader', { name: 'المعرّف' }).getBoundingClientRect();
    const processor = within(grid).getByRole('columnheader', { name: 'رقم المعالج' }).getBoundingClientRect();
    await expect(id.left).toBeGreaterThan(processor.left);
    await settle();
  },
};

/** Editing in Arabic at 1280x800: an out-of-range percentage flagged in Arabic, and the sum warning following it. */
export const WideEditArabic: Story = {
  tags: ['visual'],
  parameters: { visual: WIDE },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvas, 'توزيعات الرسوم');
    await within(grid).findByText('p2p_transfer');
    await userEvent.click(canvas.getByRole('button', { name: 'تعديل' }));
    const wallet = await editDistribution(canvas, 'نسبة \u2068المحفظة\u2069 (%)', 1, 'p2p_transfer', {
      column: 'نسبة \u2068المحفظة\u2069 (%)',
    });
    await retype(wallet, '160');
    await expect(wallet).toHaveAccessibleDescription(/أدخل قيمة من/);
    const fixed = { column: 'الضامن', group: 'المبالغ الثابتة' };
    await retype(await editDistribution(canvas, '\u2068الضامن\u2069، مبلغ ثابت', 2, 'bank_transfer_out', fixed), '12.5');
    const percentage = { column: 'نسبة \u2068الضامن\u2069 (%)' };
    await retype(await editDistribution(canvas, 'نسبة \u2068الضامن\u2069 (%)', 2, 'bank_transfer_out', percentage), '40');
    await expect(within(grid).getAllByText(/^مجموع النسب \u2068\d+(\.\d+)?\u2069 وليس \u2068100\u2069$/).length).toBeGreaterThan(1);
    await settle();
  },
};

/** At 320 px (a 1280-px window zoomed to 400 %), the first screen: no sideways scrolling, a compact banner. */
export const At320: Story = { tags: ['visual'], ...listAt320('en', 'grid') };

/** At 320 px in Arabic, right to left. */
export const At320Arabic: Story = { tags: ['visual'], ...listAt320('ar', 'grid') };
