import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const languages = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
];

function Languages({ onChange = vi.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('en');
  return (
    <SegmentedControl
      label="Language"
      options={languages}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a labelled group of buttons, the chosen one pressed, each label in its language', () => {
    render(<Languages />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeVisible();
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'العربية', pressed: false })).toHaveAttribute('lang', 'ar');
  });

  it('chooses another option by click or keyboard, and ignores the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Languages onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('ar');
    expect(screen.getByRole('button', { name: 'العربية', pressed: true })).toBeVisible();
    expect(screen.getByRole('button', { name: 'English', pressed: false })).toBeVisible();
  });

  it('takes no other choice while busy', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SegmentedControl label="Language" options={languages} value="en" onChange={onChange} busy />);
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Language' })).toHaveAttribute('aria-busy', 'true');
  });
});
