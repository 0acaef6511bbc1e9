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

/**
 * The save outcome beside the buttons; grows to the row's end, wraps under them on narrow screens. Its first line of
 * text sits on the buttons' line: raised by the alert's border and padding above that line, less half a button
 * (36 px) and half a line. Its two live regions stay mounted while empty (they must exist before they speak), so
 * only regions with something to say are spaced apart. The raise is rounded to a whole pixel (half a 21-px line is
 * 10.5): a half pixel here puts the grid below at half a pixel, where its sticky header and columns snap up in one
 * frame and down in another.
 */
export const Outcome = styled.div`
  flex: 1 1 280px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  margin-block-start: round(up, 18px - 1px - ${vars.space[3]} - ${vars.font.sizeMd} * ${vars.font.lineHeight} / 2, 1px);
  & > :not(:empty) ~ :not(:empty) {
    margin-block-start: ${vars.space[2]};
  }
  &:empty {
    display: none;
  }
`;
