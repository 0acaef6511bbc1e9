import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../LinkProvider';
import { EditableTable } from './EditableTable';
import {
  DISCOUNT_COLUMNS,
  DISCOUNTS,
  DISTRIBUTION_COLUMNS,
  DISTRIBUTION_GROUPS,
  DISTRIBUTIONS,
  FEE_COLUMNS,
  FEE_WORD_COLUMNS,
  FEE_WORD_GROUPS,
  makeFees,
  stickyFirst,
  type FeeRow,
} from './EditableTable.fixtures';
import type { EditableColumn, EditableTableEdits, EditableTableErrors, EditableTableProps } from './types';
import { updateEdits } from './updateEdits';
import { AdminLocaleProvider, arMessages } from '../../locale';
import { sortRows, type TableSort } from '../../internal/table/sort';
import { editCell, gridCell } from '../../test-utils/editCell';

type FeeProps = Partial<EditableTableProps<FeeRow>>;

const fiveFees = makeFees(5);
const thousandFees = makeFees(1000);

/** Owns the edits like a screen does. */
function Harness({ onEditChange = () => {}, edits: initial = {}, ...props }: FeeProps) {
  const [edits, setEdits] = useState<EditableTableEdits>(initial);
  return (
    <>
      <EditableTable<FeeRow>
        getRowId={(row) => row.id}
        caption="Fees"
        rows={fiveFees}
        columns={FEE_COLUMNS}
        mode="edit"
        {...props}
        edits={edits}
        onEditChange={(id, key, value) => {
          setEdits((e) => updateEdits(e, id, key, value));
          onEditChange(id, key, value);
        }}
      />
      <button type="button">After the grid</button>
    </>
  );
}

/** The cell at a data row and column (0-based), as assistive technology sees the grid. */
const cell = (row: number, col: number) => {
  const dataRow = screen.getAllByRole('row').find((r) => r.getAttribute('aria-rowindex') === String(row + 2));
  return within(dataRow as HTMLElement).getAllByRole('gridcell')[col] as HTMLElement;
};

