import { scriptLang, StatusBadge, type DataColumn } from '@admin-console/admin-ui';
import { aliasTypeLabel, aliasValue, CLIQ_STATUS_FILTERS, listStatus, toStatusFilter, type CliqAccount, type CliqListQuery } from './rules';
import { ReviewList } from '../review-shared/ReviewList';
import { useReviewList } from '../review-shared/useReviewList';
import { shownText } from '../../kernel/fields';
import { linkableId } from '../../kernel/recordPath';
import { cliqPaths } from './paths';
import { dateColumn, firstDate, perLanguage, waitingColumn } from '../review-shared/listColumns';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { cliqAccountQuery, fetchCliqAccounts } from './api';
import { cliqKeys } from './keys';

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

/** The record a View link opens (prefetched on hover or focus), keyed by the id as the link carries it. */
const recordQuery = (row: CliqAccount) => {
  const id = linkableId(row.id);
  return id === null ? null : cliqAccountQuery(id);
};

/**
 * Cliq accounts (/cliq): the review list without search (the list call takes none: docs/api/openapi.yaml
 * listCliqAccounts), filtered by status and paged by the server (page_number, page_size 15).
 */
export function CliqListPage() {
  const t = useT();
  // Titles in the interface language (useT renders the page again when it changes).
  const columns = cliqColumns();
  const list = useReviewList({
    filters: { status: 'all' },
    queryOf: (values, page): CliqListQuery => ({ page, status: toStatusFilter(values.status) }),
    key: cliqKeys.list,
    load: fetchCliqAccounts,
    columns,
    getRowId,
    detailPath,
    link: { text: t('cliq.view'), label: viewLabel, header: t('cliq.columnActions') },
    recordQuery,
    exportName: 'cliq',
  });
  return (
    <ReviewList
      list={list}
      columns={columns}
      getRowId={getRowId}
      title={t('cliq.listTitle')}
      caption={t('cliq.caption')}
      statuses={CLIQ_STATUS_FILTERS}
      empty={{ title: t('cliq.empty'), description: t('cliq.emptyDescription') }}
      failure={{ message: t('cliq.listFailed'), title: null }}
      loading={{ label: t('cliq.loadingList'), rows: 5, columns: 7 }}
    />
  );
}
