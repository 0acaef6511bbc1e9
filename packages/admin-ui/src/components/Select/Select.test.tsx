import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];

describe('Select', () => {
  it('is a native select named by its visible label, showing the value', () => {
    render(<Select label="Filter by Status:" options={options} value="pending" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Filter by Status:' });
    expect(select).toHaveValue('pending');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Pending', 'Verified', 'Rejected']);
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select label="Filter by Status:" options={options} value="all" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by Status:' }), 'Rejected');
    expect(onChange).toHaveBeenCalledWith('rejected');
  });

  it('describes itself with the hint, and keeps a hidden label as its name', () => {
    render(<Select label="Status" hideLabel hint="Only the last 90 days." options={options} value="all" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription('Only the last 90 days.');
  });

  it('can be disabled, and keeps caller attributes on the control', () => {
    render(<Select label="Status" disabled name="status" options={options} value="all" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('name', 'status');
  });
});
