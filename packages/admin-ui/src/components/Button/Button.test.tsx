import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save Data</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save Data' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading loadingText="Saving…">
        Save Data
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays focusable when disabled but does not act', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Save Data
      </Button>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Save Data' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit forms unless asked to', () => {
    render(<Button>Plain</Button>);
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
  });
});
