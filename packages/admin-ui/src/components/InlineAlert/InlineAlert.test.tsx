import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineAlert } from './InlineAlert';

describe('InlineAlert', () => {
  it('an error is an assertive alert region that exists before its text', () => {
    const { rerender } = render(<InlineAlert tone="error">{''}</InlineAlert>);
    const region = screen.getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    rerender(<InlineAlert tone="error">Access denied. Admin privileges required.</InlineAlert>);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('Access denied. Admin privileges required.');
  });

  it('other tones are polite status regions', () => {
    render(
      <>
        <InlineAlert tone="success">Saved.</InlineAlert>
        <InlineAlert tone="warning">Check row 2.</InlineAlert>
        <InlineAlert tone="info">Heads up.</InlineAlert>
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Saved.', 'Check row 2.', 'Heads up.']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('live overrides the default: polite error, assertive success, or no live region at all', () => {
    render(
      <>
        <InlineAlert tone="error" live="polite">
          Soft error
        </InlineAlert>
        <InlineAlert tone="success" live="assertive">
          Loud success
        </InlineAlert>
        <InlineAlert tone="info" live="off" data-testid="quiet">
          Quiet help
        </InlineAlert>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Soft error');
    expect(screen.getByRole('alert')).toHaveTextContent('Loud success');
    expect(screen.getByTestId('quiet')).not.toHaveAttribute('role');
  });

  it('shows the title and message as text, and passes id, className and hidden through', () => {
    render(
      <InlineAlert tone="warning" title="Unsaved changes" id="note" className="mine" hidden>
        Save first.
      </InlineAlert>,
    );
    const region = screen.getByRole('status', { hidden: true });
    expect(region).toHaveAttribute('id', 'note');
    expect(region).toHaveClass('mine');
    expect(region).not.toBeVisible();
    expect(region).toHaveTextContent('Unsaved changesSave first.');
  });
});