describe('EditableTable: view mode', () => {
  it('shows the rows as text in a named grid, Arabic right-to-left', () => {
    render(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Fees"
        rows={makeFees(3)}
        columns={FEE_COLUMNS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Fees' });
    expect(within(grid).getByRole('columnheader', { name: 'name_arabic' })).toBeInTheDocument();
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid).getByRole('gridcell', { name: 'دفع الفواتير' })).toHaveAttribute('dir', 'auto');
    expect(grid).toHaveAttribute('aria-rowcount', '4');
  });

  it('renders link cells with the given link component, the row id as parameter', () => {
    const RouterLink = ({ to, children, ...rest }: LinkComponentProps) => (
      <a href={`#app${to}`} {...rest}>
        {children}
      </a>
    );
    render(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Discounts"
        rows={DISCOUNTS}
        columns={DISCOUNT_COLUMNS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
        linkComponent={RouterLink}
      />,
    );
    expect(screen.getByRole('link', { name: 'View Ramadan cashback' })).toHaveAttribute('href', '#app/edit-discount?id=11');
    expect(screen.getByRole('link', { name: 'View Merchant onboarding' })).toHaveAttribute('href', '#app/edit-discount?id=13');
  });

  it('draws grouped header cells with their colspan and names inputs after their group', () => {
    render(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Distributions"
        rows={DISTRIBUTIONS}
        columns={DISTRIBUTION_COLUMNS}
        groups={DISTRIBUTION_GROUPS}
        mode="edit"
        edits={{}}
        onEditChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Percentages' })).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('columnheader', { name: 'Fixed amounts' })).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('textbox', { name: 'Percentages guarantor, row 1' })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: 'Fixed amounts guarantor, row 1' })).toHaveValue('0.05');
  });

  it('shows a value of the wrong type (an object, an array) as an empty cell and an empty input, never "[object Object]"', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    const odd = { ...fiveFees[0]!, name_english: { en: 'Transfer' }, conditions: ['GCC'] } as unknown as FeeRow;
    const { unmount } = render(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Fees"
        rows={[odd]}
        columns={FEE_COLUMNS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Fees' });
    expect(grid).not.toHaveTextContent('[object Object]');
    expect(grid).not.toHaveTextContent('GCC');
    unmount();
    render(<Harness rows={[odd]} onEditChange={onEditChange} />);
    const input = screen.getByRole('textbox', { name: 'name_english, row 1' });
    expect(input).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'conditions, row 1' })).toHaveValue('');
    // Typing into it and back to nothing is no edit: the empty text is the cell's saved text.
    await user.type(input, 'a{Backspace}');
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'name_english', undefined);
  });

  it('shows the empty state, and a busy grid while loading', () => {
    const { rerender } = render(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Fees"
        rows={[]}
        columns={FEE_COLUMNS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('gridcell', { name: 'No rows to show.' })).toBeInTheDocument();
    rerender(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Fees"
        rows={[]}
        columns={FEE_COLUMNS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
        empty={{ title: 'No fees yet.', description: 'Fees added by the back office are listed here.' }}
        emptyAction={<button type="button">Reload</button>}
      />,
    );
    const emptyCell = screen.getByRole('gridcell', { name: /^No fees yet\./ });
    expect(emptyCell).toHaveTextContent('Fees added by the back office are listed here.');
    expect(within(emptyCell).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    rerender(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Fees"
        rows={[]}
        columns={FEE_COLUMNS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
        loading
      />,
    );
    expect(screen.getByRole('grid', { name: 'Fees' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
  });
});

describe('EditableTable: edit mode', () => {
  it('makes editable columns inputs and keeps the others read-only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('textbox', { name: /^name_alias/ })).not.toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'wallet_transfer' })).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('textbox', { name: 'name_arabic, row 1' })).toHaveAttribute('dir', 'auto');
    const percentage = await editCell(user, { row: 1, column: 'payer_percentage' });
    expect(percentage).toHaveAccessibleName('payer_percentage, row 2');
    expect(percentage).toHaveAttribute('inputmode', 'decimal');
    expect(screen.queryByRole('textbox', { name: /^name_alias/ })).not.toBeInTheDocument();
  });

  it('reports the raw text per keystroke, and undefined when typed back to the saved value', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    const input = await editCell(user, { row: 1, column: 'fixed' });
    expect(input).toHaveAccessibleName('fixed, row 2');
    expect(input).toHaveValue('0.05');
    // The input has focus, its value selected (editCell): the caret to the end, then type.
    await user.keyboard('{End}1x');
    expect(onEditChange).toHaveBeenNthCalledWith(1, '2', 'fixed', '0.051');
    expect(onEditChange).toHaveBeenLastCalledWith('2', 'fixed', '0.051x');
    expect(input).toHaveAccessibleDescription('edited');
    await user.type(input, '{Backspace}{Backspace}');
    expect(onEditChange).toHaveBeenLastCalledWith('2', 'fixed', undefined);
    expect(input).not.toHaveAccessibleDescription();
  });

  it('marks dirty cells and shows their typed text', async () => {
    const user = userEvent.setup();
    render(<Harness edits={{ '3': { name_english: 'Bills' } }} />);
    expect(cell(2, 3)).toHaveAttribute('data-dirty', 'true');
    expect(cell(2, 3)).toHaveTextContent('Bills');
    expect(cell(1, 3)).not.toHaveAttribute('data-dirty');
    const input = await editCell(user, { row: 2, column: 'name_english' });
    expect(input).toHaveValue('Bills');
    expect(input).toHaveAccessibleDescription('edited');
    expect(await editCell(user, { row: 1, column: 'name_english' })).not.toHaveAccessibleDescription();
  });

  it('shows the screen’s messages inline, invalid and described, and announces how many', () => {
    const errors: EditableTableErrors = { '1': { payer_percentage: 'Enter 0 to 100' }, '2': { fixed: 'Enter a number' } };
    const { rerender } = render(<Harness edits={{ '1': { payer_percentage: '120' }, '2': { fixed: 'abc' } }} errors={errors} />);
    const percentage = screen.getByRole('textbox', { name: 'payer_percentage, row 1' });
    expect(percentage).toBeInvalid();
    expect(percentage).toHaveAccessibleDescription('Enter 0 to 100 edited');
    expect(screen.getByRole('status')).toHaveTextContent('2 cells need attention');
    rerender(<Harness mode="view" errors={errors} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('Enter 0 to 100')).not.toBeInTheDocument();
  });
});

describe('EditableTable: one row of inputs (edit mode)', () => {
  const EDITABLE = FEE_COLUMNS.filter((c) => c.editable).length;
  /** The data rows holding textboxes, by aria-rowindex. */
  const rowsWithInputs = () =>
    screen
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('textbox').length > 0)
      .map((row) => row.getAttribute('aria-rowindex'));

  it('gives textboxes only to the row of the active cell, and moves them with it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(EDITABLE);
    expect(rowsWithInputs()).toEqual(['2']);
    // Another row's editable cell shows its value in a field's box, not a textbox.
    expect(within(cell(3, 9)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(cell(3, 9)).toHaveTextContent('0.15');
    await editCell(user, { row: 3, column: 'fixed' });
    expect(screen.getAllByRole('textbox')).toHaveLength(EDITABLE);
    expect(rowsWithInputs()).toEqual(['5']);
    // The keyboard moves them too: Escape to the cell, then down a row.
    await user.keyboard('{Escape}{ArrowDown}');
    expect(cell(4, 9)).toHaveFocus();
    expect(rowsWithInputs()).toEqual(['6']);
  });

  it("a press on another row's cell edits it: its textbox focused, the value selected, typing replaces it", async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    await user.click(within(cell(2, 9)).getByText('0.1'));
    const fixed = screen.getByRole<HTMLInputElement>('textbox', { name: 'fixed, row 3' });
    expect(fixed).toHaveFocus();
    expect(fixed).toHaveValue('0.1');
    expect(fixed.selectionStart).toBe(0);
    expect(fixed.selectionEnd).toBe('0.1'.length);
    await user.keyboard('7');
    expect(fixed).toHaveValue('7');
    expect(onEditChange).toHaveBeenLastCalledWith('3', 'fixed', '7');
    // Escape returns the cell to its value before this edit.
    await user.keyboard('{Escape}');
    expect(onEditChange).toHaveBeenLastCalledWith('3', 'fixed', undefined);
    expect(cell(2, 9)).toHaveFocus();
  });

  it('shows a dirty or invalid cell of another row with its typed text and its message', async () => {
    const user = userEvent.setup();
    const errors: EditableTableErrors = { '4': { fixed: 'Enter a number' } };
    render(<Harness edits={{ '4': { fixed: 'abc' }, '3': { conditions: 'weekends' } }} errors={errors} />);
    expect(rowsWithInputs()).toEqual(['2']);
    const invalid = cell(3, 9);
    expect(invalid).toHaveAttribute('data-invalid', 'true');
    expect(invalid).toHaveAttribute('data-dirty', 'true');
    expect(within(invalid).getByText('abc')).toBeVisible();
    expect(within(invalid).getByText('Enter a number')).toBeInTheDocument();
    expect(cell(2, 10)).toHaveAttribute('data-dirty', 'true');
    expect(within(cell(2, 10)).getByText('weekends')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 cell needs attention');
    // Its textbox, once clicked, holds the same text and says the same.
    const input = await editCell(user, { row: 3, column: 'fixed' });
    expect(input).toHaveValue('abc');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a number edited');
  });

  it('keeps one row of inputs while a 1,000-row grid scrolls, and edits a far row by a press', async () => {
    const user = userEvent.setup();
    render(<Harness rows={thousandFees} />);
    // eslint-disable-next-line testing-library/no-node-access -- the scrolling box around the grid has no role
    const scroller = screen.getByRole('grid', { name: 'Fees' }).parentElement as HTMLElement;
    for (const top of [2_000, 20_000, 40_000]) {
      scroller.scrollTop = top;
      fireEvent.scroll(scroller);
      // The rows in view are new ones; the active row 1 stays in the DOM with its inputs, and no other has any.
      expect(rowsWithInputs()).toEqual(['2']);
      expect(screen.getAllByRole('textbox')).toHaveLength(EDITABLE);
    }
    const far = within(screen.getByRole('grid', { name: 'Fees' }))
      .getAllByRole('row')
      .map((row) => Number(row.getAttribute('aria-rowindex')))
      .filter((index) => index > 100)[3] as number; // a row drawn for the last scroll, not the active one
    const input = await editCell(user, { row: far - 2, column: 'conditions' });
    expect(input).toHaveAccessibleName(`conditions, row ${far - 1}`);
    expect(rowsWithInputs()).toEqual([String(far)]);
    expect(screen.getAllByRole('textbox')).toHaveLength(EDITABLE);
  });
});

describe('EditableTable: keyboard', () => {
  it('is one tab stop; arrows move between cells', async () => {
    const user = userEvent.setup();
    render(<Harness mode="view" />);
    await user.tab();
    expect(cell(0, 0)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(cell(1, 2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(cell(0, 1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(0, FEE_COLUMNS.length - 1)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell(4, FEE_COLUMNS.length - 1)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the grid' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(cell(4, FEE_COLUMNS.length - 1)).toHaveFocus();
  });

  it('Enter edits with the caret at the end, Enter commits and moves down, Escape reverts this edit only', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    const name = screen.getByRole('textbox', { name: 'name_english, row 1' });
    expect(name).toHaveFocus();
    await user.keyboard(' (P2P){Enter}');
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'name_english', 'Wallet to wallet transfer (P2P)');
    expect(cell(1, 3)).toHaveFocus();

    // Row 2 took the inputs; back on row 1, a new input, Enter puts the caret at the end.
    await user.keyboard('{ArrowUp}{Enter}, oops');
    const again = screen.getByRole('textbox', { name: 'name_english, row 1' });
    expect(again).toHaveFocus();
    expect(again).toHaveValue('Wallet to wallet transfer (P2P), oops');
    await user.keyboard('{Escape}');
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'name_english', 'Wallet to wallet transfer (P2P)');
    expect(again).toHaveValue('Wallet to wallet transfer (P2P)');
    expect(cell(0, 3)).toHaveFocus();
  });

  it('starts editing when a character is typed on a cell, and Escape takes the cell back to its saved value', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}7');
    const percentage = screen.getByRole('textbox', { name: 'payer_percentage, row 1' });
    expect(percentage).toHaveFocus();
    await user.keyboard('5');
    expect(percentage).toHaveValue('75');
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'payer_percentage', '75');
    await user.keyboard('{Escape}');
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'payer_percentage', undefined);
    expect(percentage).toHaveValue('0');
    expect(percentage).not.toHaveAccessibleDescription();
    expect(cell(0, 5)).not.toHaveAttribute('data-dirty');
  });

  it('does not edit read-only cells', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}x{Enter}{Delete}');
    expect(cell(0, 2)).toHaveFocus();
    expect(onEditChange).not.toHaveBeenCalled();
  });

  it('Tab while editing moves to the next editable cell, skipping read-only ones', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(await editCell(user, { row: 1, column: 'type' })).toHaveAccessibleName('type, row 2');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'name_english, row 2' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'id, row 2' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'conditions, row 1' })).toHaveFocus();
  });

  it('Delete clears an editable cell into editing', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{Delete}');
    expect(screen.getByRole('textbox', { name: 'type, row 1' })).toHaveFocus();
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'type', '');
  });
});

