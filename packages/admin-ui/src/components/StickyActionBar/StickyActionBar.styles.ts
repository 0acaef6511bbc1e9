import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${vars.z.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
  box-shadow: 0 -4px 12px rgba(16, 24, 40, 0.08);
`;

export const Message = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
`;
