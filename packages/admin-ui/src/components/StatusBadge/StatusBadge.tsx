import type { HTMLAttributes, ReactNode } from 'react';
import { Badge } from './StatusBadge.styles';

/**
 * A badge's tone, in the words InlineAlert and the notifications use (`error`). `danger` is the 0.2 name of `error`,
 * still taken, and removed in 0.4.
 */
export type StatusTone = 'success' | 'warning' | 'error' | 'neutral' | 'info' | 'danger';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour and shape: success ✓, warning ◷ (waiting), error ✕, info i, neutral ○. */
  tone: StatusTone;
  /** The status text. */
  children: ReactNode;
}

/* One distinct 12px glyph per tone, so the status never rests on colour alone. */
const icons: Record<Exclude<StatusTone, 'danger'>, ReactNode> = {
  success: <path d="M3.5 8.5l3 3 6-7" />,
  warning: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.5 1.5" />
    </>
  ),
  error: <path d="M4 4l8 8M12 4l-8 8" />,
  info: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 7.5v4M8 5v.5" />
    </>
  ),
  neutral: <circle cx="8" cy="8" r="4" />,
};

/**
 * A short status (Pending, Verified, Rejected…) as text with a tone-specific icon.
 * Map domain statuses to tones in the app, e.g. verified → success, pending → warning,
 * rejected → error.
 *
 * ```tsx
 * <StatusBadge tone="success">Verified</StatusBadge>
 * ```
 */
export function StatusBadge({ tone: given, children, ...rest }: StatusBadgeProps) {
  const tone = given === 'danger' ? 'error' : given;
  return (
    <Badge {...rest} data-tone={tone}>
      <svg
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {icons[tone]}
      </svg>
      <span dir="auto">{children}</span>
    </Badge>
  );
}
