import { scriptLang, StatusBadge, type DataColumn } from '@admin-console/admin-ui';
import { shownText } from '../../kernel/fields';
import { KYC_LIST_LABEL, KYC_STATUS_TONE, kycNameEn, kycNameAr, kycStatus, type KycUser } from './rules';
import { formatDateOrNA } from '../review-shared/rules';
import { recordPath } from '../../kernel/recordPath';
import { fetchKycPage } from './api';
import { ReviewListPage } from '../review-shared/ReviewListPage';

/** The name in English, else in Arabic (dir="auto" on every cell keeps Arabic right to left). */
const displayName = (user: KycUser) => kycNameEn(user) || kycNameAr(user) || `User ${user.id}`;

const columns: DataColumn<KycUser>[] = [
  // An Arabic name is marked lang="ar" (the list mixes English and Arabic names).
  { key: 'name', title: 'Name', render: displayName, lang: (user) => scriptLang(displayName(user)) },
  // Read through the safe reader: a value that is not text leaves the cell empty, never "[object Object]".
  { key: 'email', title: 'Email', render: (user) => shownText(user.email, '') },
  { key: 'mobile_number', title: 'Mobile', render: (user) => shownText(user.mobile_number, '') },
  { key: 'national_id', title: 'National ID', render: (user) => shownText(user.national_id, '') },
  { key: 'updated_at', title: 'Updated At', render: (user) => formatDateOrNA(user.updated_at) },
  {
    key: 'status',
    title: 'Status',
    render: (user) => {
      const status = kycStatus(user);
      return <StatusBadge tone={KYC_STATUS_TONE[status]}>{KYC_LIST_LABEL[status]}</StatusBadge>;
    },
  },
];

const detailPath = (user: KycUser) => recordPath('/verification', user.id);
const reviewLabel = (user: KycUser) => `Review ${displayName(user)}`;
const getRowId = (user: KycUser) => user.id;

/** KYC Verification (docs/product.md#kyc-list): the queue of individual users' identity checks. */
export function KycListPage() {
  return (
    <ReviewListPage<KycUser>
      title="KYC Verification"
      caption="KYC verifications"
      searchLabel="Search KYC verifications"
      searchPlaceholder="search by name, email, ID or mobile"
      emptyTitle="No KYC Verifications Found"
      errorMessage="Failed to load KYC verifications. Please try again."
      columns={columns}
      detailPath={detailPath}
      reviewLabel={reviewLabel}
      getRowId={getRowId}
      load={fetchKycPage}
    />
  );
}
