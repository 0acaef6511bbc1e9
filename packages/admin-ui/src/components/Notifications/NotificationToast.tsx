import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { NotificationItem, NotificationTone } from './types';
import { CloseButton, Toast, ToastBody, ToastHeading, ToastMessage, ToneIcon } from './Notifications.styles';
import type { NotificationMessages } from './Notifications.messages';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** A distinct shape per tone: the tone never rests on colour alone. */
const toneIcons: Record<NotificationTone, ReactNode> = {
  success: (
    <svg viewBox="0 0 20 20" {...stroke} aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8" />
      <path d="m6.5 10.2 2.3 2.3 4.7-5" />
    </svg>
  ),
  error: (
    <svg viewBox="0 0 20 20" {...stroke} aria-hidden="true" focusable="false">
      <path d="M7 2.5h6l4.5 4.5v6L13 17.5H7L2.5 13V7Z" />
      <path d="M10 6.5v4.2M10 13.5v.1" />
    </svg>
  ),
  warning: (
    <svg viewBox="0 0 20 20" {...stroke} aria-hidden="true" focusable="false">
      <path d="M10 2.8 18 17H2Z" />
      <path d="M10 8v4M10 14.4v.1" />
    </svg>
  ),
  info: (
    <svg viewBox="0 0 20 20" {...stroke} aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6.2v.1" />
    </svg>
  ),
};

/** The word read before a notice's text, in the given texts ("Success", "Error"...). */
export const toneLabelOf = (messages: NotificationMessages, tone: NotificationTone): string =>
  ({ success: messages.toneSuccess, error: messages.toneError, warning: messages.toneWarning, info: messages.toneInfo })[tone];

interface NotificationToastProps {
  item: NotificationItem;
  toneLabel: string;
  dismissLabel: string;
  /** Dismiss; `toast` is this toast's element, for focus hand-over. */
  onDismiss: (id: string, toast: HTMLElement | null) => void;
}

/** One notification. Its auto-dismiss timer pauses while it is hovered or holds focus. */
export function NotificationToast({ item, toneLabel, dismissLabel, onDismiss }: NotificationToastProps) {
  const { id, tone, title, message } = item;
  // Errors stay until dismissed, whatever was asked (WCAG 2.2.1: no time limit on reading them).
  const autoMs = tone === 'error' ? 0 : (item.durationMs ?? 0);
  const messageId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(autoMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (autoMs <= 0 || paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id, ref.current), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [autoMs, paused, id, onDismiss]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Dismiss only the toast, not also the modal dialog it may sit in.
      event.preventDefault();
      event.stopPropagation();
      onDismiss(id, ref.current);
    }
  };

  return (
    // Pointer and focus only pause the timer; the close button is the control.
    <Toast
      ref={ref}
      id={`${id}-toast`}
      data-tone={tone}
      data-notification=""
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <ToneIcon>{toneIcons[tone]}</ToneIcon>
      <ToastBody data-notification-body="">
        <ToastHeading>
          {toneLabel}
          {title && (
            <>
              {': '}
              <span>{title}</span>
            </>
          )}
        </ToastHeading>
        <ToastMessage id={messageId} dir="auto">
          {message}
        </ToastMessage>
      </ToastBody>
      <CloseButton
        type="button"
        aria-label={dismissLabel}
        aria-describedby={messageId}
        data-notification-close=""
        onClick={() => onDismiss(id, ref.current)}
      >
        <svg viewBox="0 0 16 16" {...stroke} aria-hidden="true" focusable="false">
          <path d="m4 4 8 8M12 4l-8 8" />
        </svg>
      </CloseButton>
    </Toast>
  );
}
