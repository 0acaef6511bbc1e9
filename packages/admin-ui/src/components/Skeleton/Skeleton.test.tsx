import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonBlock, SkeletonTable, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('hides its shapes from assistive technology and says nothing without a label', () => {
    render(<SkeletonText lines={3} data-testid="lines" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const lines = screen.getByTestId('lines');
    expect(lines).toHaveAttribute('aria-hidden', 'true');
    expect(within(lines).getAllByRole('generic', { hidden: true })).toHaveLength(3);
  });

  it('defaults to one line', () => {
    render(<SkeletonText data-testid="lines" />);
    expect(within(screen.getByTestId('lines')).getAllByRole('generic', { hidden: true })).toHaveLength(1);
  });

  it('announces its label once as a status', () => {
    render(<SkeletonBlock width={120} height={24} label="Loading account…" data-testid="block" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading account…');
    expect(screen.getByTestId('block')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a table skeleton of 5 x 7 by default, hidden from the accessibility tree', () => {
    render(<SkeletonTable label="Loading…" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
    // header row + 5 body rows, 7 cells each
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(6);
    expect(screen.getAllByRole('cell', { hidden: true })).toHaveLength(35);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes rows, columns and no header', () => {
    render(<SkeletonTable rows={2} columns={3} header={false} />);
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { hidden: true })).toHaveLength(6);
    expect(screen.queryAllByRole('columnheader', { hidden: true })).toHaveLength(0);
  });
});
