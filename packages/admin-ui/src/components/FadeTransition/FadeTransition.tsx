import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';

export interface FadeTransitionProps extends HTMLAttributes<HTMLDivElement> {
  /** Changes when the content does, e.g. the route's pathname. */
  transitionKey: string;
  children?: ReactNode;
  /** Default 200 ms. */
  durationMs?: number;
  /** Also fade in on first render. Default false. */
  appear?: boolean;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades new content in when `transitionKey` changes (opacity only: no layout shift, and the
 * old page is not kept mounted). Nothing animates under `prefers-reduced-motion: reduce`.
 * Focus is left to the app.
 *
 * Uses the Web Animations API on the wrapper, started before paint, so children are not
 * remounted and no CSS class has to be toggled.
 *
 * ```tsx
 * <FadeTransition transitionKey={location.pathname}><Outlet /></FadeTransition>
 * ```
 */
export function FadeTransition({ transitionKey, children, durationMs = 200, appear = false, ...rest }: FadeTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shownKey = useRef<string | null>(appear ? null : transitionKey);

  useLayoutEffect(() => {
    if (shownKey.current === transitionKey) return;
    shownKey.current = transitionKey;
    const element = ref.current;
    if (!element || typeof element.animate !== 'function' || durationMs <= 0 || prefersReducedMotion()) return;
    // Not cancelled on cleanup: a newer fade simply takes over, and StrictMode's mount
    // re-run cannot swallow the first one.
    element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: durationMs, easing: 'ease-out' });
  }, [transitionKey, durationMs]);

  return (
    <div {...rest} ref={ref}>
      {children}
    </div>
  );
}
