import { CellStack, StatusBadge, type DataColumn } from '@admin-console/admin-ui';
import { KYB_STATUS_LABEL, KYB_STATUS_TONE, kybCompanyName, kybStatus, type KybRequest } from './rules';
import { shownText } from '../../kernel/fields';
import { linkableId } from '../../kernel/recordPath';
import { kybPaths } from './paths';
import { breakableEmail, dateColumn, inLanguage, firstDate, ltrValue, perLanguage, waitingColumn } from '../review-shared/listColumns';
import { currentLocale } from '../../platform/i18n/i18n';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { fetchKybPage, kybRequestQuery } from './api';
import { kybKeys } from './keys';
import { ReviewList } from '../review-shared/ReviewList';
import { KYC_STATUS_FILTERS } from '../review-shared/rules';
import { SEARCHED_QUEUE, useReviewList } from '../review-shared/useReviewList';

const companyName = (request: KybRequest) => kybCompanyName(request, t('kyb.requestNumber', { id: String(request.id) }));

/**
 * Fits 1280 px beside the open sidebar without sideways scrolling: the Arabic name folds under the English
 * one and the mobile under the email, dates are days (the whole timestamp on hover), and a pending request
 * shows how long it has waited since its last change (its submission when it has none).
 */
const kybColumns = perLanguage((): DataColumn<KybRequest>[] => [
  // Read through the safe reader: a value that is not text leaves the line empty, never "[object Object]".
  {
    key: 'company_name',
    title: t('kyb.columnCompany'),
    render: (request) => {
      const en = shownText(request.company_name_en, '');
      const ar = shownText(request.company_name_ar, '');
      return <CellStack primary={inLanguage(en || ar)} secondary={en ? inLanguage(ar) : ''} />;
    },
  },
  {
    key: 'company_national_id',
    title: shared('review-shared.nationalId'),
    nowrap: true,
    render: (request) => ltrValue(request.company_national_id),
  },
  {
    key: 'contact',
    title: t('kyb.columnContact'),
    render: (request) => (
      <CellStack primary={breakableEmail(shownText(request.user?.email, ''))} secondary={ltrValue(request.user?.mobile_number)} />
    ),
  },
  {
    key: 'sector',
    title: t('kyb.columnSector'),
    // The sector's name in the interface language when the server sent it, else the English one.
    render: (request) =>
      inLanguage(
        (currentLocale() === 'ar' && shownText(request.company_sector?.name_ar, '')) || shownText(request.company_sector?.name_en, ''),
      ),
  },
  dateColumn<KybRequest>('updated_at', shared('review-shared.updated'), (request) => request.updated_at),
  waitingColumn<KybRequest>(
    (request) => kybStatus(request) === 'pending',
    (request) => firstDate(request.updated_at, request.created_at),
  ),
  {
    key: 'status',
    title: shared('review-shared.statusLabel'),
    nowrap: true,
    render: (request) => {
      const status = kybStatus(request);
      return <StatusBadge tone={KYB_STATUS_TONE[status]}>{KYB_STATUS_LABEL[status]}</StatusBadge>;
    },
  },
]);

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