describe('EditableTable: typing replaces, as in a spreadsheet', () => {
  /** The input's selection: [start, end]. */
  const selection = (input: HTMLElement) => [(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd];

  it('a click into a cell selects its value, so typing replaces it; a second click places the caret', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    // In the active row (row 1 when editing starts) the click lands on the input itself.
    const english = screen.getByRole('textbox', { name: 'name_english, row 1' });
    await user.click(english);
    expect(english).toHaveFocus();
    expect(selection(english)).toEqual([0, 'Wallet to wallet transfer'.length]);
    await user.keyboard('P2P');
    expect(english).toHaveValue('P2P');
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'name_english', 'P2P');
    // In another row it lands on the field's box: the row takes the inputs, this cell's focused, its value selected.
    await user.click(within(gridCell({ row: 2, column: 'payer_percentage' })).getByText('0.5'));
    const percentage = screen.getByRole('textbox', { name: 'payer_percentage, row 3' });
    expect(percentage).toHaveFocus();
    expect(selection(percentage)).toEqual([0, 3]);
    await user.keyboard('2');
    expect(percentage).toHaveValue('2');
    expect(onEditChange).toHaveBeenLastCalledWith('3', 'payer_percentage', '2');
    // In the input being edited, a click is the browser's: the caret, no selection.
    await user.click(percentage);
    const [start, end] = selection(percentage);
    expect(start).toBe(end);
    await user.keyboard('5');
    expect(percentage).toHaveValue('25');
  });

  it('Tab selects the next cell’s value; ArrowDown then a character replaces the cell below', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await editCell(user, { row: 1, column: 'type' });
    await user.tab();
    const name = screen.getByRole('textbox', { name: 'name_english, row 2' });
    expect(name).toHaveFocus();
    expect(selection(name)).toEqual([0, 'Cash withdrawal at agent'.length]);
    await user.keyboard('Agents');
    expect(name).toHaveValue('Agents');
    // ArrowDown commits and moves to the cell below (its row takes the inputs); a character there starts editing with it.
    await user.keyboard('{ArrowDown}B');
    const below = screen.getByRole('textbox', { name: 'name_english, row 3' });
    expect(below).toHaveFocus();
    expect(below).toHaveValue('B');
    expect(within(gridCell({ row: 1, column: 'name_english' })).getByText('Agents')).toBeVisible();
  });

  it('F2 edits with the caret at the end of the value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight>5/}{F2}');
    const percentage = screen.getByRole('textbox', { name: 'payer_percentage, row 3' });
    expect(percentage).toHaveFocus();
    expect(selection(percentage)).toEqual([3, 3]);
    await user.keyboard('5');
    expect(percentage).toHaveValue('0.55');
  });

  it('Escape after a click takes the cell back to its text before the click', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} edits={{ '3': { payer_percentage: '7' } }} />);
    expect(within(gridCell({ row: 2, column: 'payer_percentage' })).getByText('7')).toBeVisible();
    const percentage = await editCell(user, { row: 2, column: 'payer_percentage' });
    await user.keyboard('9');
    expect(percentage).toHaveValue('9');
    await user.keyboard('{Escape}');
    expect(onEditChange).toHaveBeenLastCalledWith('3', 'payer_percentage', '7');
    expect(percentage).toHaveValue('7');
    expect(cell(2, 5)).toHaveFocus();
  });
});

