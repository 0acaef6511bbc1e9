import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { bareInput, fieldBoxLook } from './fieldBoxLook.styles';

/** The bordered box of a TextField (and of DateRangePicker's days): the input and any trailing content (a toggle, a unit). */
export const FieldControl = styled.div`
  display: flex;
  align-items: stretch;
  ${fieldBoxLook}
  /* The ring sits on the whole box (input plus any trailing button), not on the bare input. */
  &:has(> :is(input, textarea):focus) {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
`;

export const FieldInput = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0 ${vars.space[3]};
  border-radius: inherit;
  ${bareInput}
  /* TextField rows: a textarea, padded like the input's line and resized only in height. */
  &[rows] {
    padding-block: ${vars.space[2]};
    resize: vertical;
  }
  &:disabled {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

/** A square icon button at the end of a FieldControl: PasswordField's toggle, DateRangePicker's calendar. */
export const FieldIconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  margin: 2px;
  margin-inline-start: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
  }
  & > svg {
    width: 18px;
    height: 18px;
  }
`;
