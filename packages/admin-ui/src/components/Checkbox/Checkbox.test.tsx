import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from the box and from its label', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Trust this PC" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Trust this PC' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Trust this PC'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('toggles with the space bar', async () => {
    render(<Checkbox label="Trust this PC" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Trust this PC' })).toBeChecked();
  });

  it('is described by its hint', () => {
    render(<Checkbox label="Trust this PC" hint="Stay signed in for 7 days." />);
    expect(screen.getByRole('checkbox', { name: 'Trust this PC' })).toHaveAccessibleDescription('Stay signed in for 7 days.');
  });

  it('submits its name and value with the form when checked', async () => {
    let submitted: FormData | undefined;
    render(
      <form
        aria-label="Login"
        onSubmit={(e) => {
          e.preventDefault();
          submitted = new FormData(e.currentTarget);
        }}
      >
        <Checkbox label="Trust this PC" name="trust" value="yes" />
        <button type="submit">Login</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trust this PC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(submitted?.get('trust')).toBe('yes');
  });

  it('honours controlled checked and forwards the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<Checkbox label="Companies" checked={false} onChange={onChange} ref={ref} />);
    const box = screen.getByRole('checkbox', { name: 'Companies' });
    expect(ref.current).toBe(box);
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(box).not.toBeChecked();
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Trust this PC" disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Trust this PC' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
