import { createContext, useId, type Ref } from 'react';

/** What a field tells the control inside it: its ids and its state. */
export interface FieldIds {
  /** The control's id (`<label for>` points at it). */
  controlId: string;
  /** The label's id, for a group or a list named by the label (`aria-labelledby`). */
  labelId: string;
  /** The hint's id, when there is a hint. */
  hintId: string | undefined;
  /** The error line's id, when there is an error. */
  errorId: string | undefined;
  /** The error line's id, always (it is always in the DOM, as a live region). */
  errorLineId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** The public Field's `ref`, which `useFieldControl()` hands to the control. */
  controlRef?: Ref<HTMLElement>;
}

export interface FieldIdOptions {
  id?: string;
  hint?: unknown;
  error?: unknown;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The ids of a field's parts: the control's is the caller's `id` when given, the others derive
 * from it (`${id}-hint`, `${id}-error`, `${id}-label`).
 */
export function useFieldIds({ id, hint, error, required = false, disabled = false }: FieldIdOptions): FieldIds {
  const autoId = useId();
  const controlId = id ?? `${autoId}-input`;
  const invalid = !!error;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: invalid ? `${controlId}-error` : undefined,
    errorLineId: `${controlId}-error`,
    invalid,
    required,
    disabled,
  };
}

/** `aria-describedby` of a control: the caller's own ids first, then the hint, then the error. */
export function describedBy(field: Pick<FieldIds, 'hintId' | 'errorId'>, own?: string): string | undefined {
  return [own, field.hintId, field.errorId].filter(Boolean).join(' ') || undefined;
}

export const FieldContext = createContext<FieldIds | null>(null);
