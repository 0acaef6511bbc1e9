import { useContext, useLayoutEffect, useState, type HTMLAttributes } from 'react';
import { DockContext } from './NotificationsProvider';
import { Dock } from './Notifications.styles';

/** Narrower than this, a dock is not used: the notifications float at the provider's `placement`. */
const DOCK_MIN_WIDTH = 240;

/**
 * A place for the notifications of the nearest NotificationsProvider inside a layout, e.g. the free start of an
 * app's top bar: there they cover none of the page (its totals, its actions), where a floating stack would. Each
 * shows on one line (a long one wraps below); give the provider `maxVisible={1}` so only the newest is shown
 * (errors stay until dismissed). It fills the space its flex container leaves it; while it is narrower than 240px (a
 * top bar wrapped on a phone), scrolled out of view (a long page) or not rendered (a sign-in page without the bar), the
 * notifications float as usual.
 *
 * ```tsx
 * <NotificationsProvider maxVisible={1}>
 *   <AppShell topBar={<Bar><NotificationDock /><UserMenu /></Bar>}>…</AppShell>
 * </NotificationsProvider>
 * ```
 */
export function NotificationDock(props: HTMLAttributes<HTMLDivElement>) {
  const register = useContext(DockContext);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!register || !element) return undefined;
    // Scrolled out of view (a long page), the dock is not used either: a notification is never shown where no one
    // can see it.
    let inView = true;
    const update = () => register(inView && element.getBoundingClientRect().width >= DOCK_MIN_WIDTH ? element : null);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    const seen =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(([entry]) => {
            inView = entry?.isIntersecting !== false;
            update();
          });
    seen?.observe(element);
    return () => {
      observer?.disconnect();
      seen?.disconnect();
      register(null);
    };
  }, [register, element]);
  return <Dock {...props} ref={setElement} data-notification-dock="" />;
}
