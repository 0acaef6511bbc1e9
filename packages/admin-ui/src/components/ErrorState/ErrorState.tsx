import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button';
import { Alert, Message, Root, Title } from './ErrorState.styles';
import { useAdminText } from '../../locale/context';
import { errorStateMessages } from './ErrorState.messages';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Short heading. Default "Something went wrong"; `null` or '' shows none. */
  title?: ReactNode;
  /** The error text, shown exactly, e.g. "Failed to load cliq accounts. Please try again." */
  message: ReactNode;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  /** The retry is in flight: the button is busy and ignores further presses (it keeps focus). */
  retrying?: boolean;
  /** Text of the retry button. Default "Retry". */
  retryLabel?: string;
  /** Inside another box (a grid's empty cell, a panel): drawn without a card of its own, so no card sits in a card. */
  bare?: boolean;
}

const alertIcon = (
  <svg viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true" focusable="false">
    <circle cx="16" cy="16" r="13" />
    <path d="M16 9v9M16 22.5v.5" />
  </svg>
);

/**
 * A failed load, said at once (role="alert": title and message are announced when it
 * appears), with an optional Retry. DataTable shows it by itself when given `error`.
 *
 * ```tsx
 * <ErrorState message="Failed to load cliq accounts. Please try again." onRetry={refetch} retrying={isFetching} />
 * ```
 */
export function ErrorState(props: ErrorStateProps) {
  const m = useAdminText(errorStateMessages).messages;
  const { title = m.somethingWentWrong, message, onRetry, retrying = false, retryLabel = m.retry, bare = false, ...rest } = props;
  return (
    <Root data-bare={bare || undefined} {...rest}>
      <Alert role="alert">
        {alertIcon}
        {title != null && title !== '' && <Title dir="auto">{title}</Title>}
        <Message dir="auto">{message}</Message>
      </Alert>
      {onRetry && (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Root>
  );
}
