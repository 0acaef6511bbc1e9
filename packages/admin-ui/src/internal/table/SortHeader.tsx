import type { ReactNode } from 'react';
import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { nextSort, type TableSort } from './sort';

const HeaderButton = styled.button`
  max-width: 100%;
  margin: calc(-1 * ${vars.space[1]}) calc(-1 * ${vars.space[2]});
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  /* The title wraps between its words rather than being cut ("Eligible payers" on two lines): a header
     never hides its name, and a sortable column is no wider than its plain header would be. The arrow is inline
     after it, so it follows the last word of the last line, not the button's far edge. */
  & > span:first-child {
    white-space: normal;
  }
  /* A word joiner glues the arrow to the last word (alone on a line it would look unrelated); generated, so the
     header's text stays its title. */
  & > span + span::before {
    content: '\\2060';
  }
`;

/** Centred on the title's line (1lh) as it was in a flex row, whichever line it ends up on. */
const Arrow = styled.svg`
  width: 12px;
  height: 12px;
  margin-inline-start: ${vars.space[1]};
  margin-top: calc(0.5lh - 6px);
  vertical-align: top;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.6;
  stroke-linecap: round;
  stroke-linejoin: round;
  &[data-active='false'] {
    color: ${vars.color.textMuted};
  }
`;

export interface SortHeaderProps {
  columnKey: string;
  title: ReactNode;
  sort: TableSort | null | undefined;
  onSortChange: (sort: TableSort) => void;
}

/**
 * A sortable column's header content: a button named by the title (the `<th>` around it carries `aria-sort`), with an
 * arrow for the direction (up: ascending) or a muted double arrow when the column is not the sorted one.
 */
export function SortHeader({ columnKey, title, sort, onSortChange }: SortHeaderProps) {
  const direction = sort?.key === columnKey ? sort.direction : null;
  return (
    <HeaderButton type="button" onClick={() => onSortChange(nextSort(sort, columnKey))}>
      <span>{title}</span>
      <span aria-hidden="true">
        <Arrow viewBox="0 0 12 12" data-active={direction !== null}>
          {direction === 'ascending' && <path d="M6 10V2M2.5 5.5 6 2l3.5 3.5" />}
          {direction === 'descending' && <path d="M6 2v8M2.5 6.5 6 10l3.5-3.5" />}
          {direction === null && <path d="M3.5 4.5 6 2l2.5 2.5M3.5 7.5 6 10l2.5-2.5" />}
        </Arrow>
      </span>
    </HeaderButton>
  );
}

/** The `aria-sort` of a column's `<th>`: only on the sorted column (as the ARIA practices' sortable table does). */
export const ariaSortOf = (columnKey: string, sort: TableSort | null | undefined) => (sort?.key === columnKey ? sort.direction : undefined);
