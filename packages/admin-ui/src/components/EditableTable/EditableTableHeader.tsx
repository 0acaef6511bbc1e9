import { memo, type Ref } from 'react';
import type { ColumnMeta } from './EditableTableCell';
import type { EditableColumnGroup } from './types';
import { ariaSortOf, SortHeader } from '../DataTable/SortHeader';
import type { TableSort } from '../DataTable/sort';

export const WARNING_COLUMN_WIDTH = 240;

export interface EditableTableHeaderProps {
  meta: readonly ColumnMeta<never>[];
  groups: readonly EditableColumnGroup[] | undefined;
  hasWarnings: boolean;
  warningsTitle: string;
  /** Without rows the columns share the width (nothing could scroll sideways) and rows are not indexed. */
  hasRows: boolean;
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
  theadRef,
  sort,
  onSortChange,
}: EditableTableHeaderProps) {
  const colCount = meta.length + (hasWarnings ? 1 : 0);
  const grouped = Boolean(groups?.length);
  let groupEnd = 0;
  const groupCells = groups?.map((g, i) => {
    const start = groupEnd;
    groupEnd += g.colSpan;
    return g.title ? (
      <th key={i} scope="colgroup" colSpan={g.colSpan} aria-colindex={start + 1}>
        {g.title}
      </th>
    ) : (
      <td key={i} colSpan={g.colSpan} aria-hidden="true" />
    );
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
            return (
              <th
                key={m.column.key}
                scope="col"
                aria-colindex={c + 1}
                // The rows are in the order of `sort` even while the headers are not buttons (e.g. in edit mode).
                aria-sort={ariaSortOf(m.column.key, sort)}
                data-align={m.align}
                title={m.column.title}
              >
                {sortable && onSortChange ? (
                  <SortHeader columnKey={m.column.key} title={m.column.title} sort={sort} onSortChange={onSortChange} />
                ) : (
                  m.column.title
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
