import { scriptLang, StatusBadge, type DataColumn } from '@admin-console/admin-ui';
import { KYB_STATUS_LABEL, KYB_STATUS_TONE, kybCompanyName, kybStatus, type KybRequest } from './rules';
import { shownText } from '../../kernel/fields';
import { formatDateOrNA } from '../review-shared/rules';
import { recordPath } from '../../kernel/recordPath';
import { fetchKybPage } from './api';
import { ReviewListPage } from '../review-shared/ReviewListPage';

const companyName = (request: KybRequest) => kybCompanyName(request, `Request ${request.id}`);

const columns: DataColumn<KybRequest>[] = [
  // Read through the safe reader: a value that is not text leaves the cell empty, never "[object Object]".
  {
    key: 'company_name_en',
    title: 'Company Name (EN)',
    render: (request) => shownText(request.company_name_en, ''),
    lang: (request) => scriptLang(request.company_name_en),
  },
  {
    key: 'company_name_ar',
    title: 'Company Name (AR)',
    render: (request) => shownText(request.company_name_ar, ''),
    lang: (request) => scriptLang(request.company_name_ar),
  },
  { key: 'company_national_id', title: 'National ID', render: (request) => shownText(request.company_national_id, '') },
  { key: 'email', title: 'Email', render: (request) => shownText(request.user?.email, '') },
  { key: 'mobile', title: 'Mobile', render: (request) => shownText(request.user?.mobile_number, '') },
  { key: 'sector', title: 'Sector', render: (request) => shownText(request.company_sector?.name_en, '') },
  { key: 'updated_at', title: 'Updated At', render: (request) => formatDateOrNA(request.updated_at) },
  {
    key: 'status',
    title: 'Status',
    render: (request) => {
      const status = kybStatus(request);
      return <StatusBadge tone={KYB_STATUS_TONE[status]}>{KYB_STATUS_LABEL[status]}</StatusBadge>;
    },
  },
];

const detailPath = (request: KybRequest) => recordPath('/kyb-verification', request.id);
const reviewLabel = (request: KybRequest) => `Review ${companyName(request)}`;
const getRowId = (request: KybRequest) => request.id;

/** KYB Verification (docs/product.md#kyb-list): the queue of company verification requests. */
export function KybListPage() {
  return (
    <ReviewListPage<KybRequest>
      title="KYB Verification"
      caption="KYB requests"
      searchLabel="Search KYB requests"
      searchPlaceholder="search by company name, email, mobile, or national ID"
      emptyTitle="No KYB Requests Found"
      errorMessage="Failed to load KYB requests. Please try again."
      columns={columns}
      detailPath={detailPath}
      reviewLabel={reviewLabel}
      getRowId={getRowId}
      load={fetchKybPage}
    />
  );
}
