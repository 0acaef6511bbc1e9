import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const fees = [
  { value: '1', label: 'wallet_to_wallet' },
  { value: '2', label: 'cliq_transfer' },
  { value: '3', label: 'cash_out_atm' },
  { value: '4', label: 'cash_in_agent' },
];

function Field({ value = [], onChange = vi.fn(), ...props }: Partial<MultiSelectProps>) {
  const [current, setCurrent] = useState<readonly string[]>(value);
  return (
    <>
      <MultiSelect
        label="Applicable fees"
        options={fees}
        {...props}
        value={current}
        onChange={(next) => {
          setCurrent(next);
          onChange(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Applicable fees' });
const highlighted = () => screen.getAllByRole('option').find((o) => o.id === combobox().getAttribute('aria-activedescendant'));

describe('MultiSelect', () => {
  it('is a combobox controlling a multi-selectable listbox, closed at first', () => {
    render(<Field />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
  });

  it('filters as you type and toggles the highlighted option with Enter, staying open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await user.type(combobox(), 'CASH');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['cash_out_atm', 'cash_in_agent']);
    expect(highlighted()).toHaveTextContent('cash_out_atm');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['4']);
    expect(screen.getByRole('option', { name: 'cash_in_agent' })).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    // Reported in the order of the options, not of the clicks.
    expect(onChange).toHaveBeenLastCalledWith(['3', '4']);
    expect(screen.getByRole('status')).toHaveTextContent('cash_out_atm selected');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['4']);
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(combobox(), 'cliq');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('cliq');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('removes the last chip with Backspace in the empty input, and any chip with its button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field value={['1', '2', '3']} onChange={onChange} />);
    const chips = screen.getByRole('list', { name: 'Selected: Applicable fees' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    await user.click(combobox());
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['1', '2']);
    expect(screen.getByRole('status')).toHaveTextContent('cash_out_atm removed');
    await user.click(screen.getByRole('button', { name: 'Remove wallet_to_wallet' }));
    expect(onChange).toHaveBeenLastCalledWith(['2']);
  });

  it('keeps focus when a chip is removed by keyboard: next chip, else previous, else the input', async () => {
    const user = userEvent.setup();
    render(<Field value={['1', '2', '3']} />);
    const remove = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });
    remove('cliq_transfer').focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove cliq_transfer' })).not.toBeInTheDocument();
    expect(remove('cash_out_atm')).toHaveFocus();
    await user.keyboard(' ');
    expect(remove('wallet_to_wallet')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Selected: Applicable fees' })).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('opens with ArrowDown on the first option and closes when the focus leaves', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(combobox());
    await user.keyboard('{Escape}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toHaveTextContent('wallet_to_wallet');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles an option on click and keeps the focus in the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'cliq_transfer' }));
    expect(onChange).toHaveBeenLastCalledWith(['2']);
    expect(combobox()).toHaveFocus();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Field noOptionsText="No fee matches" />);
    await user.type(combobox(), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No fee matches');
  });

  it('describes the input with the hint and the error', () => {
    render(<Field hint="Fees the discount applies to." error="Choose at least one fee." />);
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription('Fees the discount applies to. Choose at least one fee.');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field value={['1']} disabled onChange={onChange} />);
    expect(combobox()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove wallet_to_wallet' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
