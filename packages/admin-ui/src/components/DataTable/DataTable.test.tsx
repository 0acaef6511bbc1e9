import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';
import { DataTable, type DataTableProps } from './DataTable';
import type { DataColumn } from './types';
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
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ID', 'Name', 'Status']);
    expect(within(table).getByRole('cell', { name: 'Ahmad' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'PENDING' })).toBeInTheDocument();
    expect(within(table).getByText('سارة')).toHaveAttribute('dir', 'auto');
  });

  it('marks the language of a column\'s data, fixed or per row (Arabic names among Latin ones)', () => {
    const byScript = columns.map((c) => (c.key === 'name' ? { ...c, lang: (row: Row) => scriptLang(row.name) } : c));
    const { rerender } = setup({ columns: byScript });
    expect(screen.getByText('سارة')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('Ahmad')).not.toHaveAttribute('lang');
    const fixed = columns.map((c) => (c.key === 'name' ? { ...c, lang: 'ar' } : c));
    rerender(<DataTable caption="Cliq accounts" columns={fixed} rows={rows} getRowId={getRowId} page={1} onPageChange={vi.fn()} />);
    expect(screen.getByText('Ahmad')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('2')).not.toHaveAttribute('lang');
  });

  it('gives a column\'s description (its wire name) to its header as tooltip and accessible description', () => {
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
    setup({ rowLink: { to: (row) => (row.id === 2 ? null : `/cliq/${row.id}`), text: 'View', ariaLabel: (row) => `View account ${row.id}` } });
    expect(screen.getByRole('link', { name: 'View account 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View account 2' })).not.toBeInTheDocument();
    const secondRow = screen.getAllByRole('row')[2]!;
    expect(within(secondRow).getByTitle('No page to open')).toHaveTextContent('—');
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
});
