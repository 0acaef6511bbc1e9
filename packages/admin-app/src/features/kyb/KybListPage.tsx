import { type KybRequest } from './rules';
import { linkableId } from '../../kernel/recordPath';
import { kybPaths } from './paths';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { fetchKybPage, kybRequestQuery } from './api';
import { kybKeys } from './keys';
import { ReviewList } from '../review-shared/ReviewList';
import { KYC_STATUS_FILTERS } from '../review-shared/rules';
import { SEARCHED_QUEUE, useReviewList } from '../review-shared/useReviewList';
import { companyName, kybColumns } from './columns';

const detailPath = (request: KybRequest) => kybPaths.record(request.id);
const reviewLabel = (request: KybRequest) => t('kyb.reviewRequest', { name: companyName(request) });
/** The record a Review link opens (prefetched on hover or focus), keyed by the id as the link carries it. */
const recordQuery = (row: KybRequest) => {
  const id = linkableId(row.id);
  return id === null ? null : kybRequestQuery(id);
};
const getRowId = (request: KybRequest) => request.id;

/** KYB verification (docs/product.md#kyb-list): the queue of company verification requests. */
export function KybListPage() {
  const t = useT();
  // Titles in the interface language (useT renders the page again when it changes).
  const columns = kybColumns();
  const reviewWord = shared('review-shared.review');
  const list = useReviewList({
    ...SEARCHED_QUEUE,
    key: kybKeys.list,
    load: fetchKybPage,
    columns,
    getRowId,
    detailPath,
    link: { text: reviewWord, label: reviewLabel, header: reviewWord },
    recordQuery,
    exportName: 'kyb',
  });
  return (
    <ReviewList
      list={list}
      columns={columns}
      getRowId={getRowId}
      title={t('kyb.listTitle')}
      caption={t('kyb.caption')}
      statuses={KYC_STATUS_FILTERS}
      search={{ label: t('kyb.searchLabel'), placeholder: t('kyb.searchPlaceholder') }}
      empty={{ title: t('kyb.empty') }}
      failure={{ message: t('kyb.listFailed') }}
    />
  );
}
