import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

function Controlled({ onChange }: { onChange?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Open the next case"
      hint="After a decision"
      checked={on}
      onCheckedChange={(next) => {
        setOn(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a named switch that toggles from itself and from its label', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Open the next case' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('After a decision');
    await userEvent.click(control);
    expect(control).toBeChecked();
    await userEvent.click(screen.getByText('Open the next case'));
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with the space bar', async () => {
    render(<Controlled />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Open the next case' })).toBeChecked();
  });
});
