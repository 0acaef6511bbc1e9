import { CellStack, type DataColumn } from '@admin-console/admin-ui';
import { shownText } from '../../kernel/fields';
import { KYC_LIST_LABEL, KYC_STATUS_TONE, kycNameEn, kycNameAr, kycStatus, type KycUser } from './rules';
import { dateColumn, ltrValue, inLanguage, perLanguage, statusColumn, waitingColumn } from '../review-shared/listColumns';
import { t } from './messages';
import { t as shared } from '../review-shared/messages';
import type { ExportColumn } from '../../kernel/listExport';
import { idExport, statusExport, textExport, timestampExport } from '../review-shared/listColumns';

/** The name in English, else in Arabic (dir="auto" on every cell keeps Arabic right to left). */
export const displayName = (user: KycUser) => kycNameEn(user) || kycNameAr(user) || t('kyc.userNumber', { id: String(user.id) });

/**
 * Fits 1024 px and up beside the open sidebar without sideways scrolling: the email folds under the name and the
 * national ID under the mobile, dates are days (the whole timestamp on hover), and a pending case shows how long
 * it has waited.
 */
export const kycColumns = perLanguage((): DataColumn<KycUser>[] => [
  // Read through the safe reader: a value that is not text leaves the line empty, never "[object Object]".
  {
    key: 'name',
    title: t('kyc.columnName'),
    render: (user) => <CellStack truncate primary={inLanguage(displayName(user))} secondary={ltrValue(user.email)} />,
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
  statusColumn<KycUser>((user) => {
    const status = kycStatus(user);
    return { tone: KYC_STATUS_TONE[status], label: KYC_LIST_LABEL[status] };
  }),
]);

/** Export CSV, for analysis (docs/product.md#list-export): one field a column, the id, ISO timestamps. */
export const kycExportColumns = perLanguage((): ExportColumn<KycUser>[] => [
  idExport<KycUser>(),
  textExport<KycUser>(t('kyc.exportNameEn'), kycNameEn),
  textExport<KycUser>(t('kyc.exportNameAr'), kycNameAr),
  textExport<KycUser>(shared('review-shared.email'), (user) => user.email),
  textExport<KycUser>(shared('review-shared.mobile'), (user) => user.mobile_number),
  textExport<KycUser>(shared('review-shared.nationalId'), (user) => user.national_id),
  statusExport<KycUser>((user) => KYC_LIST_LABEL[kycStatus(user)]),
  timestampExport<KycUser>(shared('review-shared.exportUpdatedAt'), (user) => user.updated_at),
]);
