import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type HTMLAttributes } from 'react';
import { createPortal } from 'react-dom';
import { useAdminText } from '../../locale/context';
import { notificationMessages } from './Notifications.messages';
import { NotificationToast, toneLabelOf } from './NotificationToast';
import type { NotificationItem, NotificationPlacement, NotificationTone } from './types';
import { LiveStack, Viewport } from './Notifications.styles';

export interface NotificationListProps extends HTMLAttributes<HTMLDivElement> {
  /** The notifications shown, oldest first. */
  items: readonly NotificationItem[];
  /** Called with a notification's id when it is dismissed (its button, or its time ran out). */
  onDismiss: (id: string) => void;
  /** Where the stack sits; `start`/`end` follow the text direction. Default "top-end". */
  placement?: NotificationPlacement;
  /** The close buttons' name. Default "Dismiss notification". */
  dismissLabel?: string;
  /** The words shown (and read) with each tone's icon. Default Success, Error, Warning, Information. */
  toneLabels?: Partial<Record<NotificationTone, string>>;
  /**
   * The stack's distance from the top (or bottom) edge of the viewport, a CSS length, e.g. to keep
   * clear of an app's top bar so a toast never covers it. Default 16px.
   */
  offset?: string;
  /** An element to show the stack in, one line a notification, instead of floating (NotificationDock gives it). */
  dock?: HTMLElement | null;
}

const isModal = (dialog: Element) => {
  try {
    return dialog.matches(':modal');
  } catch {
    return false; // no :modal support (jsdom)
  }
};

/** The modal dialog the user is in: the one holding focus, else the last open one. */
function activeModal(): HTMLDialogElement | null {
  const focused = document.activeElement?.closest('dialog');
  if (focused && isModal(focused)) return focused;
  return Array.from(document.querySelectorAll('dialog')).filter(isModal).at(-1) ?? null;
}

/**
 * The controlled, presentational toast stack behind `NotificationsProvider`, for custom setups.
 *
 * Errors render in a `role="alert"` region, the rest in a polite `role="status"` region; both
 * regions are always present so assistive tech announces what is added. Items with `durationMs`
 * (not errors) call `onDismiss` when it runs out, paused while hovered or focused. Dismissing the
 * focused toast moves focus to the next one, else back to where it was before.
 *
 * While a modal `<dialog>` is open the rest of the page is inert and under its backdrop, so a
 * notification raised then (e.g. a failed save in an open dialog) moves the stack into that dialog,
 * where it is seen, focusable and announced; it comes back when the dialog closes.
 */
export function NotificationList({
  items,
  onDismiss,
  placement = 'top-end',
  dismissLabel,
  toneLabels,
  offset,
  dock = null,
  style,
  ...rest
}: NotificationListProps) {
  const { messages } = useAdminText(notificationMessages);
  const viewportRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const shownIds = useRef<ReadonlySet<string>>(new Set());
  const [host, setHost] = useState<HTMLDialogElement | null>(null);

  // On each new notification, follow the modal dialog the user is in (or leave it if none).
  // Only `items` changes trigger this: no work on other renders.
  useLayoutEffect(() => {
    const added = items.some((item) => !shownIds.current.has(item.id));
    shownIds.current = new Set(items.map((item) => item.id));
    if (!added) return;
    const modal = activeModal();
    setHost((current) => (current === modal ? current : modal));
  }, [items]);

  // Back to the page when that dialog closes.
  useEffect(() => {
    if (!host) return undefined;
    const leave = () => setHost(null);
    if (!host.open) leave();
    host.addEventListener('close', leave);
    return () => host.removeEventListener('close', leave);
  }, [host]);

  // Remember where focus came from, to give it back when the last focused toast goes.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (from && !event.currentTarget.contains(from)) returnFocus.current = from;
  };

  const dismiss = useCallback(
    (id: string, toast: HTMLElement | null) => {
      if (toast?.contains(document.activeElement)) {
        const closes = Array.from(viewportRef.current?.querySelectorAll<HTMLElement>('[data-notification-close]') ?? []);
        const index = closes.findIndex((button) => toast.contains(button));
        const back = returnFocus.current?.isConnected ? returnFocus.current : null;
        (closes[index + 1] ?? closes[index - 1] ?? back)?.focus();
      }
      onDismiss(id);
    },
    [onDismiss],
  );

  const render = (item: NotificationItem) => (
    <NotificationToast
      key={item.id}
      item={item}
      toneLabel={toneLabels?.[item.tone] ?? toneLabelOf(messages, item.tone)}
      dismissLabel={dismissLabel ?? messages.dismissNotification}
      onDismiss={dismiss}
    />
  );

  const viewport = (
    <Viewport
      {...rest}
      style={offset ? ({ ...style, '--notifications-offset': offset } as CSSProperties) : style}
      ref={viewportRef}
      data-placement={placement}
      data-docked={!host && dock ? 'true' : undefined}
      onFocus={handleFocus}
    >
      <LiveStack role="alert" aria-atomic="false" aria-relevant="additions">
        {items.filter((item) => item.tone === 'error').map(render)}
      </LiveStack>
      <LiveStack role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions">
        {items.filter((item) => item.tone !== 'error').map(render)}
      </LiveStack>
    </Viewport>
  );
  // In an open modal dialog (the rest of the page is inert), else in the dock if there is one, else floating.
  const target = host ?? dock;
  return target ? createPortal(viewport, target) : viewport;
}
