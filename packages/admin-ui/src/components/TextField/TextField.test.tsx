import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its visible label and passes typing to onChange', async () => {
    const onChange = vi.fn();
    render(<TextField label="Username" name="username" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'admin');
    expect(input).toHaveValue('admin');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(input).toHaveAttribute('name', 'username');
  });

  it('describes the input with its hint, and with the error only when there is one', () => {
    const { rerender } = render(<TextField label="Discount Cap" hint="In JOD." />);
    const input = screen.getByRole('textbox', { name: 'Discount Cap' });
    expect(input).toHaveAccessibleDescription('In JOD.');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Discount Cap" hint="In JOD." error="Discount Cap is required." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('In JOD. Discount Cap is required.');
  });

  it('keeps a caller aria-describedby alongside its own', () => {
    render(
      <>
        <p id="extra">Shared note</p>
        <TextField label="Name" aria-describedby="extra" error="Too short." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Shared note Too short.');
  });

  it('marks required fields for assistive tech without adding to the name', () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(screen.getByLabelText('Name')).toBe(input);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes native attributes and the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" type="email" placeholder="name@example.com" autoComplete="email" className="custom" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('dir', 'auto');
    // className styles the wrapper (layout), not the bare input.
    expect(input).not.toHaveClass('custom');
  });

  it('uses a caller id so an outside label or test can point at it', () => {
    render(<TextField label="Mobile" id="mobile" />);
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('id', 'mobile');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Search" value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('ABC');
  });

  it('does not accept input when disabled', async () => {
    const onChange = vi.fn();
    render(<TextField label="Username" disabled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes several lines with rows: a textarea, named, described and controlled like the input', async () => {
    function Description() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Description"
          hint="Up to 1,000 characters"
          rows={3}
          maxLength={1000}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Description />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '3');
    expect(box).toHaveAccessibleDescription('Up to 1,000 characters');
    await userEvent.type(box, 'First line{Enter}second line');
    expect(box).toHaveValue('First line\nsecond line');
  });
});
