export { initialLoadingState, type LoadingState } from './loadingState';
export { createLoadingStore, loadingStore, type LoadingStore } from './loadingStore';
export { useLoadingState } from './useLoadingState';
