import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  EditableTable,
  sortRows,
  updateEdits,
  type EditableColumn,
  type EditableTableEdits,
  type EditableTableErrors,
  type EditableTableProps,
  type EditableTableWarnings,
  type LinkComponentProps,
  type TableSort,
} from '@admin-console/admin-ui';
import {
  DISCOUNT_COLUMNS,
  DISCOUNTS,
  DISTRIBUTION_COLUMNS,
  DISTRIBUTION_GROUPS,
  DISTRIBUTIONS,
  FEE_COLUMNS,
  FEE_NUMERIC_KEYS,
  FEE_WORD_COLUMNS,
  FEE_WORD_GROUPS,
  distributionWarnings,
  makeFees,
  stickyFirst,
  validateEdits,
  type DistributionRow,
} from './EditableTable.fixtures';
import { editCell, gridCell } from '../../test-utils/editCell';
import { visibleEnglish } from '../../test-utils/visibleEnglish';

/** The stories show rows of several shapes (fees, distributions, discounts): each has an `id`, its key. */
type StoryRow = { id: number };
const storyRowId = (row: StoryRow) => row.id;
/**
 * Another shape's columns for the one meta's table. A column's `key` names a field of its own row type, so fee columns
 * are not columns of `StoryRow`: the stories say they know which rows go with which columns.
 */
const storyColumns = <Row,>(columns: readonly EditableColumn<Row>[]) => columns as unknown as readonly EditableColumn<StoryRow>[];

type Checks = { errors?: EditableTableErrors; warnings?: EditableTableWarnings };
type Validate = (edits: EditableTableEdits, rows: readonly StoryRow[]) => Checks;

/** Holds the edits in React state, as a screen does, and validates them on every change. */
function StatefulTable({ validate, ...args }: EditableTableProps<StoryRow> & { validate?: Validate }) {
  const [edits, setEdits] = useState(args.edits ?? {});
  const { onEditChange } = args;
  const handleEditChange = useCallback(
    (rowId: string, key: string, rawValue: string | undefined) => {
      setEdits((current) => updateEdits(current, rowId, key, rawValue));
      onEditChange?.(rowId, key, rawValue);
    },
    [onEditChange],
  );
  const checks = useMemo(() => validate?.(edits, args.rows), [validate, edits, args.rows]);
  return (
    <EditableTable
      {...args}
      edits={edits}
      onEditChange={handleEditChange}
      errors={checks?.errors ?? args.errors}
      warnings={checks?.warnings ?? args.warnings}
    />
  );
}

const validateFees: Validate = (edits) => ({ errors: validateEdits(edits, FEE_NUMERIC_KEYS) });
const validateDistributions: Validate = (edits, rows) => ({
  errors: validateEdits(
    edits,
    DISTRIBUTION_COLUMNS.filter((c) => c.editable).map((c) => c.key),
  ),
  warnings: distributionWarnings(rows as DistributionRow[], edits),
});

const fees = makeFees(8);
const thousandFees = makeFees(1000);

const meta = {
  title: 'Components/EditableTable',
  component: EditableTable<StoryRow>,
  args: {
    caption: 'Fees',
    rows: fees,
    getRowId: storyRowId,
    columns: storyColumns(FEE_COLUMNS),
    mode: 'view',
    edits: {},
    onEditChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['view', 'edit'] },
    paging: { control: 'inline-radio', options: ['window', 'pages'] },
    rows: { control: false },
    columns: { control: false },
  },
  render: (args) => <StatefulTable {...args} validate={validateFees} />,
} satisfies Meta<typeof EditableTable<StoryRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The Fees screen before Edit: plain text, Arabic names right-to-left, numbers aligned to the end. */
export const FeesView: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Fees' });
    await expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    await expect(within(grid).getByText('دفع الفواتير')).toHaveAttribute('dir', 'auto');
  },
};

/**
 * After Edit: editable cells are inputs in the active cell's row, and fields' boxes in the others (a click edits the
 * cell, its value selected); name_alias stays read-only.
 */
export const EditMode: Story = {
  args: { mode: 'edit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Fees' });
    const aliasCell = canvas.getByRole('gridcell', { name: 'bill_payment' });
    await expect(aliasCell).toHaveAttribute('aria-readonly', 'true');
    const input = await editCell(userEvent, { grid, row: 1, column: 'name_english' });
    await expect(input).toHaveAccessibleName('name_english, row 2');
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    await userEvent.clear(input);
    await userEvent.type(input, 'Agent cash-out');
    await expect(args.onEditChange).toHaveBeenLastCalledWith('2', 'name_english', 'Agent cash-out');
    await expect(input).toHaveAccessibleDescription('edited');
    await expect(input.closest('td')).toHaveAttribute('data-dirty', 'true');
  },
};

