import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { FieldErrorMessage } from '../../internal/field';

export const RangeFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
`;

export const RangeField = styled.div`
  display: flex;
  flex: 1 1 160px;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  max-width: 240px;
`;

export const RangeLabel = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};
`;

export const DateInput = styled.input`
  width: 100%;
  min-height: 36px;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  color-scheme: inherit;

  &:hover:not(:disabled) {
    border-color: ${vars.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &:disabled {
    background: ${vars.color.surfaceMuted};
    border-color: ${vars.color.border};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

/** The shared error line, in the fieldset's wider gap: empty, it takes no space. */
export const RangeError = styled(FieldErrorMessage)`
  &:empty {
    margin-top: calc(-1 * ${vars.space[2]});
  }
`;
