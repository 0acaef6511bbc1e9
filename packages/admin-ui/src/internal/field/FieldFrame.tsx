import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { FieldContext, useFieldIds } from './fieldIds';
import { FieldErrorMessage } from './FieldErrorMessage';
import { FieldHint, FieldLabel, FieldLabelRow, FieldRoot, RequiredMark } from './fieldParts.styles';

/** Field's props (described on the public `Field`). */
export interface FieldFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'children'> {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  fullWidth?: boolean;
  children: ReactNode;
  controlRef?: Ref<HTMLElement>;
}

/**
 * The public `Field` without its theme-provider check: the components built on it (TextField,
 * MultiSelect) make their own, so a warning names the component the app wrote.
 */
export function FieldFrame({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  fullWidth = true,
  children,
  controlRef,
  ...rest
}: FieldFrameProps) {
  const ids = useFieldIds({ id, hint, error, required, disabled });
  return (
    <FieldContext.Provider value={controlRef ? { ...ids, controlRef } : ids}>
      <FieldRoot {...rest} data-full-width={fullWidth ? 'true' : undefined}>
        <FieldLabelRow>
          {/* The label holds only its text, so getByLabelText('Name') and the accessible name stay exact. */}
          <FieldLabel id={ids.labelId} htmlFor={ids.controlId}>
            {label}
          </FieldLabel>
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </FieldLabelRow>
        {ids.hintId && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
        {children}
        <FieldErrorMessage id={ids.errorLineId} error={error} />
      </FieldRoot>
    </FieldContext.Provider>
  );
}
