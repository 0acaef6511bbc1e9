import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[7]} ${vars.space[5]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const IconSlot = styled.div`
  display: flex;
  color: ${vars.color.textMuted};
  margin-bottom: ${vars.space[1]};

  & > svg {
    width: 40px;
    height: 40px;
  }
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  color: ${vars.color.text};
`;

export const Description = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${vars.color.textMuted};
`;

export const Action = styled.div`
  margin-top: ${vars.space[3]};
`;
