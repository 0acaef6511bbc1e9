import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { NotificationList, type NotificationListProps } from './NotificationList';
import type { NotificationItem, NotificationsApi, NotifyInput } from './types';

const NotificationsContext = createContext<NotificationsApi | null>(null);
/** Where a NotificationDock offers the notifications a place (null: none, they float at `placement`). */
export const DockContext = createContext<((dock: HTMLElement | null) => void) | null>(null);

export interface NotificationsProviderProps extends Pick<NotificationListProps, 'placement' | 'dismissLabel' | 'toneLabels' | 'offset'> {
  children?: ReactNode;
  /** How long success, info and warning notifications stay. Default 5000 ms. Errors stay until dismissed. */
  autoDismissMs?: number;
  /**
   * At most this many shown at once, so a pile never grows over the page: a new one beyond it ends the oldest that is
   * not an error (it was announced when it came). Errors are never ended for space. Default 3.
   */
  maxVisible?: number;
}

const sameContent = (a: NotifyInput, b: NotifyInput) => a.tone === b.tone && a.message === b.message && a.title === b.title;

/**
 * Owns the notifications of an app and renders them; screens call `useNotifications().notify(...)`.
 * Put it once near the root, inside the theme provider.
 *
 * ```tsx
 * const { notify } = useNotifications();
 * notify({ tone: 'success', message: 'KYC verification approved successfully!' });
 * ```
 */
export function NotificationsProvider({ children, autoDismissMs = 5000, maxVisible = 3, ...listProps }: NotificationsProviderProps) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  const prefix = useId();
  const counter = useRef(0);

  const notify = useCallback(
    (input: NotifyInput) => {
      counter.current += 1;
      const id = `${prefix}n${counter.current}`;
      const item: NotificationItem = { ...input, id, durationMs: input.durationMs ?? autoDismissMs };
      // The same message again (a retry failing again) replaces the old one, so it is announced anew.
      setItems((current) => {
        const next = [...current.filter((existing) => !sameContent(existing, input)), item];
        // Over the limit: the oldest that is not an error goes first (the new one is never the one to go, nor one the
        // admin's keyboard is in: its focus would fall to the page).
        const focused = typeof document === 'undefined' ? null : document.activeElement?.closest('[data-notification]')?.id;
        while (next.length > maxVisible) {
          const oldest = next.findIndex((existing) => existing.tone !== 'error' && existing !== item && `${existing.id}-toast` !== focused);
          if (oldest < 0) break;
          next.splice(oldest, 1);
        }
        return next;
      });
      return id;
    },
    [autoDismissMs, maxVisible, prefix],
  );
  const dismiss = useCallback((id: string) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const dismissAll = useCallback(() => setItems([]), []);

  // Stable: calling notify() does not re-render the screens that use the hook.
  const api = useMemo<NotificationsApi>(() => ({ notify, dismiss, dismissAll }), [notify, dismiss, dismissAll]);

  return (
    <NotificationsContext.Provider value={api}>
      <DockContext.Provider value={setDock}>{children}</DockContext.Provider>
      <NotificationList {...listProps} dock={dock} items={items} onDismiss={dismiss} />
    </NotificationsContext.Provider>
  );
}

/** `notify`, `dismiss` and `dismissAll` of the nearest NotificationsProvider. */
export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications() needs a <NotificationsProvider> above it.');
  return api;
}
