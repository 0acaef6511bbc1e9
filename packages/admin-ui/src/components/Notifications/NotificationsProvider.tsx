import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { NotificationList, type NotificationListProps } from './NotificationList';
import type { NotificationItem, NotificationsApi, NotifyInput } from './types';

const NotificationsContext = createContext<NotificationsApi | null>(null);

export interface NotificationsProviderProps extends Pick<NotificationListProps, 'placement' | 'dismissLabel' | 'toneLabels' | 'offset'> {
  children?: ReactNode;
  /** How long success, info and warning notifications stay. Default 5000 ms. Errors stay until dismissed. */
  autoDismissMs?: number;
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
export function NotificationsProvider({ children, autoDismissMs = 5000, ...listProps }: NotificationsProviderProps) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  const prefix = useId();
  const counter = useRef(0);

  const notify = useCallback(
    (input: NotifyInput) => {
      counter.current += 1;
      const id = `${prefix}n${counter.current}`;
      const item: NotificationItem = { ...input, id, durationMs: input.durationMs ?? autoDismissMs };
      // The same message again (a retry failing again) replaces the old one, so it is announced anew.
      setItems((current) => [...current.filter((existing) => !sameContent(existing, input)), item]);
      return id;
    },
    [autoDismissMs, prefix],
  );
  const dismiss = useCallback((id: string) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const dismissAll = useCallback(() => setItems([]), []);

  // Stable: calling notify() does not re-render the screens that use the hook.
  const api = useMemo<NotificationsApi>(() => ({ notify, dismiss, dismissAll }), [notify, dismiss, dismissAll]);

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <NotificationList {...listProps} items={items} onDismiss={dismiss} />
    </NotificationsContext.Provider>
  );
}

/** `notify`, `dismiss` and `dismissAll` of the nearest NotificationsProvider. */
export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications() needs a <NotificationsProvider> above it.');
  return api;
}
