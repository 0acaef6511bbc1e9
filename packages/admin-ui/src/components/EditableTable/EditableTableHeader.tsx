import { memo, type Ref } from 'react';
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

/** Column widths and the sticky header rows. Memoized: a keystroke in a cell never re-renders them. */
export const EditableTableHeader = memo(function EditableTableHeader({
  meta,
  groups,
  hasWarnings,
  warningsTitle,
  hasRows,
  descriptionIdPrefix,
  theadRef,
  sort,
  onSortChange,
}: EditableTableHeaderProps) {
  const colCount = meta.length + (hasWarnings ? 1 : 0);
  const grouped = Boolean(groups?.length);
  const sticky = meta[0]?.sticky === true;
  let groupEnd = 0;
  const groupCells = groups?.flatMap((g, i) => {
    const start = groupEnd;
    groupEnd += g.colSpan;
    if (g.title) {
      // A sticky cell cannot span: a titled group over the sticky column stays in place (its title is centred).
      return [
        <th
          key={i}
          scope="colgroup"
          colSpan={g.colSpan}
          aria-colindex={start + 1}
          data-sticky={sticky && start === 0 && g.colSpan === 1 ? true : undefined}
        >
          {g.title}
        </th>,
      ];
    }
    // An empty group over the sticky column: one blank cell held over it, another for the rest.
    if (sticky && start === 0) {
      return [
        <td key={`${i}-sticky`} aria-hidden="true" data-sticky="true" />,
        ...(g.colSpan > 1 ? [<td key={i} colSpan={g.colSpan - 1} aria-hidden="true" />] : []),
      ];
    }
    return [<td key={i} colSpan={g.colSpan} aria-hidden="true" />];
  });
  return (
    <>
      <colgroup>
        {meta.map((m) => (
          <col key={m.column.key} style={hasRows ? { width: m.width } : undefined} />
        ))}
        {hasWarnings && <col style={hasRows ? { width: WARNING_COLUMN_WIDTH } : undefined} />}
      </colgroup>
      <thead ref={theadRef} data-grouped={grouped ? 'true' : undefined}>
        {grouped && (
          <tr aria-rowindex={hasRows ? 1 : undefined}>
            {groupCells}
            {colCount > groupEnd && <td colSpan={colCount - groupEnd} aria-hidden="true" />}
          </tr>
        )}
        <tr aria-rowindex={hasRows ? (grouped ? 2 : 1) : undefined}>
          {meta.map((m, c) => {
            const sortable = Boolean(m.column.sortable && onSortChange);
            const { title, description } = m.column;
            return (
              <th
                key={m.column.key}
                scope="col"
                aria-colindex={c + 1}
                // The rows are in the order of `sort` even while the headers are not buttons (e.g. in edit mode).
                aria-sort={ariaSortOf(m.column.key, sort)}
                data-align={m.align}
                data-rtl={m.rtl || undefined}
                data-sticky={m.sticky || undefined}
                // The full title when a narrow column cuts it, and what the column holds (its wire name).
                title={description ? `${title}\n${description}` : title}
                aria-describedby={description ? `${descriptionIdPrefix}-${c}` : undefined}
              >
                {sortable && onSortChange ? (
                  <SortHeader columnKey={m.column.key} title={title} sort={sort} onSortChange={onSortChange} />
                ) : (
                  title
                )}
              </th>
            );
          })}
          {hasWarnings && (
            <th scope="col" aria-colindex={colCount}>
              {warningsTitle}
            </th>
          )}
        </tr>
      </thead>
    </>
  );
});
