import type { ReactNode } from 'react';
import { FieldError } from './fieldParts.styles';

/** The circle-with-exclamation shown before an error: the error is never told by colour alone. */
export function ErrorIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 4.5v4.2M8 11v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A field's error line: always rendered (so `aria-describedby` can point at it and the live region
 * is there before the message), the icon and text only while there is an error.
 */
export function FieldErrorMessage({ id, error, className }: { id: string; error?: ReactNode; className?: string }) {
  return (
    <FieldError id={id} className={className} aria-live="polite">
      {error ? (
        <>
          <ErrorIcon />
          <span>{error}</span>
        </>
      ) : null}
    </FieldError>
  );
}
