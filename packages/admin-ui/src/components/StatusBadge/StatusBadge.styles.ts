import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  padding: 2px ${vars.space[2]};
  border: 1px solid currentColor;
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightMedium};
  line-height: 18px;
  vertical-align: middle;
  white-space: nowrap;

  & > svg {
    flex: none;
    width: 12px;
    height: 12px;
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  /* every pairing is at least 5:1 (WCAG AA), and each tone has its own shape */
  &[data-tone='success'] {
    color: ${vars.color.success};
    background: ${vars.color.successBg};
  }
  &[data-tone='warning'] {
    color: ${vars.color.warning};
    background: ${vars.color.warningBg};
  }
  &[data-tone='error'] {
    color: ${vars.color.danger};
    background: ${vars.color.dangerBg};
  }
  &[data-tone='info'] {
    color: ${vars.color.info};
    background: ${vars.color.infoBg};
  }
  &[data-tone='neutral'] {
    color: ${vars.color.neutral};
    background: ${vars.color.neutralBg};
  }
`;
