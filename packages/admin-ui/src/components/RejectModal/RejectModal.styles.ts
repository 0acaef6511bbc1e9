import { vars } from '../../theme/tokens';
import styled from '../../utils/styled';
import { Button } from '../Button';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const Label = styled.label`
  font-weight: ${vars.font.weightMedium};
`;

/** The ready-made reasons and their name, set apart from the reason field under them. */
export const ReasonsField = styled(Field)`
  margin-block-end: ${vars.space[3]};
`;

export const Reasons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** A ready-made reason, the console's small secondary button: picked with a click, Enter or Space. A long one wraps. */
export const Reason = styled(Button)`
  max-width: 100%;
  white-space: normal;
  text-align: start;
  overflow-wrap: anywhere;
`;

export const Required = styled.span`
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weightRegular};
`;

export const Textarea = styled.textarea`
  width: 100%;
  min-height: 112px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  line-height: ${vars.font.lineHeight};
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
    border-color: ${vars.color.focus};
  }
  &:disabled,
  &[readonly] {
    background: ${vars.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;
