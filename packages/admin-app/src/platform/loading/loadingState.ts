/**
 * The loading state (docs/product.md#loading), as pure functions: every transition returns a new
 * state (or the same object when nothing changes, so subscribers are not woken for nothing).
 */
export interface LoadingState {
  /** True while at least one load is in progress. The loading bar shows while it is set. */
  loading: boolean;
  /** Active loads; never below zero. */
  count: number;
  /** Per-component flags, keyed by component name. */
  components: Record<string, boolean>;
  /** The optional message of the latest load; emptied when the count returns to zero. */
  message: string;
}

export const initialLoadingState: LoadingState = Object.freeze({
  loading: false,
  count: 0,
  components: Object.freeze({}) as Record<string, boolean>,
  message: '',
});

/** A load starts: the count goes up, the flag is set and the message (when given) is stored. */
export function startLoading(state: LoadingState, message?: string): LoadingState {
  return { ...state, loading: true, count: state.count + 1, message: message ?? state.message };
}

/** A load ends: the count goes down, never below zero; at zero the flag is cleared and the message emptied. */
export function stopLoading(state: LoadingState): LoadingState {
  if (state.count === 0) {
    return state.loading || state.message !== '' ? { ...state, loading: false, message: '' } : state;
  }
  const count = state.count - 1;
  return count === 0 ? { ...state, count, loading: false, message: '' } : { ...state, count };
}

/** Sets one component's own flag, independent of the global count. */
export function setComponentLoading(state: LoadingState, name: string, loading: boolean): LoadingState {
  if (state.components[name] === loading) return state;
  return { ...state, components: { ...state.components, [name]: loading } };
}

/** Clears everything. */
export function resetLoading(): LoadingState {
  return initialLoadingState;
}
