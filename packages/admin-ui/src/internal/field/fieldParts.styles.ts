import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

/** A field's column: label row, hint, control, error line. */
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

/** The asterisk of a required field: a shape, not a colour; the control's `required` tells assistive tech. */
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

/**
 * Always in the DOM, so its polite live region exists before a message is written into it. Empty
 * until there is an error, it takes back the column gap so it costs no space.
 */
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
