import { CellStack, StatusBadge, type DataColumn } from '@admin-console/admin-ui';
import { shownText } from '../../kernel/fields';
import { KYC_LIST_LABEL, KYC_STATUS_TONE, kycNameEn, kycNameAr, kycStatus, type KycUser } from './rules';
import { linkableId } from '../../kernel/recordPath';
import { kycPaths } from './paths';
import { breakableEmail, dateColumn, inLanguage, perLanguage, waitingColumn } from '../review-shared/listColumns';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { fetchKycPage, kycUserQuery } from './api';
import { kycKeys } from './keys';
import { ReviewList } from '../review-shared/ReviewList';
import { KYC_STATUS_FILTERS } from '../review-shared/rules';
import { SEARCHED_QUEUE, useReviewList } from '../review-shared/useReviewList';

/** The name in English, else in Arabic (dir="auto" on every cell keeps Arabic right to left). */
const displayName = (user: KycUser) => kycNameEn(user) || kycNameAr(user) || t('kyc.userNumber', { id: String(user.id) });

/**
 * Fits 1024 px and up beside the open sidebar without sideways scrolling: the email folds under the name and the
 * national ID under the mobile, dates are days (the whole timestamp on hover), and a pending case shows how long
 * it has waited.
 */
const kycColumns = perLanguage((): DataColumn<KycUser>[] => [
  // Read through the safe reader: a value that is not text leaves the line empty, never "[object Object]".
  {
    key: 'name',
    title: t('kyc.columnName'),
    render: (user) => <CellStack primary={inLanguage(displayName(user))} secondary={breakableEmail(shownText(user.email, ''))} />,
  },
  {
    key: 'mobile_number',
    title: t('kyc.columnMobileId'),
    nowrap: true,
    render: (user) => <CellStack primary={shownText(user.mobile_number, '')} secondary={shownText(user.national_id, '')} />,
  },
  dateColumn<KycUser>('updated_at', shared('review-shared.updated'), (user) => user.updated_at),
  waitingColumn<KycUser>(
    (user) => kycStatus(user) === 'pending',
    (user) => user.updated_at,
  ),
  {
    key: 'status',
    title: shared('review-shared.statusLabel'),
    nowrap: true,
    render: (user) => {
      const status = kycStatus(user);
      return <StatusBadge tone={KYC_STATUS_TONE[status]}>{KYC_LIST_LABEL[status]}</StatusBadge>;
    },
  },
]);

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
