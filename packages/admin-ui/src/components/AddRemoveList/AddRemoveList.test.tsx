import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddRemoveList } from './AddRemoveList';
import type { AddRemoveListProps } from './types';

const groups = [
  { value: '1', label: 'Staff', description: '12 users' },
  { value: '2', label: 'Merchants' },
  { value: '3', label: 'Students' },
];

function Field({ value = [], onChange = vi.fn(), ...props }: Partial<AddRemoveListProps>) {
  const [current, setCurrent] = useState<readonly string[]>(value);
  return (
    <AddRemoveList
      label="Eligible Payees"
      options={groups}
      {...props}
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

const menu = () => screen.getByRole('combobox', { name: 'Eligible Payees' });
const addButton = () => screen.getByRole('button', { name: 'Add Eligible Payees' });
const chosen = () =>
  within(screen.getByRole('list', { name: 'Selected: Eligible Payees' }))
    .getAllByRole('listitem')
    .map((li) => li.firstChild?.firstChild?.textContent);

describe('AddRemoveList', () => {
  it('is a fieldset named by its label, with the empty text while nothing is chosen', () => {
    render(<Field emptyText="No groups chosen" />);
    expect(screen.getByRole('group', { name: 'Eligible Payees' })).toContainElement(menu());
    expect(screen.getByText('No groups chosen')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('adds the option the menu shows, last, and offers only the options not chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field value={['2']} onChange={onChange} />);
    expect(
      within(menu())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Staff', 'Students']);
    await user.selectOptions(menu(), 'Students');
    await user.click(addButton());
    expect(onChange).toHaveBeenLastCalledWith(['2', '3']);
    expect(chosen()).toEqual(['Merchants', 'Students']);
    expect(screen.getByRole('status')).toHaveTextContent('Students added to Eligible Payees');
    // Students was the last option: the menu falls back to the one before it.
    expect(menu()).toHaveDisplayValue('Staff');
    expect(addButton()).toHaveFocus();
  });

  it('disables the menu and "+" (focusably) when every option is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field value={['1', '2']} onChange={onChange} noOptionsText="All groups chosen" />);
    await user.click(addButton());
    expect(onChange).toHaveBeenLastCalledWith(['1', '2', '3']);
    expect(menu()).toHaveAttribute('aria-disabled', 'true');
    expect(menu()).toHaveDisplayValue('All groups chosen');
    // Still focusable, so a form can take the user to it (focus the first invalid field).
    menu().focus();
    expect(menu()).toHaveFocus();
    addButton().focus();
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('removes with "−": focus goes to the next item\'s "−", else to the menu showing the removed option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field value={['3', '1', '2']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove Staff' }));
    expect(onChange).toHaveBeenLastCalledWith(['3', '2']);
    expect(screen.getByRole('button', { name: 'Remove Merchants' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Staff removed from Eligible Payees');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['3']);
    expect(menu()).toHaveFocus();
    expect(menu()).toHaveDisplayValue('Merchants');
  });

  it('keeps and can remove values that are not among the options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field value={['1', '2', '3', '99']} onChange={onChange} />);
    expect(chosen()).toEqual(['Staff', 'Merchants', 'Students', '99']);
    await user.click(screen.getByRole('button', { name: 'Remove 99' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '2', '3']);
    // Nothing came back to the menu, so focus waits on "+".
    expect(addButton()).toHaveFocus();
  });

  it('describes the menu with the hint and the error and marks it invalid', () => {
    render(<Field hint="Groups whose users are paid." error="Choose at least one group." />);
    expect(menu()).toHaveAccessibleDescription('Groups whose users are paid. Choose at least one group.');
    expect(menu()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field value={['1']} disabled onChange={onChange} />);
    expect(menu()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Staff' }));
    await user.click(addButton());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads Arabic names in their own direction', () => {
    render(<Field options={[{ value: '1', label: 'الموظفون' }, ...groups.slice(1)]} value={['1']} />);
    expect(screen.getByText('الموظفون')).toHaveAttribute('dir', 'auto');
    expect(within(menu()).getByRole('option', { name: 'Merchants' })).toHaveAttribute('dir', 'auto');
  });
});
