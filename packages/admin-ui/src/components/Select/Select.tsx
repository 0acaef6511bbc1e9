import type { ChangeEvent, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldErrorMessage, RequiredMark, describedBy as describe, useFieldIds } from '../../internal/field';
import { Control, NativeSelect } from '../../internal/nativeSelect.styles';
import { Field, Hint, Label, LabelRow } from './Select.styles';
import { useThemeProviderCheck } from '../../theme/themeContext';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Generic over the values (`'all' | 'pending'`), so a union-typed state setter is `onChange` as it is. */
export interface SelectProps<V extends string = string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> {
  /** Visible label, e.g. "Filter by Status:". */
  label: string;
  /** The choices, in order: `{ value, label }` (a `disabled` one is shown but cannot be chosen). */
  options: readonly SelectOption<V>[];
  /** The chosen option's value (controlled). */
  value: V;
  /** Called with the chosen option's value (always one of `options`'). */
  onChange: (value: V) => void;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /** Label above the control (default) or before it on the same line, as in a filter bar. */
  labelPosition?: 'top' | 'start';
  /** Help text below, tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** The field's error: marks the select invalid, is shown under it (icon and text) and is announced politely. */
  error?: ReactNode;
  /** A choice is needed: shows a mark after the label and sets `required` on the select. Default false. */
  required?: boolean;
  /** Shows the choice but allows no change. Default false. */
  disabled?: boolean;
  /** Take the container's full width, or size to the options. Default false. */
  fullWidth?: boolean;
  /** The `<select>` element (to focus it after a failed save, for example). */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>`: the platform gives keyboard, type-ahead and the mobile picker.
 *
 * ```tsx
 * <Select label="Filter by Status:" labelPosition="start" value={status} onChange={setStatus}
 *   options={[{ value: 'all', label: 'All' }, { value: 'pending', label: 'Pending' }]} />
 * ```
 */
export function Select<V extends string = string>({
  label,
  options,
  value,
  onChange,
  hideLabel = false,
  labelPosition = 'top',
  hint,
  error,
  required = false,
  disabled = false,
  fullWidth = false,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps<V>) {
  useThemeProviderCheck('Select');
  const field = useFieldIds({ id, hint, error, required, disabled });
  const labelElement = (
    <Label htmlFor={field.controlId} data-hidden={hideLabel || undefined}>
      {label}
    </Label>
  );
  return (
    <Field className={className} style={style} data-label-position={labelPosition} data-full-width={fullWidth ? 'true' : undefined}>
      {required && !hideLabel ? (
        <LabelRow>
          {labelElement}
          <RequiredMark aria-hidden="true">*</RequiredMark>
        </LabelRow>
      ) : (
        labelElement
      )}
      <Control data-full-width={fullWidth ? 'true' : undefined}>
        <NativeSelect
          {...rest}
          id={field.controlId}
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={field.invalid || undefined}
          aria-describedby={describe(field, describedBy)}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Control>
      {field.hintId && <Hint id={field.hintId}>{hint}</Hint>}
      <FieldErrorMessage id={field.errorLineId} error={error} />
    </Field>
  );
}
