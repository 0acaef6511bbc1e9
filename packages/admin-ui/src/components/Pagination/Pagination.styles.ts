import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const PaginationNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
`;

export const PageStatus = styled.p`
  margin: 0;
  min-width: 8ch;
  text-align: center;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;
