import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per area; danger for destructive actions. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work in progress: shows a spinner, sets aria-busy and ignores clicks (so a request is never sent twice),
   * while staying focusable so keyboard users do not lose their place.
   */
  loading?: boolean;
  /** Text announced and shown while loading, e.g. "Saving…". Default: the children stay. */
  loadingText?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The console's button. Disabled and loading buttons use aria-disabled rather than the
 * disabled attribute, so they keep focus and stay discoverable by screen readers.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  fullWidth = false,
  disabled = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? 'true' : undefined}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner aria-hidden="true" />}
      {loading && loadingText ? loadingText : children}
    </StyledButton>
  );
}
