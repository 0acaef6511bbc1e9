import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar';

describe('LoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders nothing while inactive', () => {
    render(<LoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a named progress bar once the request has run for the delay', () => {
    render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('never flickers for a request shorter than the delay', () => {
    const { rerender } = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<LoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('goes at once when loading ends and waits the delay again next time', () => {
    const { rerender } = render(<LoadingBar active label="Saving fees" />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Saving fees' })).toBeInTheDocument();
    rerender(<LoadingBar active={false} label="Saving fees" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<LoadingBar active label="Saving fees" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('progressbar', { name: 'Saving fees' })).toBeInTheDocument();
  });

  it('takes a custom delay', () => {
    render(<LoadingBar active delayMs={0} />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
