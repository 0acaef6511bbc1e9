import type { HTMLAttributes, ReactNode } from 'react';
import { Body, Box, Message, Region, Title } from './InlineAlert.styles';

export type InlineAlertTone = 'error' | 'success' | 'info' | 'warning';
export type InlineAlertLive = 'assertive' | 'polite' | 'off';

export interface InlineAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Colour and icon: error ✕ in a circle, warning triangle, success ✓, info i. */
  tone: InlineAlertTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** The message. Empty (null, false, '') renders the region alone, ready to announce the next message. */
  children?: ReactNode;
  /**
   * How the text is announced. Default: `assertive` (role="alert") for errors, `polite` (role="status") for the rest.
   * `off` for text the user opened themselves (e.g. help behind a disclosure button).
   */
  live?: InlineAlertLive;
}

const roles: Record<InlineAlertLive, 'alert' | 'status' | undefined> = {
  assertive: 'alert',
  polite: 'status',
  off: undefined,
};

/* One distinct 20px glyph per tone, so the tone never rests on colour alone. */
const icons: Record<InlineAlertTone, ReactNode> = {
  error: (
    <>
      <circle cx="10" cy="10" r="8.25" />
      <path d="M7 7l6 6M13 7l-6 6" />
    </>
  ),
  warning: (
    <>
      <path d="M10 2.5 18 17H2z" />
      <path d="M10 8v4M10 14.5v.25" />
    </>
  ),
  success: (
    <>
      <circle cx="10" cy="10" r="8.25" />
      <path d="M6.5 10.5l2.5 2.5 4.5-5.5" />
    </>
  ),
  info: (
    <>
      <circle cx="10" cy="10" r="8.25" />
      <path d="M10 9v5M10 6v.25" />
    </>
  ),
};

function isEmpty(node: ReactNode) {
  return node == null || node === false || node === '';
}

/**
 * A message inside the page (a form's outcome, a hint), with a tone icon and text, never colour alone.
 *
 * The live region is always rendered, even while there is nothing to say: a region that appears together with
 * its text is often not announced. So keep it mounted and change its children:
 *
 * ```tsx
 * <InlineAlert tone="error">{submitError}</InlineAlert>        // role="alert", announced at once
 * <InlineAlert tone="success" title="Saved">Fees updated.</InlineAlert> // role="status", polite
 * ```
 */
export function InlineAlert({ tone, title, children, live, ...rest }: InlineAlertProps) {
  const role = roles[live ?? (tone === 'error' ? 'assertive' : 'polite')];
  const hasContent = !isEmpty(children) || !isEmpty(title);
  return (
    <Region {...rest} role={role}>
      {hasContent && (
        <Box data-tone={tone}>
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            {icons[tone]}
          </svg>
          <Body>
            {!isEmpty(title) && <Title dir="auto">{title}</Title>}
            {!isEmpty(children) && <Message dir="auto">{children}</Message>}
          </Body>
        </Box>
      )}
    </Region>
  );
}
