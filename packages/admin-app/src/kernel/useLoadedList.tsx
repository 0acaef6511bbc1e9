import { dataTableCsv, ExportButton, sortRows, type DataColumn, type DataTableProps } from '@admin-console/admin-ui';
import { useMemo } from 'react';
import { clientPage } from './clientPage';
import { exportFileName, exportLoaded, useListExport } from './listExport';
import { sortKeysOf } from './listSort';
import { useListParams } from './useListParams';

const NO_FILTERS = {} as Record<never, string>;

/**
 * A list the server sends whole (Discounts, Discount groups): sorted by its header (`?sort=`, through
 * useListParams), paged here (`?page=`), and exported as shown (all rows, in the order shown). Gives the
 * DataTable's sort, paging and Export CSV props; the screen adds its columns' content, states and links.
 *
 * ```tsx
 * const list = useLoadedList(groups.data, sortedColumns, 10, 'discount-groups');
 * <DataTable {...list.tableProps} columns={sortedColumns} ... total={groups.data ? list.all.length : null} />
 * ```
 */
export function useLoadedList<Row>(data: readonly Row[] | undefined, columns: DataColumn<Row>[], pageSize: number, exportName: string) {
  const sortKeys = useMemo(() => sortKeysOf(columns), [columns]);
  const { page, update, sort } = useListParams(NO_FILTERS, { sortKeys });
  const all = useMemo(() => sortRows(data ?? [], columns, sort), [data, columns, sort]);
  const { rows, current, pageCount } = clientPage(all, page, pageSize);
  const listExport = useListExport();
  const tableProps = {
    rows,
    sort,
    onSortChange: (next) => update({ sort: next }),
    page: current,
    pageCount,
    onPageChange: (next) => update({ page: next }),
    toolbar: (
      <ExportButton
        onExport={() => listExport.start(exportLoaded(exportFileName(exportName), all.length, () => dataTableCsv(columns, all)))}
        error={listExport.error}
        message={listExport.message}
        disabled={all.length === 0}
      />
    ),
  } satisfies Partial<DataTableProps<Row>>;
  return { all, tableProps };
}
