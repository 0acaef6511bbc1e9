import { useId, type ChangeEvent, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { Control, Field, Hint, Label, NativeSelect } from './Select.styles';
import { useThemeProviderCheck } from '../../theme/themeContext';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'> {
  /** Visible label, e.g. "Filter by Status:". */
  label: string;
  /** The choices, in order: `{ value, label }` (a `disabled` one is shown but cannot be chosen). */
  options: SelectOption[];
  /** The chosen option's value (controlled). */
  value: string;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /** Label above the control (default) or before it on the same line, as in a filter bar. */
  labelPosition?: 'top' | 'start';
  /** Help text below, tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** The `<select>` element. */
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
export function Select({
  label,
  options,
  value,
  onChange,
  hideLabel = false,
  labelPosition = 'top',
  hint,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  useThemeProviderCheck('Select');
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = `${selectId}-hint`;
  const describedByIds = [describedBy, hint != null ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Field className={className} style={style} data-label-position={labelPosition}>
      <Label htmlFor={selectId} data-hidden={hideLabel || undefined}>
        {label}
      </Label>
      <Control>
        <NativeSelect
          {...rest}
          id={selectId}
          value={value}
          aria-describedby={describedByIds}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Control>
      {hint != null && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
