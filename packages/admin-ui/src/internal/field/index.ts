export { FieldRoot, FieldLabelRow, FieldLabel, RequiredMark, FieldHint, FieldError } from './fieldParts.styles';
export { ErrorIcon, FieldErrorMessage } from './FieldErrorMessage';
export { useFieldIds, describedBy, FieldContext, type FieldIds, type FieldIdOptions } from './fieldIds';
export { FieldFrame, type FieldFrameProps } from './FieldFrame';
export { FieldControl, FieldInput, FieldIconButton } from './fieldBox.styles';
