import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StickyActionBar } from './StickyActionBar';

describe('StickyActionBar', () => {
  it('is a named region holding the message and the actions', async () => {
    const onApprove = vi.fn();
    render(
      <StickyActionBar aria-label="Account actions" message="Status: Pending Verification">
        <button type="button" onClick={onApprove}>
          Approve Account
        </button>
        <button type="button">Reject Account</button>
      </StickyActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Account actions' });
    expect(bar).toHaveTextContent('Status: Pending Verification');
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve Account' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('announces a changed message politely', () => {
    const { rerender } = render(<StickyActionBar aria-label="Actions" message="Saving…" />);
    expect(screen.getByText('Saving…')).toHaveAttribute('aria-live', 'polite');
    rerender(<StickyActionBar aria-label="Actions" message="Saved." />);
    expect(screen.getByText('Saved.')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps caller attributes', () => {
    render(<StickyActionBar aria-label="Actions" className="mine" data-testid="bar" />);
    expect(screen.getByTestId('bar')).toHaveClass('mine');
  });
});
