import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const ToggleButton = styled.button`
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

export const ToggleText = styled.span`
  ${visuallyHidden}
`;