/** Messages given by the screen show under the cell, mark the input invalid and are counted in an announced summary. */
export const InvalidCells: Story = {
  tags: ['visual'],
  parameters: { visual: { viewport: { width: 1720, height: 700 } } },
  args: {
    mode: 'edit',
    edits: { '1': { payer_percentage: '120' }, '3': { fixed: 'abc' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 cells need attention');
    const percentage = canvas.getByRole('textbox', { name: 'payer_percentage, row 1' });
    await expect(percentage).toHaveAttribute('aria-invalid', 'true');
    await expect(percentage).toHaveAccessibleDescription('Enter 0 to 100 edited');
    // Fixing it clears the message and the count.
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '12');
    await expect(percentage).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 cell needs attention');
  },
};

/** Dirty cells carry a corner marker and "edited"; Escape returns a cell to its value before the edit. */
export const DirtyCells: Story = {
  args: {
    mode: 'edit',
    edits: { '2': { name_english: 'Cash withdrawal (agents)', payer_minimum: '0.5' }, '5': { conditions: 'amount > 50' } },
  },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Fees' });
    const input = await editCell(userEvent, { grid, row: 1, column: 'payer_minimum' });
    await expect(input).toHaveAccessibleName('payer_minimum, row 2');
    await expect(input).toHaveAccessibleDescription('edited');
    await userEvent.keyboard('{Control>}a{/Control}9{Escape}');
    await expect(args.onEditChange).toHaveBeenLastCalledWith('2', 'payer_minimum', '0.5');
    await expect(input).toHaveValue('0.5');
    await expect(input.closest('td')).toHaveFocus();
  },
};

/**
 * Spreadsheet editing. A click selects the cell's value, so typing replaces it (0.5, then 2: 2). A block copied from
 * a spreadsheet (tab- and line-separated text) is pasted from the active cell onto the editable columns, read-only
 * ones skipped (here the block starts on Payer %), each value validated as typed; the status says how many were
 * pasted. Ctrl+Z takes the paste back as one step, then the typing in the cell; Ctrl+Y does them again.
 */
export const PasteAndUndo: Story = {
  args: { mode: 'edit', columns: storyColumns(FEE_WORD_COLUMNS), groups: FEE_WORD_GROUPS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Fees' });
    const cell = (name: string) => canvas.getByRole('textbox', { name });
    // Only the active cell's row holds inputs: row 4 shows its values in field boxes (its cell's text).
    const minimum4 = () => gridCell({ grid, row: 3, column: 'Payer minimum' });
    await expect(within(gridCell({ grid, row: 2, column: 'Payer %' })).getByText('0.5')).toBeVisible();
    const payer = await editCell(userEvent, { grid, row: 2, column: 'Payer %' });
    await expect(payer).toHaveAccessibleName('Payer %, row 3');
    await userEvent.keyboard('2');
    await expect(payer).toHaveValue('2');

    // Rows 3 and 4, three columns each: Payer %, Payer minimum, Payee % (as a spreadsheet copies them: CRLF, the
    // last row ended too).
    await userEvent.paste('1\t0.1\t2\r\n3\tabc\t4\r\n');
    await expect(payer).toHaveValue('1');
    await expect(cell('Payee %, row 3')).toHaveValue('2');
    await expect(within(minimum4()).getByText('abc')).toBeVisible();
    await expect(within(minimum4()).getByText('Enter a number')).toBeVisible();
    await expect(minimum4()).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pasted 6 cells. 1 cell needs attention');

    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(payer).toHaveValue('2');
    await expect(within(minimum4()).getByText('0.3')).toBeVisible();
    await expect(minimum4()).not.toHaveAttribute('data-invalid');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(payer).toHaveValue('0.5');
    await expect(payer.closest('td')).toHaveFocus();
    await userEvent.keyboard('{Control>}y{/Control}{Control>}y{/Control}');
    await expect(payer).toHaveValue('1');
    await expect(within(minimum4()).getByText('abc')).toBeVisible();
  },
};

/**
 * Distributions: grouped header cells (Percentages, Fixed amounts) over the column titles, read-only ids, and a
 * row warning when the three percentages do not sum to 100.
 */
