import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InfoGrid } from './InfoGrid';

const items = [
  { label: 'Account ID', value: 12 },
  { label: 'Alias', value: 'متجر_الياسمين' },
  { label: 'Last Changed', value: null },
];

describe('InfoGrid', () => {
  it('shows label/value pairs as a description list with a heading, N/A for empty values', () => {
    render(<InfoGrid title="Cliq Details" items={items} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Cliq Details' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Account ID', 'Alias', 'Last Changed']);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(['12', 'متجر_الياسمين', 'N/A']);
    expect(screen.getByText('متجر_الياسمين')).toHaveAttribute('dir', 'auto');
  });

  it('marks a value in another language with its lang, in both views; an empty value shows N/A unmarked', async () => {
    const marked = [
      { label: 'Name', value: 'سارة الخطيب', lang: 'ar' },
      { label: 'Alias', value: null, lang: 'ar' },
      { label: 'Account ID', value: 12 },
    ];
    render(<InfoGrid title="Cliq Details" items={marked} />);
    expect(screen.getByText('سارة الخطيب')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('N/A')).not.toHaveAttribute('lang');
    expect(screen.getByText('12')).not.toHaveAttribute('lang');
    await userEvent.click(screen.getByRole('button', { name: 'Table view' }));
    expect(within(screen.getByRole('table')).getByText('سارة الخطيب')).toHaveAttribute('lang', 'ar');
  });

  it('toggles to a table captioned by the title, reporting the change', async () => {
    const onViewChange = vi.fn();
    render(<InfoGrid title="Cliq Details" items={items} onViewChange={onViewChange} />);
    const tableButton = screen.getByRole('button', { name: 'Table view' });
    expect(tableButton).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tableButton);
    expect(onViewChange).toHaveBeenCalledWith('table');
    expect(tableButton).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Cliq Details' });
    expect(within(table).getByRole('rowheader', { name: 'Account ID' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'N/A' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('follows the view it is given when controlled', async () => {
    const onViewChange = vi.fn();
    const { rerender } = render(<InfoGrid items={items} view="grid" onViewChange={onViewChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Table view' }));
    expect(onViewChange).toHaveBeenCalledWith('table');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<InfoGrid items={items} view="table" onViewChange={onViewChange} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('starts in the default view, can hide the toggle and change the empty text', () => {
    render(<InfoGrid items={items} defaultView="table" hideToggle emptyText="—" />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '—' })).toBeInTheDocument();
  });

  it('does not report pressing the view already shown', async () => {
    const onViewChange = vi.fn();
    render(<InfoGrid items={items} onViewChange={onViewChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(onViewChange).not.toHaveBeenCalled();
  });
});
