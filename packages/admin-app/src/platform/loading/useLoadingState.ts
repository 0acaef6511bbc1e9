import { useSyncExternalStore } from 'react';
import type { LoadingState } from './loadingState';
import { loadingStore, type LoadingStore } from './loadingStore';

const identity = (state: LoadingState) => state;

/**
 * Reads the loading state. Pass a selector returning a primitive (e.g. `(s) => s.loading`) so a
 * component re-renders only when that value changes, not on every request count change.
 */
export function useLoadingState(): LoadingState;
export function useLoadingState<T>(selector: (state: LoadingState) => T, store?: LoadingStore): T;
export function useLoadingState<T>(
  selector: (state: LoadingState) => T = identity as (state: LoadingState) => T,
  store: LoadingStore = loadingStore,
): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
