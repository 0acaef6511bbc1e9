import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryTable, type HistoryColumns } from './HistoryTable';

/** Records shaped as an app has them (a log of changes, wire names, no `date`/`oldValue` fields): passed as they are. */
interface Log {
  log_id: string;
  created_at: string;
  change: 'created' | 'updated';
  before: string | null;
  after: string;
}

const logs: Log[] = [
  { log_id: 'b', created_at: '10/02/2025', change: 'updated', before: 'ahmad.k', after: '+962790237570' },
  { log_id: 'a', created_at: '31/01/2025', change: 'created', before: null, after: 'ahmad.k' },
];

const columns: HistoryColumns<Log> = {
  date: { render: (log) => log.created_at },
  action: { render: (log) => (log.change === 'created' ? 'Created' : 'Changed') },
  oldValue: { render: (log) => log.before ?? 'N/A' },
  newValue: { render: (log) => <strong>{log.after}</strong> },
};

describe('HistoryTable', () => {
  it("renders the app's own records through each column's render, in order under Date, Action, Old Value, New Value", () => {
    render(<HistoryTable rows={logs} getRowId={(log) => log.log_id} columns={columns} />);
    const table = screen.getByRole('table', { name: 'Change History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Action', 'Old Value', 'New Value']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('10/02/2025Changedahmad.k+962790237570');
    expect(second).toHaveTextContent('31/01/2025CreatedN/Aahmad.k');
    expect(within(second!).getByText('ahmad.k', { selector: 'strong' })).toBeInTheDocument();
  });

  it('keys rows by getRowId: a new record on top keeps the rows already shown', () => {
    const { rerender } = render(<HistoryTable rows={logs} getRowId={(log) => log.log_id} columns={columns} />);
    const before = screen.getAllByRole('row')[1];
    const newer: Log = { log_id: 'c', created_at: '12/02/2025', change: 'updated', before: '+962790237570', after: 'sara' };
    rerender(<HistoryTable rows={[newer, ...logs]} getRowId={(log) => log.log_id} columns={columns} />);
    // The row of record "b" is the same element, now second: React matched it by its id, not its position.
    expect(screen.getAllByRole('row')[2]).toBe(before);
  });

  it("takes a caption and some columns' titles", () => {
    render(
      <HistoryTable
        rows={logs}
        getRowId={(log) => log.log_id}
        columns={{ ...columns, action: { ...columns.action, title: 'What' } }}
        caption="Audit trail"
      />,
    );
    const table = screen.getByRole('table', { name: 'Audit trail' });
    expect(within(table).getByRole('columnheader', { name: 'What' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
  });

  it('scrolls inside a limited height when given maxHeight', () => {
    render(<HistoryTable rows={logs} getRowId={(log) => log.log_id} columns={columns} maxHeight={200} />);
    expect(screen.getByRole('region', { name: 'Change History' })).toHaveStyle({ maxHeight: '200px' });
  });

  it('renders nothing without rows', () => {
    const { container } = render(<HistoryTable rows={[]} getRowId={(log: Log) => log.log_id} columns={columns} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the empty state (title, description, action) when given `empty`', () => {
    render(
      <HistoryTable
        rows={[]}
        getRowId={(log: Log) => log.log_id}
        columns={columns}
        empty={{ title: 'No changes yet', description: 'Changes to this account will be listed here.' }}
        emptyAction={<button type="button">Refresh</button>}
      />,
    );
    expect(screen.getByText('No changes yet')).toBeInTheDocument();
    expect(screen.getByText('Changes to this account will be listed here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
