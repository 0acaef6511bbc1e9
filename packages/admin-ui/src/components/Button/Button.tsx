import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner, StyledButton } from './Button.styles';
import { useThemeProviderCheck } from '../../theme/themeContext';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per area; danger for destructive actions. */
  variant?: ButtonVariant;
  /** Height and padding: `md` (36 px) for forms and page actions, `sm` (28 px) inside tables and toolbars. */
  size?: ButtonSize;
  /**
   * Work in progress: shows a spinner, sets aria-busy and ignores clicks (so a request is never sent twice),
   * while staying focusable so keyboard users do not lose their place.
   */
  loading?: boolean;
  /** Text announced and shown while loading, e.g. "Saving…". Default: the children stay. */
  loadingText?: ReactNode;
  /** Stretches the button to the width of its container (a narrow form, a dialog's footer on a phone). */
  fullWidth?: boolean;
  /** The underlying `<button>` element (to focus it, or to anchor a popover). */
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
  useThemeProviderCheck('Button');
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
