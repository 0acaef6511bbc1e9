import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[6]} ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-top: 3px solid ${vars.color.danger};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  text-align: center;
  overflow-wrap: anywhere;

  /* Inside another box (a grid's empty cell, a panel): no card of its own. */
  &[data-bare] {
    padding: ${vars.space[4]};
    border: 0;
    border-radius: 0;
    background: transparent;
  }
`;

export const Alert = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text};

  & > svg {
    width: 32px;
    height: 32px;
    color: ${vars.color.danger};
  }
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
`;

export const Message = styled.p`
  margin: 0;
  max-width: 56ch;
  color: ${vars.color.textMuted};
`;
