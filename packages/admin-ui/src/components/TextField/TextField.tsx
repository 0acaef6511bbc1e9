import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldControl, FieldFrame as Field, FieldInput, describedBy as describe, useFieldIds } from '../../internal/field';
import { useThemeProviderCheck } from '../../theme/themeContext';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, tied to the input with `<label for>`. */
  label: string;
  /** Help shown under the label and read with the input (aria-describedby). */
  hint?: ReactNode;
  /** The field's error: marks the input invalid, is shown under it and is announced politely. */
  error?: ReactNode;
  /** Take the container's full width, or size to the content. Default true. */
  fullWidth?: boolean;
  /** Content inside the box after the input, e.g. a toggle button or a unit. */
  trailing?: ReactNode;
  /**
   * Several lines: a `<textarea>` this many rows high that grows by dragging (a description, a note), Enter adding a
   * line. The element (and `ref`'s) is then a textarea; every prop above applies as to the input.
   */
  rows?: number;
  /** The `<input>` element (to focus it after a failed save, for example). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with hint and error.
 *
 * Every native input attribute (`name`, `value`, `onChange`, `type`, `required`, `autoComplete`,
 * `dir`...) and `ref` go to the `<input>`; `className` and `style` go to the outer wrapper, for
 * layout. Text direction defaults to `dir="auto"` so Arabic values read right to left, and typed Latin text left to
 * right; while the placeholder shows, it follows the page (an Arabic placeholder reads right to left).
 *
 * ```tsx
 * <TextField label="Username" name="username" autoComplete="username" required error={errors.username} />
 * <TextField label="Description" rows={4} maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
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
  rows,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextFieldProps) {
  useThemeProviderCheck('TextField');
  // The Field's ids, computed here too (the same from the same `id`), so the input needs no context read.
  const field = useFieldIds({ id, hint, error, required, disabled });
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={field.controlId}
      fullWidth={fullWidth}
      className={className}
      style={style}
    >
      <FieldControl data-invalid={field.invalid ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
        <FieldInput
          {...rest}
          {...(rows ? { as: 'textarea', rows } : null)}
          ref={ref}
          id={field.controlId}
          dir={dir}
          required={required}
          disabled={disabled}
          aria-invalid={field.invalid || undefined}
          aria-describedby={describe(field, describedBy)}
        />
        {trailing}
      </FieldControl>
    </Field>
  );
}
