import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryTable } from './HistoryTable';

const entries = [
  { id: 2, date: '10/02/2025', action: 'Changed', oldValue: 'ahmad.k', newValue: '+962790237570' },
  { id: 1, date: '31/01/2025', action: 'Created', oldValue: 'N/A', newValue: 'ahmad.k' },
];

describe('HistoryTable', () => {
  it('lists entries in order under Date, Action, Old Value, New Value', () => {
    render(<HistoryTable entries={entries} />);
    const table = screen.getByRole('table', { name: 'Change History' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Action',
      'Old Value',
      'New Value',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('10/02/2025Changedahmad.k+962790237570');
    expect(second).toHaveTextContent('31/01/2025CreatedN/Aahmad.k');
  });

  it('takes a caption and some column titles', () => {
    render(<HistoryTable entries={entries} caption="Audit trail" columnTitles={{ action: 'What' }} />);
    const table = screen.getByRole('table', { name: 'Audit trail' });
    expect(within(table).getByRole('columnheader', { name: 'What' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
  });

  it('renders nothing without entries', () => {
    const { container } = render(<HistoryTable entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the empty state when asked to', () => {
    render(<HistoryTable entries={[]} empty={{ title: 'No changes yet' }} />);
    expect(screen.getByText('No changes yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
