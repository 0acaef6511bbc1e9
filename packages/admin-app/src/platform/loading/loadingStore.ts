import { initialLoadingState, resetLoading, setComponentLoading, startLoading, stopLoading, type LoadingState } from './loadingState';

export interface LoadingStore {
  getState(): LoadingState;
  subscribe(listener: () => void): () => void;
  start(message?: string): void;
  stop(): void;
  setComponentLoading(name: string, loading: boolean): void;
  reset(): void;
}

/** A tiny external store over the pure loading transitions (read in React with `useLoadingState`). */
export function createLoadingStore(initial: LoadingState = initialLoadingState): LoadingStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const apply = (next: LoadingState) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: (message) => apply(startLoading(state, message)),
    stop: () => apply(stopLoading(state)),
    setComponentLoading: (name, loading) => apply(setComponentLoading(state, name, loading)),
    reset: () => apply(resetLoading()),
  };
}

/** The app's one loading store: the HTTP client and route changes drive it, the loading bar reads it. */
export const loadingStore = createLoadingStore();
