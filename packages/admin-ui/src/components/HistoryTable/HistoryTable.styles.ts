import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { TableFrame } from '../../internal/table';

export const Frame = styled(TableFrame)`
  & td:first-child {
    white-space: nowrap;
    color: ${vars.color.textMuted};
  }
  & td:nth-child(3),
  & td:nth-child(4) {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
