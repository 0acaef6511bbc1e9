import { type KycUser } from './rules';
import { linkableId } from '../../kernel/recordPath';
import { kycPaths } from './paths';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { fetchKycPage, kycUserQuery } from './api';
import { kycKeys } from './keys';
import { ReviewList } from '../review-shared/ReviewList';
import { KYC_STATUS_FILTERS } from '../review-shared/rules';
import { SEARCHED_QUEUE, useReviewList } from '../review-shared/useReviewList';
import { displayName, kycColumns } from './columns';

const detailPath = (user: KycUser) => kycPaths.record(user.id);
const reviewLabel = (user: KycUser) => t('kyc.reviewUser', { name: displayName(user) });
/** The record a Review link opens (prefetched on hover or focus), keyed by the id as the link carries it. */
const recordQuery = (row: KycUser) => {
  const id = linkableId(row.id);
  return id === null ? null : kycUserQuery(id);
};
const getRowId = (user: KycUser) => user.id;

/** KYC verification (docs/product.md#kyc-list): the queue of individual users' identity checks. */
export function KycListPage() {
  const t = useT();
  // Titles in the interface language (useT renders the page again when it changes).
  const columns = kycColumns();
  const reviewWord = shared('review-shared.review');
  const list = useReviewList({
    ...SEARCHED_QUEUE,
    key: kycKeys.list,
    load: fetchKycPage,
    columns,
    getRowId,
    detailPath,
    link: { text: reviewWord, label: reviewLabel, header: reviewWord },
    recordQuery,
    exportName: 'kyc',
  });
  return (
    <ReviewList
      list={list}
      columns={columns}
      getRowId={getRowId}
      title={t('kyc.listTitle')}
      caption={t('kyc.caption')}
      statuses={KYC_STATUS_FILTERS}
      search={{ label: t('kyc.searchLabel'), placeholder: t('kyc.searchPlaceholder') }}
      empty={{ title: t('kyc.empty') }}
      failure={{ message: t('kyc.listFailed') }}
    />
  );
}
