import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const FieldRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;

  &[data-full-width='true'] {
    display: flex;
    width: 100%;
  }
`;

export const FieldLabelRow = styled.div`
  display: flex;
  align-items: baseline;
  line-height: ${vars.font.lineHeightTight};
`;

export const FieldLabel = styled.label`
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.text};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

/** The asterisk of a required field: a shape, not a colour; the input's `required` tells assistive tech. */
export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: ${vars.color.danger};
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

/** Always in the DOM, so its polite live region exists before a message is written into it. */
export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;

  /* Empty until there is an error: take back the column gap so it costs no space. */
  &:empty {
    margin-top: calc(-1 * ${vars.space[1]});
  }
  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 1px;
  }
`;

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
