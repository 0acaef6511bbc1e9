export type NotificationTone = 'success' | 'error' | 'info' | 'warning';

export type NotificationPlacement = 'top-end' | 'top-start' | 'top-center' | 'bottom-end' | 'bottom-start' | 'bottom-center';

/** What a screen asks to show. */
export interface NotifyInput {
  tone: NotificationTone;
  /** Shown exactly as given, e.g. "KYC verification approved successfully!". */
  message: string;
  /** An optional bold line above the message. */
  title?: string;
  /** Auto-dismiss delay for this one (not errors: they stay until dismissed). Default: the provider's. */
  durationMs?: number;
}

/** A notification on screen. `durationMs` absent or 0: it stays until dismissed. */
export interface NotificationItem extends NotifyInput {
  id: string;
}

export interface NotificationsApi {
  /** Shows a notification and returns its id. An identical one already shown is replaced (and re-announced). */
  notify: (notification: NotifyInput) => string;
  dismiss: (id: string) => void;
  dismissAll: () => void;
}
