import { CLIQ_STATUS_FILTERS, toStatusFilter, type CliqAccount, type CliqListQuery } from './rules';
import { ReviewList } from '../review-shared/ReviewList';
import { useReviewList } from '../review-shared/useReviewList';
import { linkableId } from '../../kernel/recordPath';
import { cliqPaths } from './paths';
import { t, useT } from './messages';
import { cliqAccountQuery, fetchCliqAccounts } from './api';
import { cliqKeys } from './keys';
import { cliqColumns } from './columns';

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
