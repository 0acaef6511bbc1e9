import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FadeTransition } from './FadeTransition';

// jsdom has neither the Web Animations API nor matchMedia: stub both, per test.
const animate = vi.fn();
let reducedMotion = false;

beforeEach(() => {
  animate.mockClear();
  reducedMotion = false;
  HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as typeof window.matchMedia;
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

function page(key: string, props: { durationMs?: number; appear?: boolean } = {}) {
  return (
    <FadeTransition transitionKey={key} {...props}>
      <h1>{key}</h1>
    </FadeTransition>
  );
}

describe('FadeTransition', () => {
  it('does not fade the first page in, unless asked to', () => {
    const { unmount } = render(page('/fees'));
    expect(animate).not.toHaveBeenCalled();
    unmount();
    render(page('/fees', { appear: true }));
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('fades in the opacity only when the key changes, for the given duration', () => {
    const { rerender } = render(page('/fees', { durationMs: 300 }));
    rerender(page('/fees', { durationMs: 300 }));
    expect(animate).not.toHaveBeenCalled();
    rerender(page('/cliq', { durationMs: 300 }));
    expect(screen.getByRole('heading', { name: '/cliq' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '/fees' })).not.toBeInTheDocument();
    expect(animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], expect.objectContaining({ duration: 300 }));
  });

  it('does not animate under prefers-reduced-motion', () => {
    reducedMotion = true;
    const { rerender } = render(page('/fees'));
    rerender(page('/cliq'));
    expect(animate).not.toHaveBeenCalled();
  });

  it('renders plainly where the Web Animations API is missing', () => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    const { rerender } = render(page('/fees'));
    rerender(page('/cliq'));
    expect(screen.getByRole('heading', { name: '/cliq' })).toBeInTheDocument();
  });
});
