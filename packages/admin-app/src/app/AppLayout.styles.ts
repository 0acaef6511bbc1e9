import { vars } from '@admin-console/admin-ui';
import styled from 'styled-components';

/** The strip above the page: who is signed in (the loading bar beside it takes no room). */
export const UserBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding-block: ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  strong {
    color: ${vars.color.text};
    font-weight: ${vars.font.weightMedium};
  }
`;
