import { CellStack, StatusBadge, type DataColumn } from '@admin-console/admin-ui';
import { KYB_STATUS_LABEL, KYB_STATUS_TONE, kybCompanyName, kybStatus, type KybRequest } from './rules';
import { shownText } from '../../kernel/fields';
import { linkableId } from '../../kernel/recordPath';
import { kybPaths } from './paths';
import { breakableEmail, dateColumn, inLanguage, firstDate, waitingColumn } from '../review-shared/listColumns';
import { KYB_LIST_TITLE } from './names';
import { fetchKybPage, kybRequestQuery } from './api';
import { kybKeys } from './keys';
import { ReviewListPage } from '../review-shared/ReviewListPage';

const companyName = (request: KybRequest) => kybCompanyName(request, `Request ${request.id}`);

/**
 * Fits 1280 px beside the open sidebar without sideways scrolling: the Arabic name folds under the English
 * one and the mobile under the email, dates are days (the whole timestamp on hover), and a pending request
 * shows how long it has waited since its last change (its submission when it has none).
 */
const columns: DataColumn<KybRequest>[] = [
  // Read through the safe reader: a value that is not text leaves the line empty, never "[object Object]".
  {
    key: 'company_name',
    title: 'Company',
    render: (request) => {
      const en = shownText(request.company_name_en, '');
      const ar = shownText(request.company_name_ar, '');
      return <CellStack primary={inLanguage(en || ar)} secondary={en ? inLanguage(ar) : ''} />;
    },
  },
  { key: 'company_national_id', title: 'National ID', nowrap: true, render: (request) => shownText(request.company_national_id, '') },
  {
    key: 'contact',
    title: 'Contact',
    render: (request) => <CellStack primary={breakableEmail(shownText(request.user?.email, ''))} secondary={shownText(request.user?.mobile_number, '')} />,
  },
  { key: 'sector', title: 'Sector', render: (request) => shownText(request.company_sector?.name_en, '') },
  dateColumn<KybRequest>('updated_at', 'Updated', (request) => request.updated_at),
  waitingColumn<KybRequest>((request) => kybStatus(request) === 'pending', (request) => firstDate(request.updated_at, request.created_at)),
  {
    key: 'status',
    title: 'Status',
    nowrap: true,
    render: (request) => {
      const status = kybStatus(request);
      return <StatusBadge tone={KYB_STATUS_TONE[status]}>{KYB_STATUS_LABEL[status]}</StatusBadge>;
    },
  },
];

const detailPath = (request: KybRequest) => kybPaths.record(request.id);
const reviewLabel = (request: KybRequest) => `Review ${companyName(request)}`;
/** The record a Review link opens (prefetched on hover or focus), keyed by the id as the link carries it. */
const recordQuery = (row: KybRequest) => {
  const id = linkableId(row.id);
  return id === null ? null : kybRequestQuery(id);
};
const getRowId = (request: KybRequest) => request.id;

/** KYB verification (docs/product.md#kyb-list): the queue of company verification requests. */
export function KybListPage() {
  return (
    <ReviewListPage<KybRequest>
      title={KYB_LIST_TITLE}
      caption="KYB requests"
      searchLabel="Search KYB requests"
      searchPlaceholder="search by company name, email, mobile, or national ID"
      emptyTitle="No KYB Requests Found"
      errorMessage="Failed to load KYB requests. Please try again."
      columns={columns}
      detailPath={detailPath}
      reviewLabel={reviewLabel}
      getRowId={getRowId}
      exportName="kyb"
      load={fetchKybPage}
      listKey={kybKeys.list}
      recordQuery={recordQuery}
    />
  );
}
