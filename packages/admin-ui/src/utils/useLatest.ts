import { useEffect, useRef } from 'react';

/**
 * A ref to the latest `value` (a callback prop), for code that runs later (a timer, a listener) and must call the
 * caller's current function without restarting when it changes. What React 19.2's `useEffectEvent` does, written out:
 * the package's peer range starts before it, and Next.js 15 bundles a React 19 without it.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