describe('EditableTable: paste', () => {
  const wordGrid = (props: FeeProps = {}) => render(<Harness columns={FEE_WORD_COLUMNS} groups={FEE_WORD_GROUPS} {...props} />);
  const input = (name: string) => screen.getByRole('textbox', { name });
  /** A cell's field box showing exactly `text`: a row without the active cell (an input's value is not text). */
  const fieldBox = (row: number, column: string, text: string) => within(gridCell({ row, column })).getByText(text);
  /** A data row's cell (0-based) under the two header rows (groups, titles). */
  const wordCell = (row: number, col: number) => {
    const dataRow = screen.getAllByRole('row').find((r) => r.getAttribute('aria-rowindex') === String(row + 3));
    return within(dataRow as HTMLElement).getAllByRole('gridcell')[col];
  };
  /** A 3×2 block as spreadsheets put it on the clipboard: CRLF rows, the last ended too, a quoted cell. */
  const BLOCK = 'payment\tBills\tفواتير\r\ndeposit\t"Top-up ""card"""\tشحن\r\n';

  it('pastes a block from the input being edited onto the next editable columns, skipping read-only ones', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    wordGrid({ onEditChange });
    const type = await editCell(user, { row: 0, column: 'Type' });
    expect(type).toHaveAccessibleName('Type, row 1');
    await user.paste(BLOCK);
    // Row 1 keeps the inputs (focus goes back to the block's first cell); row 2 shows its values in field boxes.
    expect(input('Type, row 1')).toHaveValue('payment');
    expect(input('English name, row 1')).toHaveValue('Bills');
    expect(input('Arabic name, row 1')).toHaveValue('فواتير');
    expect(fieldBox(1, 'Type', 'deposit')).toBeVisible();
    expect(fieldBox(1, 'English name', 'Top-up "card"')).toBeVisible();
    expect(fieldBox(1, 'Arabic name', 'شحن')).toBeVisible();
    // The read-only Alias between Type and English name is not written; the column after the block is untouched.
    expect(screen.getByRole('gridcell', { name: 'wallet_transfer' })).toBeInTheDocument();
    expect(input('Payer %, row 1')).toHaveValue('0');
    expect(onEditChange).toHaveBeenCalledTimes(6);
    expect(onEditChange).toHaveBeenCalledWith('2', 'name_english', 'Top-up "card"');
    expect(screen.getByRole('status')).toHaveTextContent('Pasted 6 cells');
    // Back in navigation on the block's first cell.
    expect(wordCell(0, 1)).toHaveFocus();
  });

  it('pastes from a cell in navigation, each value reported as typing is: back to the saved value is undefined', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    wordGrid({ onEditChange, edits: { '2': { payer_percentage: '9' } } });
    await user.click(screen.getByRole('gridcell', { name: 'cash_out' }));
    // From the read-only Alias: the block starts on the next editable column.
    await user.paste('x\ty\n');
    expect(input('English name, row 2')).toHaveValue('x');
    expect(input('Arabic name, row 2')).toHaveValue('y');
    await user.keyboard('{ArrowRight>2/}');
    expect(wordCell(1, 5)).toHaveFocus();
    await user.paste('0.25\n');
    expect(onEditChange).toHaveBeenLastCalledWith('2', 'payer_percentage', undefined);
    expect(input('Payer %, row 2')).toHaveValue('0.25');
  });

  it('says how many cells did not fit below the last row or past the last editable column', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    wordGrid({ onEditChange });
    expect(await editCell(user, { row: 3, column: 'Conditions' })).toHaveAccessibleName('Conditions, row 4');
    await user.paste('a\tb\tc\nd\te\tf\ng\th\ti\n');
    expect(input('Conditions, row 4')).toHaveValue('a');
    expect(fieldBox(4, 'Conditions', 'd')).toBeVisible();
    expect(onEditChange).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Pasted 2 cells. 7 cells did not fit and were not pasted');
    // Editing again clears the note.
    await editCell(user, { row: 0, column: 'Fixed' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says it in the provider’s language, with its plural forms', async () => {
    const user = userEvent.setup();
    render(
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        <Harness columns={FEE_WORD_COLUMNS} groups={FEE_WORD_GROUPS} />
      </AdminLocaleProvider>,
    );
    expect(await editCell(user, { row: 3, column: 'Conditions' })).toHaveAccessibleName('Conditions، الصف \u20684\u2069');
    await user.paste('a\tb\nc\td\ne\tf\n');
    expect(screen.getByRole('status')).toHaveTextContent('تم لصق خليتين. لم تُلصق \u20684\u2069 خلايا لأنها تتجاوز حدود الجدول');
  });

  it('leaves a single value pasted into an input to the browser, at the caret', async () => {
    const user = userEvent.setup();
    wordGrid();
    const english = input('English name, row 1');
    await user.click(english);
    await user.keyboard('{End}');
    await user.paste(' (P2P)');
    expect(english).toHaveValue('Wallet to wallet transfer (P2P)');
    expect(english).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does nothing in view mode', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    wordGrid({ onEditChange, mode: 'view' });
    await user.click(screen.getByRole('gridcell', { name: 'cash_out' }));
    await user.paste('x\ty\n');
    expect(onEditChange).not.toHaveBeenCalled();
  });
});

