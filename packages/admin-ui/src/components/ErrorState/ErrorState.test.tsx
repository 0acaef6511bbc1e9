import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the default title and the exact message as an alert', () => {
    render(<ErrorState message="Failed to load cliq accounts. Please try again." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Failed to load cliq accounts. Please try again.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onRetry from the Retry button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while retrying and says it is busy', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed." onRetry={onRetry} retrying />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('takes a custom title, or none', () => {
    const { rerender } = render(<ErrorState title="Cliq account not found." message="Go back." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cliq account not found.');
    rerender(<ErrorState title={null} message="Go back." />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Something went wrong');
  });
});