export const Distributions: Story = {
  tags: ['visual'],
  parameters: { visual: { viewport: { width: 1500, height: 600 } } },
  args: {
    caption: 'Fees distribution',
    rows: DISTRIBUTIONS,
    columns: storyColumns(DISTRIBUTION_COLUMNS),
    groups: DISTRIBUTION_GROUPS,
    mode: 'edit',
    warnings: {},
  },
  render: (args) => <StatefulTable {...args} validate={validateDistributions} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Percentages' })).toHaveAttribute('colspan', '3');
    await expect(canvas.getByRole('columnheader', { name: 'Fixed amounts' })).toHaveAttribute('colspan', '3');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 row has a warning');
    await expect(canvas.getByText('Percentages sum to 90, not 100')).toBeVisible();
    // Fix the sum: the warning goes.
    const grid = canvas.getByRole('grid', { name: 'Fees distribution' });
    const processor = await editCell(userEvent, { grid, row: 2, column: 'processor', group: 'Percentages' });
    await expect(processor).toHaveAccessibleName('Percentages processor, row 3');
    await userEvent.clear(processor);
    await userEvent.type(processor, '30');
    await waitFor(() => expect(canvas.queryByText('Percentages sum to 90, not 100')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

const DemoLink = ({ to, children, ...rest }: LinkComponentProps) => (
  <a href={`#${to}`} data-router-link="" {...rest}>
    {children}
  </a>
);

/** Link cells: the row id is the link's parameter, rendered through the app's link component. */
export const LinkCells: Story = {
  args: { caption: 'Discount promotions', rows: DISCOUNTS, columns: storyColumns(DISCOUNT_COLUMNS), linkComponent: DemoLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'View Ramadan cashback' });
    await expect(link).toHaveAttribute('href', '#/edit-discount?id=11');
    await expect(link).toHaveAttribute('data-router-link');
    // Arrow keys reach the link itself, so Enter follows it.
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'View خصم العودة إلى المدارس' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { rows: [], empty: { title: 'No fees yet.', description: 'Fees added by the back office are listed here.' } },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('gridcell', { name: /^No fees yet\./ });
    await expect(cell).toBeVisible();
    await expect(cell).toHaveTextContent('Fees added by the back office are listed here.');
  },
};

/** A failed load: the message in place of the rows, with Retry (as DataTable's `error` and `onRetry`). */
export const LoadFailed: Story = {
  args: { rows: [], error: 'Failed to load fees. Please try again.', errorTitle: 'Could not load', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load fees. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Fees' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading rows…');
  },
};

const longFees = makeFees(4).map((row, i) =>
  i === 1
    ? {
        ...row,
        name_english: 'Cash withdrawal at an agent location outside the capital governorate, weekends and holidays',
        name_arabic: 'سحب نقدي لدى وكيل خارج محافظة العاصمة في عطلات نهاية الأسبوع والعطل الرسمية',
        conditions: 'amount > 100 and payer is a registered company with a verified commercial record',
      }
    : row,
);

/** Long values stay on one line with an ellipsis; the full text is still read out and editable. */
export const LongText: Story = {
  args: { rows: longFees },
};

/** Arabic data and a right-to-left page: columns mirror, and ArrowLeft moves to the next column. */
export const RightToLeft: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 780px' } },
  args: { caption: 'الرسوم', rows: makeFees(4), mode: 'edit' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('gridcell')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getAllByRole('gridcell')[1]).toHaveFocus();
  },
};