describe('EditableTable: undo and redo', () => {
  const input = (name: string) => screen.getByRole('textbox', { name });
  /** A cell's field box showing exactly `text`: a row without the active cell (an input's value is not text). */
  const fieldBox = (row: number, column: string, text: string) => within(gridCell({ row, column })).getByText(text);

  it('undoes the typing in one cell as one step, and redoes it (Ctrl+Y, Ctrl+Shift+Z)', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    await editCell(user, { row: 1, column: 'fixed' });
    await user.keyboard('12{Tab}');
    await user.keyboard('per month{Enter}');
    // Enter moved down a row, which took the inputs: row 2 shows its texts in field boxes.
    expect(fieldBox(1, 'conditions', 'per month')).toBeVisible();
    expect(fieldBox(1, 'fixed', '12')).toBeVisible();
    // Undo brings focus (and the inputs) back to the step's cell.
    await user.keyboard('{Control>}z{/Control}');
    expect(input('conditions, row 2')).toHaveValue('amount > 100');
    expect(input('fixed, row 2')).toHaveValue('12');
    expect(cell(1, 10)).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    expect(input('fixed, row 2')).toHaveValue('0.05');
    expect(onEditChange).toHaveBeenLastCalledWith('2', 'fixed', undefined);
    expect(cell(1, 9)).toHaveFocus();
    await user.keyboard('{Control>}y{/Control}');
    expect(input('fixed, row 2')).toHaveValue('12');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(input('conditions, row 2')).toHaveValue('per month');
  });

  it('in an input, takes back the typing there (not the browser’s undo of one keystroke)', async () => {
    const user = userEvent.setup();
    render(<Harness edits={{ '1': { fixed: '3' } }} />);
    const fixed = input('fixed, row 1');
    await user.click(fixed);
    await user.keyboard('4{End}5');
    expect(fixed).toHaveValue('45');
    await user.keyboard('{Control>}z{/Control}');
    expect(fixed).toHaveValue('3');
    expect(cell(0, 9)).toHaveFocus();
  });

  it('undoes a paste as one step, bringing a far row back into view', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness rows={thousandFees} onEditChange={onEditChange} />);
    await editCell(user, { row: 1, column: 'payer_percentage' });
    await user.paste('1\t2\n3\t4\n5\t6\n');
    expect(onEditChange).toHaveBeenCalledTimes(6);
    expect(fieldBox(3, 'payee_percentage', '6')).toBeVisible();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell(999, FEE_COLUMNS.length - 1)).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    expect(onEditChange).toHaveBeenCalledTimes(12);
    expect(onEditChange).toHaveBeenLastCalledWith('4', 'payee_percentage', undefined);
    expect(cell(1, 5)).toHaveFocus();
    expect(input('payer_percentage, row 2')).toHaveValue('0.25');
    expect(fieldBox(3, 'payee_percentage', '0')).toBeVisible();
    await user.keyboard('{Control>}y{/Control}');
    expect(input('payer_percentage, row 2')).toHaveValue('1');
    expect(fieldBox(3, 'payee_percentage', '6')).toBeVisible();
    expect(onEditChange).toHaveBeenCalledTimes(18);
  });

  it('forgets the history when editing ends', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    const { rerender } = render(<Harness onEditChange={onEditChange} />);
    await editCell(user, { row: 1, column: 'fixed' });
    await user.keyboard('12{Enter}');
    rerender(<Harness onEditChange={onEditChange} mode="view" />);
    rerender(<Harness onEditChange={onEditChange} />);
    onEditChange.mockClear();
    await user.click(cell(0, 0) as HTMLElement);
    await user.keyboard('{Control>}z{/Control}');
    expect(onEditChange).not.toHaveBeenCalled();
  });
});

describe('EditableTable: many rows', () => {
  it('keeps only a window of rows in the DOM and brings far rows in on the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness rows={thousandFees} />);
    const grid = screen.getByRole('grid', { name: 'Fees' });
    expect(grid).toHaveAttribute('aria-rowcount', '1001');
    expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    await user.tab();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell(999, FEE_COLUMNS.length - 1)).toHaveFocus();
    await user.keyboard('{Enter}x');
    expect(screen.getByRole('textbox', { name: 'conditions, row 1000' })).toHaveValue('x');
  });

  it('re-renders only the row being typed in', async () => {
    const user = userEvent.setup();
    const renders = new Map<number, number>();
    const columns: EditableColumn<FeeRow>[] = [
      {
        key: 'name_alias',
        title: 'name_alias',
        render: (row) => {
          renders.set(row.id, (renders.get(row.id) ?? 0) + 1);
          return row.name_alias;
        },
      },
      { key: 'payer_percentage', title: 'payer_percentage', type: 'number', editable: true },
    ];
    // A screen that rebuilds its validation map for every row on every keystroke must not defeat the row memo either.
    function Screen() {
      const [edits, setEdits] = useState<EditableTableEdits>({});
      const errors: EditableTableErrors = Object.fromEntries(
        thousandFees.map((row) => {
          const typed = edits[row.id]?.payer_percentage;
          return [row.id, typed !== undefined && Number.isNaN(Number(typed)) ? { payer_percentage: 'Enter a number' } : {}];
        }),
      );
      return (
        <EditableTable
          getRowId={(row) => row.id}
          caption="Fees"
          rows={thousandFees}
          columns={columns}
          mode="edit"
          edits={edits}
          errors={errors}
          onEditChange={(id, key, value) => setEdits((e) => updateEdits(e, id, key, value))}
        />
      );
    }
    render(<Screen />);
    await editCell(user, { row: 2, column: 'payer_percentage' });
    renders.clear();
    await user.keyboard('12');
    expect([...renders.keys()]).toEqual([3]);
    expect(renders.get(3)).toBe(2);
  });
});

