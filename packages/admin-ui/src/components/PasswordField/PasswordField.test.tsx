import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'Admin#2026');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show password' });
    // The label names the action; a pressed state on top would say "Hide password, pressed".
    expect(show).not.toHaveAttribute('aria-pressed');
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Admin#2026');

    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).not.toHaveAttribute('aria-pressed');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps focus in the input when the toggle is clicked while typing', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveFocus();
  });

  it('is a form field: name, required, error and the caller ref reach the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField label="Password" name="password" required error="Password is required." ref={ref} />);
    const input = screen.getByLabelText('Password');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password is required.');
  });

  it('does not submit the form when the toggle is pressed', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
