import {
  DataTable,
  dataTableCsv,
  ExportButton,
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
import { exportFileName, fetchEveryPage, useListExport } from '../../kernel/listExport';
import { usePrefetch, useRemote } from '../../kernel/useRemote';
import { aliasTypeLabel, aliasValue, CLIQ_STATUS_FILTERS, listStatus, toStatusFilter, type CliqAccount } from './rules';
import { shownText } from '../../kernel/fields';
import { listQuery } from '../review-shared/rules';
import { linkableId, withFrom } from '../../kernel/recordPath';
import { cliqPaths } from './paths';
import { dateColumn, firstDate, perLanguage, waitingColumn } from '../review-shared/listColumns';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { cliqAccountQuery, fetchCliqAccounts } from './api';
import { cliqKeys } from './keys';
import { useFocusReviewedRow } from '../review-shared/useFocusReviewedRow';

/** Dates are days (the whole timestamp on hover); a pending account shows how long it has waited since its last change. */
const cliqColumns = perLanguage((): DataColumn<CliqAccount>[] => [
  { key: 'id', title: t('cliq.columnId'), width: 80, render: (row) => shownText(row.id) },
  { key: 'alias_type', title: t('cliq.columnAliasType'), nowrap: true, render: (row) => aliasTypeLabel(row.alias_type) },
  {
    key: 'alias',
    title: t('cliq.columnAlias'),
    // A mobile number reads left to right, so "+962…" keeps its order in an Arabic page.
    render: (row) => (row.alias_type === 'mobile' ? <span dir="ltr">{aliasValue(row)}</span> : aliasValue(row)),
    lang: (row) => scriptLang(aliasValue(row)),
  },
  {
    key: 'status',
    title: shared('review-shared.statusLabel'),
    nowrap: true,
    render: (row) => {
      const status = listStatus(row.status);
      return <StatusBadge tone={status.tone}>{status.label}</StatusBadge>;
    },
  },
  dateColumn<CliqAccount>('created_at', t('cliq.created'), (row) => row.created_at),
  waitingColumn<CliqAccount>(
    (row) => listStatus(row.status).key === 'pending',
    (row) => firstDate(row.changed_at, row.created_at),
  ),
]);

const detailPath = (row: CliqAccount) => cliqPaths.record(row.id);

const getRowId = (row: CliqAccount) => row.id;
const viewLabel = (row: CliqAccount) => t('cliq.viewAccount', { id: String(row.id) });

/**
 * Cliq accounts (/cliq): the accounts, filtered by status and paged by the server
 * (page_number, page_size 15). Filter and page live in the URL.
 */
export function CliqListPage() {
  const t = useT();
  // Titles in the interface language (useT renders the page again when it changes).
  const columns = cliqColumns();
  const title = t('cliq.listTitle');
  useDocumentTitle(title);
  const { values, page, update } = useListParams({ status: 'all' });
  const status = toStatusFilter(values.status);
  const query = { page, status };
  // A review queue: cached (Back from an account shows its rows at once, refreshed behind them), and
  // refreshed when the window regains focus (other reviewers decide meanwhile).
  const remote = useRemote(cliqKeys.list(query), (signal) => fetchCliqAccounts(query, signal), { refreshOnFocus: true });
  const prefetch = usePrefetch();
  const { data } = remote;
  const loading = remote.status === 'loading';
  const lastPage = data?.lastPage ?? 1;
  // Only the rows as they are now: not the cached page kept from before a decision while it is refreshed.
  useFocusReviewedRow(remote.status === 'success' && !remote.refreshing ? data?.rows : undefined, getRowId, viewLabel);

  // Export CSV: every page of the current filter, one after another (docs/product.md#list-export). The list call takes
  // no search (docs/api/openapi.yaml listCliqAccounts), so neither the list nor the export has one.
  const listExport = useListExport();
  const startExport = () =>
    listExport.start(async (signal, onPage) => {
      const rows = await fetchEveryPage((n, pageSignal) => fetchCliqAccounts({ page: n, status }, pageSignal), signal, onPage);
      return { fileName: exportFileName(`cliq-${status}`), text: dataTableCsv(columns, rows), rows: rows.length };
    });

  // Each row carries the list's filter and page in `?from=` (as KYC/KYB do) for the detail's back link:
  // in the address, so a new tab or a shared link keeps it.
  const from = listQuery(useLocation().search);
  const viewWord = t('cliq.view');
  const actionsWord = t('cliq.columnActions');
  const rowLink = useMemo<DataTableRowLink<CliqAccount>>(
    () => ({
      to: (row) => withFrom(detailPath(row), from),
      text: viewWord,
      ariaLabel: viewLabel,
      header: actionsWord,
      // Hovered or focused, the link loads its account ahead (the same key and call as the account's page).
      onIntent: (row) => {
        const id = linkableId(row.id);
        prefetch(id === null ? null : cliqAccountQuery(id));
      },
    }),
    [from, prefetch, viewWord, actionsWord],
  );

  // A page past the end (an old link, or the list shrank): go to the last page instead of an empty one.
  const pastEnd = remote.status === 'success' && data !== undefined && page > data.lastPage;
  useEffect(() => {
    if (pastEnd) update({ page: lastPage }, { replace: true });
  }, [pastEnd, lastPage, update]);

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        caption={t('cliq.caption')}
        hideCaption
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={getRowId}
        loading={loading}
        loadingLabel={t('cliq.loadingList')}
        error={remote.status === 'error' ? t('cliq.listFailed') : null}
        errorTitle={null}
        onRetry={remote.reload}
        empty={{ title: t('cliq.empty'), description: t('cliq.emptyDescription') }}
        page={page}
        pageCount={lastPage}
        onPageChange={(next) => update({ page: next })}
        total={data?.total ?? null}
        rowLink={rowLink}
        skeletonRows={5}
        skeletonColumns={7}
        toolbar={
          <>
            <Select
              label={shared('review-shared.statusLabel')}
              labelPosition="start"
              value={status}
              options={CLIQ_STATUS_FILTERS.map(({ value, label }) => ({ value, label: label() }))}
              onChange={(next) => update({ status: next })}
            />
            <ExportButton
              onExport={startExport}
              onCancel={listExport.cancel}
              progress={listExport.progress}
              error={listExport.error}
              message={listExport.message}
              disabled={!data || data.total === 0}
            />
          </>
        }
      />
    </>
  );
}
