import {
  DataTable,
  PageHeader,
  scriptLang,
  Select,
  StatusBadge,
  type DataColumn,
  type DataTableRowLink,
} from '@admin-console/admin-ui';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useListParams } from '../../kernel/useListParams';
import { useRemote } from '../../kernel/useRemote';
import {
  aliasTypeLabel,
  aliasValue,
  CLIQ_STATUS_FILTERS,
  formatLocalDate,
  listStatus,
  toStatusFilter,
  type CliqAccount,
} from './rules';
import { shownText } from '../../kernel/fields';
import { listQuery } from '../review-shared/rules';
import { recordPath, withFrom } from '../../kernel/recordPath';
import { fetchCliqAccounts } from './api';

export const CLIQ_LIST_TITLE = 'Cliq Account Management';
export const CLIQ_LIST_ERROR = 'Failed to load cliq accounts. Please try again.';

const columns: DataColumn<CliqAccount>[] = [
  { key: 'id', title: 'ID', width: 80, render: (row) => shownText(row.id) },
  { key: 'alias_type', title: 'Alias Type', render: (row) => aliasTypeLabel(row.alias_type) },
  { key: 'alias', title: 'Mobile/Alias', render: (row) => aliasValue(row), lang: (row) => scriptLang(aliasValue(row)) },
  {
    key: 'status',
    title: 'Status',
    render: (row) => {
      const status = listStatus(row.status);
      return <StatusBadge tone={status.tone}>{status.label}</StatusBadge>;
    },
  },
  { key: 'created_at', title: 'Created At', render: (row) => formatLocalDate(row.created_at) },
];

const detailPath = (row: CliqAccount) => recordPath('/cliq', row.id);

const getRowId = (row: CliqAccount) => row.id;

const filterOptions = CLIQ_STATUS_FILTERS.map(({ value, label }) => ({ value, label }));

/**
 * Cliq Account Management (/cliq): the accounts, filtered by status and paged by the server
 * (page_number, page_size 15). Filter and page live in the URL.
 */
export function CliqListPage() {
  useDocumentTitle(CLIQ_LIST_TITLE);
  const { values, page, update } = useListParams({ status: 'all' });
  const status = toStatusFilter(values.status);
  const remote = useRemote(`${status}:${page}`, (signal) => fetchCliqAccounts({ page, status }, signal));
  const { data } = remote;
  const loading = remote.status === 'loading';
  const lastPage = data?.lastPage ?? 1;

  // Each row carries the list's filter and page in `?from=` (as KYC/KYB do) for the detail's "Back to List":
  // in the address, so a new tab or a shared link keeps it.
  const from = listQuery(useLocation().search);
  const rowLink = useMemo<DataTableRowLink<CliqAccount>>(
    () => ({
      to: (row) => withFrom(detailPath(row), from),
      text: 'View',
      ariaLabel: (row) => `View account ${row.id}`,
      header: 'Actions',
    }),
    [from],
  );

  // A page past the end (an old link, or the list shrank): go to the last page instead of an empty one.
  const pastEnd = remote.status === 'success' && data !== undefined && page > data.lastPage;
  useEffect(() => {
    if (pastEnd) update({ page: lastPage }, { replace: true });
  }, [pastEnd, lastPage, update]);

  return (
    <>
      <PageHeader title={CLIQ_LIST_TITLE} />
      <DataTable
        caption="Cliq accounts"
        hideCaption
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={getRowId}
        loading={loading}
        loadingLabel="Loading cliq accounts…"
        error={remote.status === 'error' ? CLIQ_LIST_ERROR : null}
        errorTitle={null}
        onRetry={remote.reload}
        empty={{ title: 'No Cliq Accounts Found', description: 'There are no cliq accounts to display at the moment.' }}
        page={page}
        pageCount={lastPage}
        onPageChange={(next) => update({ page: next })}
        total={data?.total ?? null}
        rowLink={rowLink}
        skeletonRows={5}
        skeletonColumns={7}
        toolbar={
          <Select
            label="Filter by Status:"
            labelPosition="start"
            value={status}
            options={filterOptions}
            onChange={(next) => update({ status: next })}
          />
        }
      />
    </>
  );
}
