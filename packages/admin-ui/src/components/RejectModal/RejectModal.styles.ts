import { vars } from '../../theme/tokens';
import styled from '../../utils/styled';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const Label = styled.label`
  font-weight: ${vars.font.weightMedium};
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
