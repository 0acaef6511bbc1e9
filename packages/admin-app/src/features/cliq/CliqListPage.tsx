import { CLIQ_STATUS_FILTERS, type CliqAccount } from './rules';
import { ReviewListPage } from '../review-shared/ReviewListPage';
import { t, useT } from './messages';
import { cliqQueue } from './api';
import { cliqColumns } from './columns';

const viewLabel = (row: CliqAccount) => t('cliq.viewAccount', { id: String(row.id) });

/**
 * Cliq accounts (/cliq): the review list without search (cliqQueue), filtered by status and paged by the
 * server (page_number, page_size 15).
 */
export function CliqListPage() {
  const t = useT();
  // Titles in the interface language (useT renders the page again when it changes).
  return (
    <ReviewListPage
      source={cliqQueue}
      columns={cliqColumns()}
      link={{ text: t('cliq.view'), label: viewLabel, header: t('cliq.columnActions') }}
      exportName="cliq"
      title={t('cliq.listTitle')}
      caption={t('cliq.caption')}
      statuses={CLIQ_STATUS_FILTERS}
      empty={{ title: t('cliq.empty'), description: t('cliq.emptyDescription') }}
      failure={{ message: t('cliq.listFailed'), title: null }}
      loading={{ label: t('cliq.loadingList'), rows: 5, columns: 7 }}
    />
  );
}
