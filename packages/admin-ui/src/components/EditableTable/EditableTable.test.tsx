import { render, screen, within } from '@testing-library/react';
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
  type FeeRow,
} from './EditableTable.fixtures';
import type { EditableColumn, EditableTableEdits, EditableTableErrors, EditableTableProps } from './types';
import { updateEdits } from './updateEdits';
import { sortRows, type TableSort } from '../../internal/table';

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
  return within(dataRow as HTMLElement).getAllByRole('gridcell')[col];
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
  it('makes editable columns inputs and keeps the others read-only', () => {
    render(<Harness />);
    expect(screen.queryByRole('textbox', { name: /^name_alias/ })).not.toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'wallet_transfer' })).toHaveAttribute('aria-readonly', 'true');
    const percentage = screen.getByRole('textbox', { name: 'payer_percentage, row 2' });
    expect(percentage).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: 'name_arabic, row 1' })).toHaveAttribute('dir', 'auto');
  });

  it('reports the raw text per keystroke, and undefined when typed back to the saved value', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    const input = screen.getByRole('textbox', { name: 'fixed, row 2' });
    expect(input).toHaveValue('0.05');
    await user.type(input, '1x');
    expect(onEditChange).toHaveBeenNthCalledWith(1, '2', 'fixed', '0.051');
    expect(onEditChange).toHaveBeenLastCalledWith('2', 'fixed', '0.051x');
    expect(input).toHaveAccessibleDescription('edited');
    await user.type(input, '{Backspace}{Backspace}');
    expect(onEditChange).toHaveBeenLastCalledWith('2', 'fixed', undefined);
    expect(input).not.toHaveAccessibleDescription();
  });

  it('marks dirty cells and shows their typed text', () => {
    render(<Harness edits={{ '3': { name_english: 'Bills' } }} />);
    const input = screen.getByRole('textbox', { name: 'name_english, row 3' });
    expect(input).toHaveValue('Bills');
    expect(input).toHaveAccessibleDescription('edited');
    expect(cell(2, 3)).toHaveAttribute('data-dirty', 'true');
    expect(screen.getByRole('textbox', { name: 'name_english, row 2' })).not.toHaveAccessibleDescription();
    expect(cell(1, 3)).not.toHaveAttribute('data-dirty');
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

  it('Enter edits with the text selected, Enter commits and moves down, Escape reverts this edit only', async () => {
    const user = userEvent.setup();
    const onEditChange = vi.fn();
    render(<Harness onEditChange={onEditChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    const name = screen.getByRole('textbox', { name: 'name_english, row 1' });
    expect(name).toHaveFocus();
    await user.keyboard('P2P transfer{Enter}');
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'name_english', 'P2P transfer');
    expect(cell(1, 3)).toHaveFocus();

    await user.keyboard('{ArrowUp}{Enter}Oops');
    expect(name).toHaveValue('Oops');
    await user.keyboard('{Escape}');
    expect(onEditChange).toHaveBeenLastCalledWith('1', 'name_english', 'P2P transfer');
    expect(name).toHaveValue('P2P transfer');
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
    await user.click(screen.getByRole('textbox', { name: 'type, row 2' }));
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
    const input = screen.getByRole('textbox', { name: 'payer_percentage, row 3' });
    await user.click(input);
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
    const { rerender } = wordGrid();
    const arabic = screen.getByRole('gridcell', { name: 'دفع الفواتير' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('gridcell', { name: 'Bill payment' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('columnheader', { name: 'Arabic name' })).toHaveAttribute('data-rtl', 'true');
    expect(screen.getByRole('columnheader', { name: 'English name' })).not.toHaveAttribute('data-rtl');
    rerender(<Harness rows={fiveFees} columns={FEE_WORD_COLUMNS} groups={FEE_WORD_GROUPS} mode="edit" />);
    const input = await screen.findByRole('textbox', { name: 'Arabic name, row 3' });
    expect(input).toHaveAttribute('lang', 'ar');
    expect(input).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('textbox', { name: 'English name, row 3' })).not.toHaveAttribute('lang');
  });

  it('keeps a column without `editable` read-only in edit mode: no input, aria-readonly', () => {
    wordGrid({ mode: 'edit' });
    const idCell = cell(2, 0);
    expect(idCell).toHaveTextContent('3');
    expect(idCell).toHaveAttribute('aria-readonly', 'true');
    expect(within(idCell).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^ID,/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /, row 3$/ })).toHaveLength(FEE_WORD_COLUMNS.filter((c) => c.editable).length);
  });

  it('holds the first column in view when asked (sticky at the inline start), header cells included', () => {
    wordGrid({ stickyFirstColumn: true });
    const first = cell(0, 0);
    expect(first).toHaveAttribute('data-sticky', 'true');
    expect(first).toHaveStyle({ position: 'sticky' });
    expect(cell(0, 1)).not.toHaveAttribute('data-sticky');
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('data-sticky', 'true');
    // The blank group cell over the sticky column is one column wide, so it can stick with it.
    const groupRow = screen.getAllByRole('row')[0] as HTMLTableRowElement;
    const blanks = groupRow.cells;
    expect(blanks[0]).toHaveAttribute('data-sticky', 'true');
    expect(blanks[0]).not.toHaveAttribute('colspan');
    expect(blanks[1]).toHaveAttribute('colspan', '4');
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
        columns={DISTRIBUTION_COLUMNS}
        groups={DISTRIBUTION_GROUPS}
        mode="view"
        edits={{}}
        onEditChange={vi.fn()}
        warnings={{ 3: 'Percentages sum to 90, not 100' }}
        stickyFirstColumn
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
    await user.type(screen.getByRole('textbox', { name: 'Name, row 2' }), '!');
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

  it("shows a column's render outside inputs, and the raw value in its input", () => {
    const { rerender } = render(<ProductGrid mode="view" />);
    expect(screen.getByRole('gridcell', { name: '80.50 JOD' })).toBeInTheDocument();
    rerender(<ProductGrid mode="edit" />);
    expect(screen.getByRole('textbox', { name: 'Price, row 2' })).toHaveValue('80.5');
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