describe('EditableTable: pages', () => {
  it('shows 10 rows a page by default and turns pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Fees"
        rows={makeFees(25)}
        columns={FEE_COLUMNS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
        paging="pages"
        onPageChange={onPageChange}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Fees' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11); // the header row and 10 rows
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    // The shared Pagination: a named landmark, Previous disabled (aria-disabled, focus kept) on the first page.
    const pager = screen.getByRole('navigation', { name: 'Fees, pages' });
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(within(grid).getByRole('gridcell', { name: 'bill_payment_2' })).toBeInTheDocument();
    expect(within(grid).queryByRole('gridcell', { name: 'wallet_transfer' })).not.toBeInTheDocument();
  });
});

describe('updateEdits', () => {
  it('changes only the edited row and drops rows with nothing left', () => {
    const edits: EditableTableEdits = { '1': { fixed: '1' }, '2': { type: 'x' } };
    const next = updateEdits(edits, '1', 'conditions', 'none');
    expect(next).toEqual({ '1': { fixed: '1', conditions: 'none' }, '2': { type: 'x' } });
    expect(next['2']).toBe(edits['2']);
    expect(updateEdits(next, '2', 'type', undefined)).toEqual({ '1': { fixed: '1', conditions: 'none' } });
    expect(updateEdits(edits, '1', 'fixed', '1')).toBe(edits);
    expect(updateEdits(edits, '3', 'fixed', undefined)).toBe(edits);
  });
});

describe('EditableTable: sortable headers', () => {
  it('makes sortable headers buttons with aria-sort on the sorted column; the screen sorts the rows', async () => {
    const user = userEvent.setup();
    const columns = FEE_COLUMNS.map((c) => ({ ...c, sortable: c.key !== 'conditions' }));
    function Sorted() {
      const [sort, setSort] = useState<TableSort | null>(null);
      return (
        <EditableTable<FeeRow>
          getRowId={(row) => row.id}
          caption="Fees"
          rows={sortRows(makeFees(4), columns, sort)}
          columns={columns}
          mode="view"
          edits={{}}
          onEditChange={vi.fn()}
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    render(<Sorted />);
    const idHeader = screen.getByRole('columnheader', { name: 'id' });
    expect(idHeader).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'conditions' })).queryByRole('button')).toBeNull();
    await user.click(within(idHeader).getByRole('button', { name: 'id' }));
    expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(idHeader).getByRole('button', { name: 'id' }));
    expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    expect(cell(0, 0)).toHaveTextContent('4');
    expect(cell(3, 0)).toHaveTextContent('1');
  });
});

/** A sticky cell's offset from the grid's inline start (its `--sticky-inset`). */
const inset = (element: HTMLElement) => element.style.getPropertyValue('--sticky-inset');

