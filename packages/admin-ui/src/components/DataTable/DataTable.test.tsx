import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';
import { CellStack } from './CellStack';
import { DataTable, type DataTableProps } from './DataTable';
import type { DataColumn } from './types';
import { sortRows, type TableSort } from '../../internal/table/sort';
import { scriptLang } from '../../utils/scriptLang';

interface Row {
  id: number;
  name: string;
  status: string;
}

const columns: DataColumn<Row>[] = [
  { key: 'id', title: 'ID' },
  { key: 'name', title: 'Name' },
  { key: 'status', title: 'Status', render: (row) => <strong>{row.status.toUpperCase()}</strong> },
];
const rows: Row[] = [
  { id: 1, name: 'Ahmad', status: 'pending' },
  { id: 2, name: 'سارة', status: 'verified' },
];
const getRowId = (row: Row) => row.id;

function setup(props: Partial<DataTableProps<Row>> = {}) {
  const onPageChange = vi.fn();
  const onRetry = vi.fn();
  const utils = render(
    <DataTable
      caption="Cliq accounts"
      columns={columns}
      rows={rows}
      getRowId={getRowId}
      page={1}
      pageCount={3}
      onPageChange={onPageChange}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { ...utils, onPageChange, onRetry };
}

describe('DataTable', () => {
  it('renders a table named by its caption, with headers, plain and rendered cells', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Cliq accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Name', 'Status']);
    expect(within(table).getByRole('cell', { name: 'Ahmad' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'PENDING' })).toBeInTheDocument();
    expect(within(table).getByText('سارة')).toHaveAttribute('dir', 'auto');
  });

  it("marks the language of a column's data, fixed or per row (Arabic names among Latin ones)", () => {
    const byScript = columns.map((c) => (c.key === 'name' ? { ...c, lang: (row: Row) => scriptLang(row.name) } : c));
    const { rerender } = setup({ columns: byScript });
    expect(screen.getByText('سارة')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('Ahmad')).not.toHaveAttribute('lang');
    const fixed = columns.map((c) => (c.key === 'name' ? { ...c, lang: 'ar' } : c));
    rerender(<DataTable caption="Cliq accounts" columns={fixed} rows={rows} getRowId={getRowId} page={1} onPageChange={vi.fn()} />);
    expect(screen.getByText('Ahmad')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('2')).not.toHaveAttribute('lang');
  });

  it("gives a column's description (its wire name) to its header as tooltip and accessible description", () => {
    setup({ columns: columns.map((c) => (c.key === 'name' ? { ...c, description: 'full_name' } : c)) });
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAccessibleDescription('full_name');
    expect(header).toHaveAttribute('title', 'full_name');
    expect(screen.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('title');
  });

  it('renders row links through the provided link component, in an Actions column', () => {
    const RouterLink = ({ to, children, ...rest }: LinkComponentProps) => (
      <a href={`#app${to}`} {...rest}>
        {children}
      </a>
    );
    render(
      <LinkProvider component={RouterLink}>
        <DataTable
          caption="Cliq accounts"
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          page={1}
          pageCount={1}
          onPageChange={() => {}}
          rowLink={{ to: (row) => `/cliq/${row.id}`, text: 'View', ariaLabel: (row) => `View account ${row.id}` }}
        />
      </LinkProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View account 2' })).toHaveAttribute('href', '#app/cliq/2');
    expect(screen.getAllByRole('link', { name: /^View/ })).toHaveLength(2);
  });

  it('shows a dash instead of a link for a row whose route is null', () => {
    setup({
      rowLink: { to: (row) => (row.id === 2 ? null : `/cliq/${row.id}`), text: 'View', ariaLabel: (row) => `View account ${row.id}` },
    });
    expect(screen.getByRole('link', { name: 'View account 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View account 2' })).not.toBeInTheDocument();
    const secondRow = screen.getAllByRole('row')[2]!;
    expect(within(secondRow).getByTitle('No page to open')).toHaveTextContent('—');
  });

  it('tells onIntent which row a link is about to open, when the pointer enters it or it receives focus', async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    setup({ rowLink: { to: (row) => `/cliq/${row.id}`, text: 'View', ariaLabel: (row) => `View account ${row.id}`, onIntent } });
    await user.hover(screen.getByRole('link', { name: 'View account 2' }));
    expect(onIntent).toHaveBeenLastCalledWith(rows[1]);
    await user.tab(); // the scrollable table region
    await user.tab();
    expect(screen.getByRole('link', { name: 'View account 1' })).toHaveFocus();
    expect(onIntent).toHaveBeenLastCalledWith(rows[0]);
  });

  it('shows the total with a custom label', () => {
    setup({ total: 37, totalLabel: 'Accounts' });
    expect(screen.getByRole('status')).toHaveTextContent('Accounts: 37');
  });

  it('keeps the last total in its live region while a page loads, and updates it only when the number changes', () => {
    const table = (props: Partial<DataTableProps<Row>>) => (
      <DataTable caption="c" columns={columns} rows={rows} getRowId={getRowId} page={1} onPageChange={() => {}} {...props} />
    );
    const { rerender } = render(table({ total: 37 }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Total: 37');
    expect(status).not.toHaveStyle({ position: 'absolute' });
    // Page turn: the app may clear the total while the next page loads.
    rerender(table({ total: null, loading: true, page: 2 }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Total: 37');
    // …but it is not shown while loading (SPEC: "Total: N" when not loading): hidden visually, not emptied.
    expect(status).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    rerender(table({ total: 37, page: 2 }));
    expect(status).toHaveTextContent('Total: 37');
    expect(status).not.toHaveStyle({ position: 'absolute' });
    rerender(table({ total: 12, loading: true }));
    expect(status).toHaveTextContent('Total: 37');
    rerender(table({ total: 12 }));
    expect(status).toHaveTextContent('Total: 12');
  });

  it('shows no total before the first load has settled, nor with an error', () => {
    const table = (props: Partial<DataTableProps<Row>>) => (
      <DataTable caption="c" columns={columns} rows={rows} getRowId={getRowId} page={1} onPageChange={() => {}} {...props} />
    );
    const { rerender } = render(table({ total: 5, loading: true }));
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
    rerender(table({ total: 5, error: 'Failed' }));
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
  });

  it('shows a skeleton, announced once, while loading with no rows', () => {
    setup({ rows: [], loading: true, loadingLabel: 'Loading cliq accounts…' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading cliq accounts…');
  });

  it('keeps the rows while the next page loads, and says it is busy', () => {
    setup({ loading: true, page: 2, 'data-testid': 'list' } as Partial<DataTableProps<Row>>);
    const table = screen.getByRole('table', { name: 'Cliq accounts' });
    expect(within(table).getByRole('cell', { name: 'Ahmad' })).toBeInTheDocument();
    expect(screen.getByTestId('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error message exactly, and Retry calls onRetry', async () => {
    const { onRetry } = setup({ rows: [], error: 'Failed to load cliq accounts. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load cliq accounts. Please try again.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the table when a retry succeeds, so keyboard users keep their place', async () => {
    const props = {
      caption: 'Cliq accounts',
      columns,
      getRowId,
      page: 1,
      onPageChange: () => {},
      onRetry: () => {},
    };
    const { rerender } = render(<DataTable {...props} rows={[]} error="Failed." />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    rerender(<DataTable {...props} rows={[]} error="Failed." loading />);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    rerender(<DataTable {...props} rows={rows} />);
    expect(screen.getByRole('region', { name: 'Cliq accounts' })).toHaveFocus();
  });

  it('shows the empty state when there are no rows', () => {
    setup({ rows: [], empty: { title: 'No Cliq Accounts Found', description: 'There are no cliq accounts to display at the moment.' } });
    expect(screen.getByText('No Cliq Accounts Found')).toBeInTheDocument();
    expect(screen.getByText('There are no cliq accounts to display at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages: Previous disabled on page 1, Next asks for page 2', async () => {
    const { onPageChange } = setup();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('pages: Next disabled on the last page', async () => {
    const { onPageChange } = setup({ page: 4, pageCount: 4 });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows no paging with a single page', () => {
    setup({ pageCount: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it('renders the toolbar above the table', () => {
    setup({ toolbar: <button type="button">Filters</button> });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('marks one-line columns, so their cells never wrap', () => {
    setup({
      columns: [
        { key: 'id', title: 'ID', nowrap: true },
        { key: 'name', title: 'Name' },
      ],
    });
    const [idCell, nameCell] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(idCell).toHaveAttribute('data-nowrap', 'true');
    expect(nameCell).not.toHaveAttribute('data-nowrap');
  });
});

describe('CellStack', () => {
  it('puts the secondary value under the main one, each isolated, and leaves out an empty one', () => {
    render(
      <>
        <CellStack primary="رنا منصور" secondary="rania@mail.example" />
        <CellStack primary="Omar" secondary="" />
      </>,
    );
    const arabic = screen.getByText('رنا منصور');
    expect(arabic.tagName).toBe('BDI');
    expect(screen.getByText('rania@mail.example').tagName).toBe('BDI');
    // eslint-disable-next-line testing-library/no-node-access
    expect(screen.getByText('Omar').parentElement!.parentElement!.children).toHaveLength(1);
  });
});

describe('DataTable: sortable headers', () => {
  const sortable: DataColumn<Row>[] = [
    { key: 'id', title: 'ID', sortable: true },
    { key: 'name', title: 'Name', sortable: true },
    { key: 'status', title: 'Status' },
  ];

  function SortedTable({ onSort }: { onSort: (sort: TableSort) => void }) {
    const [sort, setSort] = useState<TableSort | null>({ key: 'id', direction: 'ascending' });
    return (
      <DataTable
        caption="Accounts"
        columns={sortable}
        rows={sortRows(rows, sortable, sort)}
        getRowId={getRowId}
        page={1}
        onPageChange={() => {}}
        sort={sort}
        onSortChange={(next) => {
          onSort(next);
          setSort(next);
        }}
      />
    );
  }

  it('makes sortable headers buttons in a th with aria-sort, reports clicks and shows the new order', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<SortedTable onSort={onSort} />);
    const idHeader = screen.getByRole('columnheader', { name: 'ID' });
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    // A column that is not sortable keeps a plain header.
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();

    await user.click(within(idHeader).getByRole('button', { name: 'ID' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'id', direction: 'descending' });
    expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['2', '1']);

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'ascending' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(idHeader).not.toHaveAttribute('aria-sort');
  });

  it('keeps plain headers when no onSortChange is given, still saying which column the rows are sorted by', () => {
    setup({ columns: sortable, sort: { key: 'name', direction: 'descending' } });
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });
});
