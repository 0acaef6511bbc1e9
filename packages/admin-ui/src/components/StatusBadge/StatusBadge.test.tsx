import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('says its status in text only: the icon is hidden', () => {
    render(
      <StatusBadge tone="success" data-testid="badge">
        Verified
      </StatusBadge>,
    );
    expect(screen.getByTestId('badge')).toHaveTextContent(/^Verified$/);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a different shape per tone', () => {
    const shapes = (['success', 'warning', 'error', 'info', 'neutral'] as const).map((tone) => {
      const { unmount } = render(
        <StatusBadge tone={tone} data-testid="badge">
          x
        </StatusBadge>,
      );
      const html = screen.getByTestId('badge').innerHTML;
      unmount();
      return html;
    });
    expect(new Set(shapes).size).toBe(5);
  });

  it("takes 0.2's `danger` as `error`: the same tone, shape and colour", () => {
    render(
      <>
        <StatusBadge tone="danger" data-testid="old">
          Rejected
        </StatusBadge>
        <StatusBadge tone="error" data-testid="new">
          Rejected
        </StatusBadge>
      </>,
    );
    expect(screen.getByTestId('old')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByTestId('old').innerHTML).toBe(screen.getByTestId('new').innerHTML);
  });

  it('lets Arabic text run right to left and keeps caller attributes', () => {
    render(
      <StatusBadge tone="info" className="mine" title="Status">
        قيد المراجعة
      </StatusBadge>,
    );
    expect(screen.getByText('قيد المراجعة')).toHaveAttribute('dir', 'auto');
    expect(screen.getByTitle('Status')).toHaveClass('mine');
  });
});
