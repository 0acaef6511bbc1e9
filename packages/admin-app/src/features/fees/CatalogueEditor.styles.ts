import { vars } from '@admin-console/admin-ui';
import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[3]};
`;

export const Buttons = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  flex: none;
`;

/** The save outcome beside the buttons; grows to the row's end, wraps under them on narrow screens. */
export const Outcome = styled.div`
  flex: 1 1 280px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  &:empty {
    display: none;
  }
`;
