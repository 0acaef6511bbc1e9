import { useContext, useMemo, type HTMLAttributes, type ReactNode, type Ref, type RefCallback } from 'react';
import { mergeRefs } from '../../utils/mergeRefs';
import { FieldContext, FieldFrame, describedBy } from '../../internal/field';
import { useThemeProviderCheck } from '../../theme/themeContext';

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'children'> {
  /** The visible label, tied to the control with `<label for>` (the control's `id`). */
  label: string;
  /** Help shown under the label and read with the control (`aria-describedby`). */
  hint?: ReactNode;
  /** The field's error: marks the control invalid, is shown under it (icon and text) and is announced politely. */
  error?: ReactNode;
  /** The control is needed: shows a mark after the label and sets `required` on the control. Default false. */
  required?: boolean;
  /** The control allows no change: sets `disabled` on the control. Default false. */
  disabled?: boolean;
  /** The control's id (the label points at it); the hint's and error's ids derive from it. Default: generated. */
  id?: string;
  /** Take the container's full width, or size to the content. Default true. */
  fullWidth?: boolean;
  /** The control: a component that spreads `useFieldControl()` on its focusable element. */
  children: ReactNode;
  /** The control's element (the one spreading `useFieldControl()`), to focus the field after a failed save. */
  ref?: Ref<HTMLElement>;
}

/** The props `useFieldControl()` gives the control inside a `Field`, to spread on its focusable element. */
export interface FieldControlProps<T extends HTMLElement = HTMLElement> {
  /** The field's control id: the label's `for` points at it. */
  id: string;
  /** The label's id: names the control also when it is not a native form element (`<label for>` names only those). */
  'aria-labelledby': string;
  /** The caller's own ids, then the hint's, then the error's (while there is one). */
  'aria-describedby': string | undefined;
  /** `true` while the field has an error. */
  'aria-invalid': true | undefined;
  /** The field's `required`, on a native form element (`native`, the default). */
  required?: boolean;
  /** The field's `disabled`, on a native form element (`native`, the default). */
  disabled?: boolean;
  /** The field's `required` as `true`, on another element (`native: false`). */
  'aria-required'?: true;
  /** The field's `disabled` as `true`, on another element (`native: false`): it stays focusable. */
  'aria-disabled'?: true;
  /** Gives the element to the Field's `ref` (and to the control's own ref, when passed to the hook). */
  ref: RefCallback<T>;
}

/**
 * A form field's frame: the label (with the required mark), the hint, the control and the error
 * line (always present as a polite live region; an icon and the text while there is an error).
 * The control gets the ids through `useFieldControl()`, so any control (a native input, a
 * third-party picker) gets the same label, hint, error and accessibility as TextField.
 *
 * ```tsx
 * function ColourInput() {
 *   return <input type="color" {...useFieldControl()} />;
 * }
 * <Field label="Brand colour" hint="Used on receipts." error={errors.colour}><ColourInput /></Field>
 * ```
 */
export function Field({ ref, ...props }: FieldProps) {
  useThemeProviderCheck('Field');
  return <FieldFrame {...props} controlRef={ref} />;
}

/**
 * The props a control inside a `Field` spreads on its focusable element: `id`, `aria-labelledby`
 * (the label), `aria-describedby` (the caller's own ids given here, then the hint and the error),
 * `aria-invalid`, `required` and `disabled`, and a `ref` that gives the element to the Field's `ref`
 * (pass the control's own `ref` here, as the spread replaces it). For an element that is not a
 * native form control (a `<div role="combobox" tabIndex={0}>` of a third-party picker) pass
 * `native: false`: it gets `aria-required`/`aria-disabled` instead, which a div can carry (the
 * control then ignores input itself while disabled). Default `native: true`. Outside a `Field` it
 * throws: a control without its label would have no name.
 *
 * ```tsx
 * <div role="combobox" tabIndex={0} aria-expanded={open} {...useFieldControl({ native: false })} />
 * ```
 */
export function useFieldControl<T extends HTMLElement = HTMLElement>(
  own: { 'aria-describedby'?: string; ref?: Ref<T>; native?: boolean } = {},
): FieldControlProps<T> {
  const field = useContext(FieldContext);
  // The Field's ref takes any element; the control's own ref takes its element type.
  const controlRef = field?.controlRef as Ref<T> | undefined;
  const ownRef = own.ref;
  const ref = useMemo(() => mergeRefs<T>(controlRef, ownRef), [controlRef, ownRef]);
  if (!field) throw new Error('useFieldControl() must be called by a control inside a <Field>.');
  return {
    ref,
    id: field.controlId,
    'aria-labelledby': field.labelId,
    'aria-describedby': describedBy(field, own['aria-describedby']),
    'aria-invalid': field.invalid ? true : undefined,
    ...(own.native === false
      ? { 'aria-required': field.required || undefined, 'aria-disabled': field.disabled || undefined }
      : { required: field.required, disabled: field.disabled }),
  };
}
