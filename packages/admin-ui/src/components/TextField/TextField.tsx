import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  FieldControl,
  FieldError,
  FieldHint,
  FieldInput,
  FieldLabel,
  FieldLabelRow,
  FieldRoot,
  RequiredMark,
} from './TextField.styles';
import { useThemeProviderCheck } from '../../theme/themeContext';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, tied to the input with `<label for>`. */
  label: string;
  /** Help shown under the label and read with the input (aria-describedby). */
  hint?: string;
  /** The field's error: marks the input invalid, is shown under it and is announced politely. */
  error?: string;
  /** Take the container's full width (default) or size to the content. */
  fullWidth?: boolean;
  /** Content inside the box after the input, e.g. a toggle button or a unit. */
  trailing?: ReactNode;
  /** The `<input>` element (to focus it after a failed save, for example). */
  ref?: Ref<HTMLInputElement>;
}

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
export function FieldErrorMessage({ id, error }: { id: string; error?: ReactNode }) {
  return (
    <FieldError id={id} aria-live="polite">
      {error && (
        <>
          <ErrorIcon />
          <span>{error}</span>
        </>
      )}
    </FieldError>
  );
}

/**
 * A labelled text input with hint and error.
 *
 * Every native input attribute (`name`, `value`, `onChange`, `type`, `required`, `autoComplete`,
 * `dir`...) and `ref` go to the `<input>`; `className` and `style` go to the outer wrapper, for
 * layout. Text direction defaults to `dir="auto"` so Arabic values read right to left.
 *
 * ```tsx
 * <TextField label="Username" name="username" autoComplete="username" required error={errors.username} />
 * ```
 */
export function TextField({
  label,
  hint,
  error,
  fullWidth = true,
  trailing,
  id,
  className,
  style,
  required,
  disabled,
  dir = 'auto',
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextFieldProps) {
  useThemeProviderCheck('TextField');
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldRoot className={className} style={style} data-full-width={fullWidth ? 'true' : undefined}>
      <FieldLabelRow>
        {/* The label holds only its text, so getByLabelText('Name') and the accessible name stay exact. */}
        <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabelRow>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldControl data-invalid={error ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
        <FieldInput
          {...rest}
          ref={ref}
          id={inputId}
          dir={dir}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
        />
        {trailing}
      </FieldControl>
      <FieldErrorMessage id={errorId} error={error} />
    </FieldRoot>
  );
}
