import { memo, type ReactNode, type Ref } from 'react';
import type { ColumnMeta } from './EditableTableCell';
import type { EditableColumnGroup } from './types';
import { ariaSortOf, SortHeader, type TableSort } from '../../internal/table';

/** Room for a warning such as "Percentages add up to 99.99, not 100" in full, its marker included. */
export const WARNING_COLUMN_WIDTH = 300;

export interface EditableTableHeaderProps {
  meta: readonly ColumnMeta<never>[];
  groups: readonly EditableColumnGroup[] | undefined;
  hasWarnings: boolean;
  warningsTitle: string;
  /** Without rows the columns share the width (nothing could scroll sideways) and rows are not indexed. */
  hasRows: boolean;
  /** Prefix of the ids of the columns' descriptions (rendered by the table, outside the grid). */
  descriptionIdPrefix: string;
  theadRef: Ref<HTMLTableSectionElement>;
  sort?: TableSort | null;
  onSortChange?(sort: TableSort): void;
}

/** The `<th>` of one column: its title (a sort button when sortable), its wire name as description and tooltip. */
function columnHeader(
  m: ColumnMeta<never>,
  c: number,
  rowSpan: number | undefined,
  { descriptionIdPrefix, sort, onSortChange }: Pick<EditableTableHeaderProps, 'descriptionIdPrefix' | 'sort' | 'onSortChange'>,
) {
  const sortable = Boolean(m.column.sortable && onSortChange);
  const { title, description } = m.column;
  return (
    <th
      key={m.column.key}
      scope="col"
      rowSpan={rowSpan}
      aria-colindex={c + 1}
      // The rows are in the order of `sort` even while the headers are not buttons (e.g. in edit mode).
      aria-sort={ariaSortOf(m.column.key, sort)}
      data-align={m.align}
      data-rtl={m.rtl || undefined}
      data-ltr={m.ltr || undefined}
      data-sticky={m.sticky || undefined}
      style={m.stickyStyle}
      // The full title when a narrow column cuts it, and what the column holds (its wire name).
      title={description ? `${title}\n${description}` : title}
      aria-describedby={description ? `${descriptionIdPrefix}-${c}` : undefined}
    >
      {sortable && onSortChange ? <SortHeader columnKey={m.column.key} title={title} sort={sort} onSortChange={onSortChange} /> : title}
    </th>
  );
}

/**
 * Column widths and the sticky header rows. Memoized: a keystroke in a cell never re-renders them.
 *
 * With a titled group, two rows: the groups' titles above the columns' (each group's columns' own titles in the
 * second row); a column in no titled group (an untitled group, after the last group, the warnings column) has its title
 * span both rows, so no empty band sits over it.
 */
export const EditableTableHeader = memo(function EditableTableHeader(props: EditableTableHeaderProps) {
  const { meta, groups, hasWarnings, warningsTitle, hasRows, theadRef } = props;
  const colCount = meta.length + (hasWarnings ? 1 : 0);
  const grouped = Boolean(groups?.some((g) => g.title));
  // Per column: the titled group it is under (its title then goes in the second row), else null.
  const grouping: (EditableColumnGroup | null)[] = [];
  for (const g of groups ?? []) for (let i = 0; i < g.colSpan; i++) grouping.push(g.title ? g : null);
  const top: ReactNode[] = [];
  const second: ReactNode[] = [];
  meta.forEach((m, c) => {
    const group = grouped ? (grouping[c] ?? null) : null;
    if (!group) {
      top.push(columnHeader(m, c, grouped ? 2 : undefined, props));
      return;
    }
    second.push(columnHeader(m, c, undefined, props));
    if (grouping[c - 1] === group) return; // the group's title is already drawn, over its first column
    // A sticky cell cannot span: a group over one sticky column alone sticks with it (its title is centred).
    const alone = group.colSpan === 1 && m.sticky;
    top.push(
      <th
        key={`group-${c}`}
        scope="colgroup"
        colSpan={group.colSpan}
        aria-colindex={c + 1}
        data-sticky={alone || undefined}
        style={alone ? m.stickyStyle : undefined}
      >
        {group.title}
      </th>,
    );
  });
  const warningsHeader = hasWarnings && (
    <th key="warnings" scope="col" rowSpan={grouped ? 2 : undefined} aria-colindex={colCount}>
      {warningsTitle}
    </th>
  );
  return (
    <>
      <colgroup>
        {meta.map((m) => (
          <col key={m.column.key} style={hasRows ? { width: m.width } : undefined} />
        ))}
        {hasWarnings && <col style={hasRows ? { width: WARNING_COLUMN_WIDTH } : undefined} />}
      </colgroup>
      <thead ref={theadRef} data-grouped={grouped ? 'true' : undefined}>
        <tr aria-rowindex={hasRows ? 1 : undefined}>
          {top}
          {warningsHeader}
        </tr>
        {grouped && <tr aria-rowindex={hasRows ? 2 : undefined}>{second}</tr>}
      </thead>
    </>
  );
});