describe('EditableTable: columns in words', () => {
  /** A data row's cell (0-based) under the two header rows (groups, titles). */
  const cell = (row: number, col: number) => {
    const dataRow = screen.getAllByRole('row').find((r) => r.getAttribute('aria-rowindex') === String(row + 3));
    return within(dataRow as HTMLElement).getAllByRole('gridcell')[col] as HTMLElement;
  };
  const wordGrid = (props: FeeProps = {}) =>
    render(<Harness rows={fiveFees} columns={FEE_WORD_COLUMNS} groups={FEE_WORD_GROUPS} mode="view" {...props} />);

  it('groups columns under a header that spans them (scope colgroup), each title described by its wire name', () => {
    wordGrid();
    const payer = screen.getByRole('columnheader', { name: 'Payer' });
    expect(payer).toHaveAttribute('scope', 'colgroup');
    expect(payer).toHaveAttribute('colspan', '2');
    expect(payer).toHaveAttribute('aria-colindex', '6');
    expect(screen.getByRole('columnheader', { name: 'Payee' })).toHaveAttribute('aria-colindex', '8');
    const percent = screen.getByRole('columnheader', { name: 'Payer %' });
    expect(percent).toHaveAttribute('scope', 'col');
    expect(percent).toHaveAccessibleDescription('payer_percentage');
    expect(percent).toHaveAttribute('title', 'Payer %\npayer_percentage');
    expect(screen.queryByRole('columnheader', { name: 'payer_percentage' })).not.toBeInTheDocument();
  });

  it('marks the cells and inputs of a column of Arabic data lang="ar", and aligns its header like them', async () => {
    const user = userEvent.setup();
    const { rerender } = wordGrid();
    const arabic = screen.getByRole('gridcell', { name: 'دفع الفواتير' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('gridcell', { name: 'Bill payment' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('columnheader', { name: 'Arabic name' })).toHaveAttribute('data-rtl', 'true');
    expect(screen.getByRole('columnheader', { name: 'English name' })).not.toHaveAttribute('data-rtl');
    rerender(<Harness rows={fiveFees} columns={FEE_WORD_COLUMNS} groups={FEE_WORD_GROUPS} mode="edit" />);
    // Outside the active row, the field's box is marked as its input will be.
    const box = within(cell(2, 4)).getByText('دفع الفواتير');
    expect(box).toHaveAttribute('lang', 'ar');
    expect(box).toHaveAttribute('dir', 'auto');
    const input = await editCell(user, { row: 2, column: 'Arabic name' });
    expect(input).toHaveAccessibleName('Arabic name, row 3');
    expect(input).toHaveAttribute('lang', 'ar');
    expect(input).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('textbox', { name: 'English name, row 3' })).not.toHaveAttribute('lang');
  });

  it('keeps a column without `editable` read-only in edit mode: no input, aria-readonly', async () => {
    const user = userEvent.setup();
    wordGrid({ mode: 'edit' });
    // Row 3 active: it holds the inputs.
    await editCell(user, { row: 2, column: 'English name' });
    const idCell = cell(2, 0);
    expect(idCell).toHaveTextContent('3');
    expect(idCell).toHaveAttribute('aria-readonly', 'true');
    expect(within(idCell).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^ID,/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /, row 3$/ })).toHaveLength(FEE_WORD_COLUMNS.filter((c) => c.editable).length);
  });

  it('holds several sticky columns in view side by side: each offset by the widths of the sticky columns before it', () => {
    // ID (76 px) and English name (210 px) sticky, Type and Alias between them scroll under; Conditions after the amounts.
    const columns = FEE_WORD_COLUMNS.map((column) =>
      ['id', 'name_english', 'conditions'].includes(column.key) ? { ...column, sticky: true } : column,
    );
    render(<Harness rows={fiveFees} columns={columns} groups={FEE_WORD_GROUPS} mode="view" dir="rtl" />);
    const insets = within(screen.getAllByRole('row')[2]!)
      .getAllByRole('gridcell')
      .map((td) => (td.hasAttribute('data-sticky') ? inset(td) : null));
    expect(insets).toEqual(['0px', null, null, '76px', null, null, null, null, null, null, 'calc(76px + 210px)']);
    // The headers stick with their columns, at the same offsets.
    expect(inset(screen.getByRole('columnheader', { name: 'English name' }))).toBe('76px');
    expect(inset(screen.getByRole('columnheader', { name: 'Conditions' }))).toBe('calc(76px + 210px)');
    expect(screen.getByRole('columnheader', { name: 'Alias' })).not.toHaveAttribute('data-sticky');
    // A width that is not in pixels counts as it is.
    const percent = columns.map((column) => (column.key === 'id' ? { ...column, width: '8%' } : column));
    render(<Harness rows={fiveFees} columns={percent} mode="view" caption="Percent" />);
    const grid = screen.getByRole('grid', { name: 'Percent' });
    expect(inset(within(grid).getByRole('columnheader', { name: 'English name' }))).toBe('8%');
  });

  it('gives the columns of an untitled group no band: their titles span both header rows', () => {
    wordGrid({ columns: stickyFirst(FEE_WORD_COLUMNS) });
    const [top, second] = screen.getAllByRole('row') as HTMLTableRowElement[];
    // ID, Type, Alias, English name and Arabic name (the untitled group), then Payer and Payee, then Fixed and Conditions.
    expect([...top!.cells].map((th) => [th.textContent, th.rowSpan, th.colSpan])).toEqual([
      ['ID', 2, 1],
      ['Type', 2, 1],
      ['Alias', 2, 1],
      ['English name', 2, 1],
      ['Arabic name', 2, 1],
      ['Payer', 1, 2],
      ['Payee', 1, 2],
      ['Fixed', 2, 1],
      ['Conditions', 2, 1],
    ]);
    expect([...second!.cells].map((th) => th.textContent)).toEqual(['Payer %', 'Payer minimum', 'Payee %', 'Payee minimum']);
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('data-sticky', 'true');
    expect(screen.getByRole('columnheader', { name: 'Fixed' })).toHaveAttribute('aria-colindex', '10');
    // No empty cell left anywhere in the header.
    expect([...top!.cells, ...second!.cells].every((th) => th.tagName === 'TH' && th.textContent)).toBe(true);
  });

  it('has one header row when no group has a title', () => {
    render(<Harness rows={fiveFees} columns={FEE_WORD_COLUMNS} groups={[{ title: '', colSpan: 5 }]} mode="view" />);
    // The first row holds every title; the next one is the first data row.
    expect(within(screen.getAllByRole('row')[0]!).getAllByRole('columnheader')).toHaveLength(FEE_WORD_COLUMNS.length);
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('rowspan');
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '6');
  });

  it('aligns the header of a column of left-to-right data (lang="en") like its cells', () => {
    const columns = FEE_WORD_COLUMNS.map((column) => (column.key === 'name_english' ? { ...column, lang: 'en' } : column));
    render(<Harness rows={fiveFees} columns={columns} groups={FEE_WORD_GROUPS} mode="view" />);
    expect(screen.getByRole('columnheader', { name: 'English name' })).toHaveAttribute('data-ltr', 'true');
    expect(screen.getByRole('columnheader', { name: 'Arabic name' })).not.toHaveAttribute('data-ltr');
    expect(screen.getByRole('columnheader', { name: 'Type' })).not.toHaveAttribute('data-ltr');
  });

  it('names each input after its column and its row with the comma of the locale: the Arabic one in Arabic', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        <Harness rows={fiveFees} columns={FEE_WORD_COLUMNS} groups={FEE_WORD_GROUPS} rowLabel={(row) => `الرسم ${row.id}`} />
      </AdminLocaleProvider>,
    );
    const arabic = await editCell(user, { row: 2, column: 'Type' });
    expect(arabic).toHaveAccessibleName('Type، الرسم 3');
    expect(arabic).toHaveValue(fiveFees[2]!.type);
    expect(screen.queryByRole('textbox', { name: 'Type, الرسم 3' })).not.toBeInTheDocument();
    unmount();
    wordGrid({ mode: 'edit' });
    const english = await editCell(user, { row: 2, column: 'Type' });
    expect(english).toHaveAccessibleName('Type, row 3');
    expect(english).toHaveValue(fiveFees[2]!.type);
  });

  it('does not stick the first column unless asked', () => {
    wordGrid();
    expect(cell(0, 0)).not.toHaveAttribute('data-sticky');
    expect(cell(0, 0)).not.toHaveStyle({ position: 'sticky' });
  });

  it('marks a row warning on the row itself: its first cell carries the text, not only the warnings column', () => {
    render(
      <EditableTable
        getRowId={(row) => row.id}
        caption="Distributions"
        rows={DISTRIBUTIONS}
        columns={stickyFirst(DISTRIBUTION_COLUMNS)}
        groups={DISTRIBUTION_GROUPS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
        warnings={{ 3: 'Percentages sum to 90, not 100' }}
      />,
    );
    const idCell = screen.getByRole('gridcell', { name: '3, warning: Percentages sum to 90, not 100' });
    expect(idCell).toHaveAttribute('data-sticky', 'true');
    // The marker's tooltip, beside the warnings column's chip; other rows have neither.
    expect(within(idCell).getByTitle('Percentages sum to 90, not 100')).toHaveTextContent('⚠');
    expect(screen.getAllByTitle(/^Percentages sum/)).toHaveLength(2);
    expect(screen.getAllByRole('gridcell', { name: '2' })[0]).toHaveAttribute('data-sticky', 'true');
  });
});

