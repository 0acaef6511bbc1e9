import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CheckboxControl, CheckboxHint, CheckboxInput, CheckboxLabel, CheckboxRoot } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label, tied to the checkbox with `<label for>`; clicking it toggles the box. */
  label: ReactNode;
  /** Help under the label, read with the checkbox (aria-describedby). */
  hint?: ReactNode;
  /** The `<input type="checkbox">` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native `<input type="checkbox">`, styled, with its label and an optional hint.
 *
 * Native attributes (`checked`, `defaultChecked`, `onChange`, `name`, `value`, `disabled`...)
 * and `ref` go to the input; `className` and `style` to the wrapper.
 *
 * ```tsx
 * <Checkbox label="Trust this PC" name="trust" hint="Stay signed in for 7 days." />
 * ```
 */
export function Checkbox({ label, hint, id, className, style, disabled, 'aria-describedby': describedBy, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-checkbox`;
  const hintId = `${inputId}-hint`;
  const describedByIds = [describedBy, hint ? hintId : undefined].filter(Boolean).join(' ');

  return (
    <CheckboxRoot className={className} style={style}>
      <CheckboxControl>
        <CheckboxInput
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-describedby={describedByIds || undefined}
        />
        <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
          <path d="M4.5 9.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </CheckboxControl>
      <CheckboxLabel htmlFor={inputId} data-disabled={disabled ? 'true' : undefined}>
        {label}
      </CheckboxLabel>
      {hint && <CheckboxHint id={hintId}>{hint}</CheckboxHint>}
    </CheckboxRoot>
  );
}
