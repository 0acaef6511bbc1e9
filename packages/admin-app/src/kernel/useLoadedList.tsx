import { ExportButton, sortRows, type DataColumn, type DataTableProps, type DataTableRowLink } from '@admin-console/admin-ui';
import { useMemo } from 'react';
import { useLocale } from '../platform/i18n/i18n';
import { clientPage } from './clientPage';
import { exportCsv, exportFileName, exportLoaded, useListExport, type ExportColumn } from './listExport';
import { sortKeysOf } from './listSort';
import type { RemoteResult } from './useRemote';
import { useListParams } from './useListParams';

const NO_FILTERS = {} as Record<never, string>;

export interface LoadedListOptions<Row> {
  /** The list as loaded (kernel/useRemote's useRemoteQuery with the area's queryOptions). */
  list: RemoteResult<Row[]>;
  /** Its columns and row link, built in the interface language (again when it changes). */
  columns: () => DataColumn<Row>[];
  rowLink: () => DataTableRowLink<Row>;
  pageSize: number;
  /** The export's file name, before its date: `discounts` gives discounts-2026-11-27.csv. */
  exportName: string;
  /**
   * The export's columns, built in the interface language (again when it changes): for analysis, not as the table
   * shows them (kernel/listExport.ts, docs/product.md#list-export).
   */
  exportColumns: () => ExportColumn<Row>[];
  /** What the table says when the list failed to load. */
  loadFailed: string;
}

/**
 * A list the server sends whole (Discounts, Discount groups): sorted by its header (`?sort=`, through
 * useListParams), paged here (`?page=`), and exported for analysis (all rows, in the order shown, under `exportColumns`). Gives the
 * DataTable all but its caption, empty state and row ids: rows, columns, row link, sort, paging, Export CSV,
 * and the load's states (loading while outdated, the failure with Retry, the total).
 *
 * ```tsx
 * const table = useLoadedList({ list: useRemoteQuery(groupQueries.list()), columns: groupColumns, rowLink: groupRowLink, ... });
 * <DataTable caption={t('groups.title')} {...table} getRowId={(g) => g.id} empty={...} />
 * ```
 */
export function useLoadedList<Row>({
  list,
  columns: makeColumns,
  rowLink: makeRowLink,
  pageSize,
  exportName,
  exportColumns: makeExportColumns,
  loadFailed,
}: LoadedListOptions<Row>) {
  const locale = useLocale();
  // Built again when the interface language changes: their texts are read as they are built.
  const columns = useMemo(() => makeColumns(), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const rowLink = useMemo(() => makeRowLink(), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const exportColumns = useMemo(() => makeExportColumns(), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const sortKeys = useMemo(() => sortKeysOf(columns), [columns]);
  const { page, update, sort } = useListParams(NO_FILTERS, { sortKeys });
  const all = useMemo(() => sortRows(list.data ?? [], columns, sort), [list.data, columns, sort]);
  const { rows, current, pageCount } = clientPage(all, page, pageSize);
  const listExport = useListExport();
  return {
    rows,
    columns,
    rowLink,
    sort,
    onSortChange: (next) => update({ sort: next }),
    page: current,
    pageCount,
    onPageChange: (next) => update({ page: next }),
    loading: list.isPending || list.outdated,
    error: list.failed ? loadFailed : null,
    onRetry: () => void list.refetch(),
    total: list.data ? all.length : null,
    toolbar: (
      <ExportButton
        onExport={() => listExport.start(exportLoaded(exportFileName(exportName), all.length, () => exportCsv(exportColumns, all)))}
        error={listExport.error}
        message={listExport.message}
        disabled={all.length === 0}
      />
    ),
  } satisfies Partial<DataTableProps<Row>>;
}
