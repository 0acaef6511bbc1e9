import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title and description', () => {
    render(<EmptyState title="No Cliq Accounts Found" description="There are no cliq accounts to display at the moment." />);
    expect(screen.getByText('No Cliq Accounts Found')).toBeInTheDocument();
    expect(screen.getByText('There are no cliq accounts to display at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders its action', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        title="No discounts"
        action={
          <button type="button" onClick={onClick}>
            New Discount
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New Discount' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be a heading of a chosen level', () => {
    render(<EmptyState title="No KYB Requests Found" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No KYB Requests Found' })).toBeInTheDocument();
  });

  it('shows a custom icon, or none', () => {
    const { rerender } = render(<EmptyState title="Empty" icon={<span data-testid="icon" />} />);
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    rerender(<EmptyState title="Empty" icon={null} />);
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
  });
});
