import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

/**
 * Table primitives shared by DataTable, HistoryTable, InfoGrid's table view and SkeletonTable,
 * so a skeleton has exactly the geometry of the table that replaces it (no layout jump).
 */

/** The bordered, scrollable frame: horizontal scroll on narrow widths, vertical when `$maxHeight` is set. */
export const TableFrame = styled.div<{ $maxHeight?: string }>`
  position: relative;
  overflow: auto;
  max-height: ${(p) => p.$maxHeight ?? 'none'};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  transition: opacity ${vars.motion.durationBase} ${vars.motion.easing};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  /* separate + spacing 0 keeps cell borders painted on sticky header cells */
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.font.sizeMd};
  color: ${vars.color.text};

  & > caption {
    padding: ${vars.space[3]} ${vars.space[4]};
    text-align: start;
    font-weight: ${vars.font.weightBold};
    font-size: ${vars.font.sizeLg};
    border-bottom: 1px solid ${vars.color.border};
  }
  & > caption[data-hidden='true'] {
    ${visuallyHidden}
  }

  /* Dense enough for ten two-line rows under a page's header at 1280x800 (docs in the README's DataTable). */
  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    line-height: 1.4;
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid ${vars.color.border};
  }
  & > thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${vars.color.surfaceMuted};
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightBold};
    white-space: nowrap;
  }
  & > tbody > tr:last-child > * {
    border-bottom: 0;
  }
  & td[data-nowrap='true'] {
    white-space: nowrap;
  }
  /* DataColumn truncate: one line ended by an ellipsis. The text may wrap anywhere (so the column can shrink) but
     only its first line shows; unwrapped (when there is room) it takes its whole width. Inline, so the cell's
     alignment places it (a short Latin address at the right of an Arabic table's column). */
  & td[data-truncate='true'] > span {
    display: -webkit-inline-box;
    vertical-align: top;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 1;
    overflow: hidden;
    word-break: break-all;
  }
  & [data-align='center'] {
    text-align: center;
  }
  & [data-align='end'] {
    text-align: end;
  }
`;
