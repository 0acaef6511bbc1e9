import styled, { keyframes } from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

/** Fixed geometry: windowing needs every row to have a known height. */
export const ROW_HEIGHT_VIEW = 40;
export const ROW_HEIGHT_EDIT = 56;
export const HEADER_ROW_HEIGHT = 40;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  overscroll-behavior: contain;
`;

export const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.font.sizeMd};
  color: ${vars.color.text};

  caption {
    padding: 0 0 ${vars.space[2]};
    text-align: start;
    font-weight: ${vars.font.weightBold};
    font-size: ${vars.font.sizeLg};
  }
  caption[data-hidden='true'] {
    ${visuallyHidden}
  }

  th,
  td {
    height: ${ROW_HEIGHT_VIEW}px;
    padding: 0 ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: end;
  }

  thead th,
  thead td {
    position: sticky;
    top: 0;
    z-index: ${vars.z.sticky};
    height: ${HEADER_ROW_HEIGHT}px;
    background: ${vars.color.surfaceMuted};
    font-weight: ${vars.font.weightMedium};
    font-size: ${vars.font.sizeSm};
  }
  thead tr:last-child > *,
  thead th[rowspan='2'] {
    border-bottom-color: ${vars.color.borderStrong};
  }
  /* A title spanning both header rows (its column is in no titled group) stands level with the second row's titles. */
  thead th[rowspan='2'] {
    vertical-align: bottom;
    padding-bottom: ${(HEADER_ROW_HEIGHT - 20) / 2}px;
  }
  thead th[scope='colgroup'] {
    text-align: center;
    border-inline-start: 1px solid ${vars.color.border};
  }
  thead[data-grouped='true'] tr:last-child > * {
    top: ${HEADER_ROW_HEIGHT}px;
  }
  /* A column of right-to-left data (lang="ar"): its header aligns like its cells. */
  thead th[data-rtl='true'] {
    text-align: right;
  }
  thead th[data-rtl='true'][data-align='end'],
  &:dir(rtl) > thead th[data-rtl='true'] {
    text-align: end;
  }
  /* And mirrored: a column of left-to-right data (lang="en", Latin identifiers) in a right-to-left page. */
  &:dir(rtl) > thead th[data-ltr='true'] {
    text-align: left;
  }
  &:dir(rtl) > thead th[data-ltr='true'][data-align='end'] {
    text-align: right;
  }

  /*
   * The sticky columns: the row's identity (and its warning marker) stays in view while the grid scrolls sideways.
   * Each cell's inline style sets --sticky-inset, the widths of the sticky columns before it. Physical sides, on the
   * grid's direction: a cell's own (dir="auto" on a Latin name in an Arabic page) must not move it to the other side.
   */
  && [data-sticky] {
    position: sticky;
    left: var(--sticky-inset, 0);
    z-index: 2;
    border-right: 1px solid ${vars.color.borderStrong};
  }
  &&:dir(rtl) [data-sticky] {
    left: auto;
    right: var(--sticky-inset, 0);
    border-right: 0;
    border-left: 1px solid ${vars.color.borderStrong};
  }
  /* Opaque, so the columns scroll under it; a dirty or read-only cell keeps its own background. */
  [data-sticky] {
    background: ${vars.color.surface};
  }
  && thead [data-sticky] {
    z-index: calc(${vars.z.sticky} + 1);
    background: ${vars.color.surfaceMuted};
  }

  [data-row-warning] {
    margin-inline-start: ${vars.space[1]};
    color: ${vars.color.warning};
    font-weight: ${vars.font.weightBold};
    cursor: help;
  }

  tbody tr[data-spacer] td {
    height: auto;
    padding: 0;
    border: 0;
  }

  &[data-mode='edit'] tbody tr[aria-rowindex] > td {
    height: ${ROW_HEIGHT_EDIT}px;
    vertical-align: top;
    padding-top: ${vars.space[1]};
  }
  &[data-mode='edit'] tbody td[aria-readonly='true'] {
    background: ${vars.color.surfaceMuted};
    line-height: 32px;
  }

  /*
   * Cells, inputs and messages are plain elements styled from here, not styled components of their own:
   * a grid renders hundreds of them, and entering edit mode or scrolling should cost host elements only.
   */
  td[data-c] {
    position: relative;
  }
  td[data-c]:focus {
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
  td[data-c] a {
    color: ${vars.color.primary};
    font-weight: ${vars.font.weightMedium};
    text-underline-offset: 2px;
  }
  td[data-c] a:focus-visible {
    outline-offset: 0;
  }

  td[data-c] input,
  td[data-c] [data-field] {
    display: block;
    width: 100%;
    height: 32px;
    margin: 0;
    padding: 0 ${vars.space[2]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
    text-align: inherit;
  }
  /* A field of a row without the active cell: the input's box, its value cut with an ellipsis. */
  td[data-c] [data-field] {
    overflow: hidden;
    white-space: pre;
    text-overflow: ellipsis;
    line-height: 30px;
    cursor: text;
  }
  td[data-invalid='true'] [data-field] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  td[data-c] input:focus {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
    border-color: ${vars.color.focus};
  }
  td[data-c] input[aria-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }

  [data-cell-message] {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    margin-top: 2px;
    font-size: ${vars.font.sizeXs};
    line-height: 16px;
    color: ${vars.color.danger};
    font-weight: ${vars.font.weightMedium};
  }
  /* A message cut by a narrow column shows in full while its cell has focus. */
  td[data-invalid='true']:focus-within {
    overflow: visible;
    z-index: 1;
  }
  td[data-invalid='true']:focus-within > [data-cell-message] {
    position: absolute;
    inset-block-start: ${ROW_HEIGHT_EDIT - 20}px;
    inset-inline-start: ${vars.space[2]};
    margin: 0;
    width: max-content;
    max-width: 260px;
    white-space: normal;
    padding: 2px ${vars.space[1]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.md};
  }

  /* Dirty: a tinted cell and a corner marker (shape, not colour alone), plus "edited" for assistive technology. */
  td[data-dirty='true'] {
    background: ${vars.color.dirty};
  }
  td[data-dirty='true']::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    width: 10px;
    height: 10px;
    background: linear-gradient(135deg, ${vars.color.warning} 50%, transparent 50%);
    pointer-events: none;
  }
  td[data-dirty='true']:dir(rtl)::before {
    background: linear-gradient(225deg, ${vars.color.warning} 50%, transparent 50%);
  }

  /* A warned row's first cell is tinted too: the row is found at a glance, not only by its marker. */
  && tbody td[data-warned='true'] {
    background: ${vars.color.warningBg};
  }

  [data-visually-hidden] {
    ${visuallyHidden}
  }
`;

export const Warning = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.warningBg};
  color: ${vars.color.warning};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: 20px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Summary = styled.div`
  min-height: 0;
  color: ${vars.color.danger};
  &[data-tone='warning'] {
    color: ${vars.color.warning};
  }
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};

  /* Always rendered (a live region must exist before it speaks); takes room only when it has something to say. */
  &:not(:empty) {
    margin-bottom: ${vars.space[2]};
  }
`;

export const EmptyCell = styled.td`
  && {
    height: 120px;
    text-align: center;
    color: ${vars.color.textMuted};
    white-space: normal;
  }
`;

/** The empty state's lines inside the grid's one cell (the grid is the box: no card of its own). */
export const EmptyTitle = styled.span`
  display: block;
`;

export const EmptyDescription = styled.span`
  display: block;
  margin-top: ${vars.space[1]};
  font-size: ${vars.font.sizeSm};
`;

export const EmptyAction = styled.div`
  margin-top: ${vars.space[3]};
`;

export const SkeletonBar = styled.span`
  display: block;
  height: 12px;
  width: 70%;
  border-radius: ${vars.radius.sm};
  background: linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
