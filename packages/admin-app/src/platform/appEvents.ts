/**
 * A tiny event emitter from non-React code (HTTP interceptors) to the UI: the root listens and
 * turns each notice into a `useNotifications().notify(...)` call.
 */
export interface AppNotice {
  tone: 'success' | 'error' | 'info' | 'warning';
  message: string;
  title?: string;
}

type Listener = (notice: AppNotice) => void;
const listeners = new Set<Listener>();

export function onAppNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAppNotice(notice: AppNotice): void {
  listeners.forEach((listener) => listener(notice));
}