/** In a narrow container the grid scrolls sideways; the header stays on top while it scrolls down. */
export const NarrowWidth: Story = {
  args: { mode: 'edit', maxHeight: 300 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * Columns as a product shows them: words for titles, grouped (Payer / Payee), the wire name in each header's tooltip
 * and description, the Arabic name `lang="ar"` (its header aligned like its cells), the id read-only. In a narrow box
 * the first column (the row's identity) stays in view while the grid scrolls sideways, and the keyboard never leaves
 * the active cell under it.
 */
export const ProductColumns: Story = {
  tags: ['visual'],
  args: { mode: 'edit', columns: storyColumns(stickyFirst(FEE_WORD_COLUMNS)), groups: FEE_WORD_GROUPS, maxHeight: 320 },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Payer' })).toHaveAttribute('scope', 'colgroup');
    await expect(canvas.getByRole('columnheader', { name: 'Payer %' })).toHaveAccessibleDescription('payer_percentage');
    await expect(canvas.getByRole('textbox', { name: 'Arabic name, row 1' })).toHaveAttribute('lang', 'ar');
    const idCell = canvasElement.querySelector('td[data-r="0"][data-c="0"]') as HTMLElement;
    await expect(idCell).toHaveTextContent('1');
    await userEvent.click(idCell);
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('textbox', { name: 'Conditions, row 1' }).closest('td') as HTMLElement;
    await expect(last).toHaveFocus();
    const scroller = idCell.closest('table')?.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    // The id stays at the box's start; arrowing back left stops each cell beside it, never under it.
    await expect(idCell.getBoundingClientRect().left).toBeCloseTo(scroller.getBoundingClientRect().left + scroller.clientLeft, 0);
    for (let i = 0; i < 7; i++) await userEvent.keyboard('{ArrowLeft}');
    const english = canvas.getByRole('textbox', { name: 'English name, row 1' }).closest('td') as HTMLElement;
    await expect(english).toHaveFocus();
    await expect(english.getBoundingClientRect().left).toBeGreaterThanOrEqual(idCell.getBoundingClientRect().right - 1);
  },
};

/** The product columns with the row's id and English name sticky (`sticky` on each column). */
const STICKY_NAME_COLUMNS = FEE_WORD_COLUMNS.map((column) =>
  column.key === 'id' || column.key === 'name_english' ? { ...column, sticky: true } : column,
);

/**
 * Several sticky columns, right to left: the id and the English name stick side by side at the right (the name
 * offset by the id's width) while the grid scrolls to the amounts, and the keyboard stops each cell beside them,
 * never under them. The Latin columns' headers align like their cells (left).
 */
export const StickyColumnsRightToLeft: Story = {
  tags: ['visual'],
  args: {
    caption: 'الرسوم',
    mode: 'view',
    columns: storyColumns(STICKY_NAME_COLUMNS.map((column) => (column.key === 'name_english' ? { ...column, lang: 'en' } : column))),
    groups: FEE_WORD_GROUPS,
    maxHeight: 260,
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const at = (c: number) => canvasElement.querySelector(`td[data-r="0"][data-c="${c}"]`) as HTMLElement;
    const [id, name] = [at(0), at(3)];
    const scroller = id.closest('table')?.parentElement as HTMLElement;
    const right = () => scroller.getBoundingClientRect().right - scroller.clientLeft;
    await userEvent.click(name);
    // Arrowing (left, in this direction) to Fixed scrolls the grid; the name stays stuck beside the id.
    for (let i = 0; i < 6; i++) await userEvent.keyboard('{ArrowLeft}');
    const fixed = at(9);
    await expect(fixed).toHaveFocus();
    await waitFor(() => expect(scroller.scrollLeft).toBeLessThan(0));
    await expect(id.getBoundingClientRect().right).toBeCloseTo(right(), 0);
    await expect(name.getBoundingClientRect().right).toBeCloseTo(id.getBoundingClientRect().left, 0);
    await expect(fixed.getBoundingClientRect().right).toBeLessThanOrEqual(name.getBoundingClientRect().left + 1);
    // Back right to Alias, a column between the sticky ones: revealed beside the id and name, not under them.
    for (let i = 0; i < 7; i++) await userEvent.keyboard('{ArrowRight}');
    const alias = at(2);
    await expect(alias).toHaveFocus();
    await expect(alias.getBoundingClientRect().right).toBeLessThanOrEqual(id.getBoundingClientRect().left + 1);
    await expect(alias.getBoundingClientRect().left).toBeGreaterThanOrEqual(name.getBoundingClientRect().right - 1);
    // The English name's header aligns left, like its Latin cells.
    const header = within(canvasElement).getByRole('columnheader', { name: 'English name' });
    await expect(getComputedStyle(header).textAlign).toBe('left');
  },
};

/** A row warning is marked on the row itself, in the sticky first cell: in view however far the grid scrolls. */
export const StickyWarnings: Story = {
  args: {
    caption: 'Fees distribution',
    rows: DISTRIBUTIONS,
    columns: storyColumns(stickyFirst(DISTRIBUTION_COLUMNS)),
    groups: DISTRIBUTION_GROUPS,
    mode: 'view',
    warnings: {},
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <StatefulTable {...args} validate={validateDistributions} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const idCell = canvas.getByRole('gridcell', { name: '3, warning: Percentages sum to 90, not 100' });
    const scroller = idCell.closest('table')?.parentElement as HTMLElement;
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    const marker = idCell.querySelector('[data-row-warning]') as HTMLElement;
    const box = scroller.getBoundingClientRect();
    const mark = marker.getBoundingClientRect();
    await expect(mark.left).toBeGreaterThanOrEqual(box.left);
    await expect(mark.right).toBeLessThanOrEqual(box.right);
    await expect(marker).toHaveAttribute('title', 'Percentages sum to 90, not 100');
  },
};

/** `paging="pages"`: ten rows a page (the spec's default); arrowing past the last row turns the page. */
export const Paged: Story = {
  args: { rows: makeFees(25), paging: 'pages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '26');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: 'balance_inquiry_3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
  },
};

/**
 * 1,000 rows in edit mode: only the visible rows are in the DOM, so entering edit mode and typing stay instant.
 * The play function edits by keyboard only: Tab into the grid, arrows, type over a value, Enter, then Enter to edit
 * at the end of the text, and Escape to revert.
 */
export const ThousandRows: Story = {
  args: { rows: thousandFees, mode: 'edit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Fees' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    await expect(grid.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(40);

    await userEvent.tab();
    await expect(within(grid).getAllByRole('gridcell')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}');
    // Typing on a cell replaces its value (0.5).
    await userEvent.keyboard('1');
    const input = canvas.getByRole('textbox', { name: 'payer_percentage, row 3' });
    await expect(input).toHaveFocus();
    const cell = input.closest('td') as HTMLElement;
    await userEvent.keyboard('2.5{Enter}');
    await expect(args.onEditChange).toHaveBeenLastCalledWith('3', 'payer_percentage', '12.5');
    // Row 4 holds the inputs now: row 3 shows the typed text in the field's box.
    await expect(cell).toHaveAttribute('data-dirty', 'true');
    await expect(cell).toHaveTextContent('12.5');

    // Back up, edit again (row 3's inputs again; Enter: the caret at the end), and revert with Escape: the cell
    // returns to 12.5, its value before this edit.
    await userEvent.keyboard('{ArrowUp}{Enter}7');
    const again = canvas.getByRole('textbox', { name: 'payer_percentage, row 3' });
    await expect(again).toHaveValue('12.57');
    await userEvent.keyboard('{Escape}');
    await expect(args.onEditChange).toHaveBeenLastCalledWith('3', 'payer_percentage', '12.5');
    await expect(again).toHaveValue('12.5');

    // Far jumps bring rows into the window and keep focus.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', '1001'));
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(within(grid).getAllByRole('gridcell')[0]).toHaveFocus());
  },
};

const SORTABLE_FEE_COLUMNS = FEE_COLUMNS.map((c) => ({ ...c, sortable: true }));

/** Sortable headers (a button in each header, `aria-sort` on the sorted one); the screen sorts the rows. */
export const Sortable: Story = {
  args: { columns: storyColumns(SORTABLE_FEE_COLUMNS) },
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort | null>(null);
    return <EditableTable {...args} rows={sortRows(args.rows, SORTABLE_FEE_COLUMNS, sort)} sort={sort} onSortChange={setSort} />;
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Fees' });
    const header = within(grid).getByRole('columnheader', { name: 'name_english' });
    await userEvent.click(within(header).getByRole('button', { name: 'name_english' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Balance inquiry');
  },
};

/** The grid's own texts in Arabic (summary, warnings column, pager), from the provider. */
const ARABIC_TITLES: Record<string, string> = {
  id: 'المعرّف',
  type: 'النوع',
  name_alias: 'الاسم المختصر',
  name_english: 'الاسم بالإنجليزية',
  name_arabic: 'الاسم بالعربية',
  payer_percentage: 'نسبة الدافع',
  payee_percentage: 'نسبة المستفيد',
  payer_minimum: 'الحد الأدنى للدافع',
  payee_minimum: 'الحد الأدنى للمستفيد',
  fixed: 'المبلغ الثابت',
  conditions: 'الشروط',
};

export const PagedArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { viewport: { width: 1280, height: 800 }, frame: 'display: block; padding: 8px; width: 1240px' } },
  args: {
    caption: 'الرسوم',
    rows: makeFees(25),
    columns: storyColumns(FEE_COLUMNS.map((column) => ({ ...column, title: ARABIC_TITLES[column.key] ?? column.title }))),
    mode: 'edit',
    paging: 'pages',
    errors: { [makeFees(1)[0]!.id]: { payer_percentage: 'أدخل رقمًا' } },
    warnings: { [makeFees(2)[1]!.id]: 'مجموع النسب لا يساوي 100' },
  },
  play: async ({ canvasElement }) => {
    // No English left in the grid's texts, names and hints. The fees' values are data, each allowed whole: the aliases
    // (read-only cells), and the types, English names and conditions the fields' boxes show in the rows without the
    // active cell (only its row holds inputs).
    const data = makeFees(25).flatMap((fee) => [fee.name_alias, fee.type, fee.name_english, fee.conditions]);
    await waitFor(() => expect(visibleEnglish(canvasElement, { allow: data })).toEqual([]));
  },
};