describe('EditableTable: the words it shares with DataTable and HistoryTable', () => {
  /** Rows without an `id` field: their key is `code`. */
  interface Product {
    code: string;
    name: string;
    price: number;
  }
  const products: Product[] = [
    { code: 'P-7', name: 'Card reader', price: 120 },
    { code: 'P-9', name: 'Receipt printer', price: 80.5 },
  ];
  const productColumns: EditableColumn<Product>[] = [
    { key: 'name', title: 'Name', editable: true },
    { key: 'price', title: 'Price', type: 'number', editable: true, render: (row) => `${row.price.toFixed(2)} JOD` },
    { key: 'open', title: 'Open', link: { to: (row) => `/products/${row.code}`, text: 'Open', ariaLabel: (row) => `Open ${row.code}` } },
  ];

  function ProductGrid({
    onEditChange = () => {},
    mode = 'edit',
    rows = products,
  }: {
    onEditChange?(id: string, key: string, v: string | undefined): void;
    mode?: 'view' | 'edit';
    rows?: Product[];
  }) {
    const [edits, setEdits] = useState<EditableTableEdits>({});
    return (
      <EditableTable
        caption="Products"
        rows={rows}
        getRowId={(row) => row.code}
        columns={productColumns}
        mode={mode}
        edits={edits}
        errors={{ 'P-9': { price: 'Enter a price' } }}
        warnings={{ 'P-7': 'Price not reviewed' }}
        onEditChange={(id, key, value) => {
          setEdits((e) => updateEdits(e, id, key, value));
          onEditChange(id, key, value);
        }}
      />
    );
  }

  it('reports and reads row ids from getRowId, for rows without an id field', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<ProductGrid onEditChange={onEditChange} />);
    await editCell(user, { row: 'Receipt printer', column: 'Name' });
    await user.keyboard('{End}!');
    expect(onEditChange).toHaveBeenLastCalledWith('P-9', 'name', 'Receipt printer!');
    // The errors and warnings maps are keyed by the same ids.
    expect(screen.getByRole('textbox', { name: 'Price, row 2' })).toHaveAccessibleDescription('Enter a price');
    expect(screen.getByRole('gridcell', { name: /Card reader/ })).toHaveTextContent('Price not reviewed');
    expect(screen.getByRole('link', { name: 'Open P-7' })).toHaveAttribute('href', '/products/P-7');
  });

  it('keys rows by getRowId: reordered rows keep their elements', () => {
    const { rerender } = render(<ProductGrid mode="view" />);
    const printer = screen.getByRole('row', { name: /Receipt printer/ });
    rerender(<ProductGrid mode="view" rows={[products[1]!, products[0]!]} />);
    expect(screen.getByRole('row', { name: /Receipt printer/ })).toBe(printer);
  });

  it("shows a column's render outside inputs, and the raw value in its input", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ProductGrid mode="view" />);
    expect(screen.getByRole('gridcell', { name: '80.50 JOD' })).toBeInTheDocument();
    rerender(<ProductGrid mode="edit" />);
    // The field's box of a row without the active cell shows what its input will hold.
    expect(gridCell({ row: 1, column: 'Price' })).toHaveTextContent(/^80\.5(?!0)/);
    expect(screen.queryByText('80.50 JOD')).not.toBeInTheDocument();
    const price = await editCell(user, { row: 1, column: 'Price' });
    expect(price).toHaveAccessibleName('Price, row 2');
    expect(price).toHaveValue('80.5');
  });

  it('shows a dash for a link cell with no page to open (to returns null), as DataTable', async () => {
    const user = userEvent.setup();
    const columns: EditableColumn<Product>[] = [
      { key: 'name', title: 'Name' },
      { key: 'open', title: 'Open', link: { to: (row) => (row.code === 'P-9' ? null : `/products/${row.code}`), text: 'Open' } },
    ];
    render(
      <EditableTable
        caption="Products"
        rows={products}
        getRowId={(row) => row.code}
        columns={columns}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('link', { name: 'Open' })).toHaveLength(1);
    expect(screen.getByTitle('No page to open')).toHaveTextContent('—');
    // The cell without a link still takes the grid's focus.
    await user.click(screen.getByRole('gridcell', { name: 'Receipt printer' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: '—' })).toHaveFocus();
  });

  it('shows a failed load in place of the rows, with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <EditableTable
        caption="Products"
        rows={[]}
        getRowId={(row: Product) => row.code}
        columns={productColumns}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
        error="Failed to load products. Please try again."
        errorTitle="Could not load"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not loadFailed to load products. Please try again.');
    expect(screen.queryByText('No rows to show.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
