import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleGroup, type ToggleGroupProps } from './ToggleGroup';

const options = [
  { value: 'indivisual', label: 'Individuals' },
  { value: 'company', label: 'Companies' },
];

function Group({ value = ['indivisual'], onChange = vi.fn(), ...props }: Partial<ToggleGroupProps>) {
  const [current, setCurrent] = useState<readonly string[]>(value);
  return (
    <ToggleGroup
      label="User type"
      options={options}
      {...props}
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

describe('ToggleGroup', () => {
  it('is a labelled group of toggle buttons showing what is pressed', () => {
    render(<Group />);
    expect(screen.getByRole('group', { name: 'User type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Individuals' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Companies' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('presses and releases, reporting values in the order of the options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group value={['company']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Individuals' }));
    expect(onChange).toHaveBeenLastCalledWith(['indivisual', 'company']);
    await user.click(screen.getByRole('button', { name: 'Companies' }));
    expect(onChange).toHaveBeenLastCalledWith(['indivisual']);
  });

  it('refuses to release the last pressed toggle and says why', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Individuals' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Individuals' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'User type' })).toHaveAccessibleDescription('Select at least one option.');
    await user.click(screen.getByRole('button', { name: 'Companies' }));
    expect(screen.queryByText('Select at least one option.')).not.toBeInTheDocument();
  });

  it('honours minSelected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group value={['indivisual', 'company']} minSelected={2} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Companies' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Select at least 2 options.')).toBeInTheDocument();
  });

  it('puts every toggle in the tab order, with arrow keys between toggles too and Space to toggle', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group value={['company']} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Individuals' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Companies' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Individuals' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Companies' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Individuals' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['indivisual', 'company']);
    await user.tab();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('shows the error and describes the group with it', () => {
    render(<Group value={[]} error="Choose a user type." />);
    expect(screen.getByRole('group', { name: 'User type' })).toHaveAccessibleDescription('Choose a user type.');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group disabled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Companies' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Companies' })).toBeDisabled();
  });
});
