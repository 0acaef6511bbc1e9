import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

/** The live region. Always rendered, so assistive technology knows it before text arrives; no box while empty. */
export const Region = styled.div`
  &[hidden] {
    display: none;
  }
`;

export const Box = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;
  padding: ${vars.space[3]};
  border: 1px solid currentColor;
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};

  &[data-tone='error'] {
    background: ${vars.color.dangerBg};
    color: ${vars.color.danger};
  }
  &[data-tone='success'] {
    background: ${vars.color.successBg};
    color: ${vars.color.success};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warningBg};
    color: ${vars.color.warning};
  }
  &[data-tone='info'] {
    background: ${vars.color.infoBg};
    color: ${vars.color.info};
  }

  svg {
    flex: none;
    width: 18px;
    height: 18px;
    margin-block-start: 2px;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightBold};
`;

export const Message = styled.div`
  margin: 0;
  font-weight: ${vars.font.weightMedium};
`;
