import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

/** The bordered box of a TextField: the input and any trailing content (a toggle, a unit). */
export const FieldControl = styled.div`
  display: flex;
  align-items: stretch;
  min-height: 36px;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not([data-disabled='true']) {
    border-color: ${vars.color.text};
  }
  /* The ring sits on the whole box (input plus any trailing button), not on the bare input. */
  &:has(> input:focus) {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  &[data-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &[data-disabled='true'] {
    background: ${vars.color.surfaceMuted};
    border-color: ${vars.color.border};
    cursor: not-allowed;
  }
`;

export const FieldInput = styled.input`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;

  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:disabled {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;
