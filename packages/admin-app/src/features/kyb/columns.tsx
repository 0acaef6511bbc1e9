import { CellStack, type DataColumn } from '@admin-console/admin-ui';
import { KYB_STATUS_LABEL, KYB_STATUS_TONE, kybCompanyName, kybStatus, type KybRequest } from './rules';
import { shownText } from '../../kernel/fields';
import {
  dateColumn,
  inLanguage,
  firstDate,
  ltrValue,
  perLanguage,
  statusColumn,
  waitingColumn,
  wholeLtrValue,
} from '../review-shared/listColumns';
import { currentLocale } from '../../platform/i18n/i18n';
import { t } from './messages';
import { t as shared } from '../review-shared/messages';
import type { ExportColumn } from '../../kernel/listExport';
import { idExport, statusExport, textExport, timestampExport } from '../review-shared/listColumns';

export const companyName = (request: KybRequest) => kybCompanyName(request, t('kyb.requestNumber', { id: String(request.id) }));

/**
 * Fits 1280 px beside the open sidebar without sideways scrolling: the Arabic name folds under the English
 * one and the mobile under the email, dates are days (the whole timestamp on hover), and a pending request
 * shows how long it has waited since its last change (its submission when it has none).
 */
export const kybColumns = perLanguage((): DataColumn<KybRequest>[] => [
  // Read through the safe reader: a value that is not text leaves the line empty, never "[object Object]".
  {
    key: 'company_name',
    title: t('kyb.columnCompany'),
    // Whole names, each on its line; the contact's email gives way (cut at its end) when the table is narrow.
    nowrap: true,
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
      <CellStack truncate primary={ltrValue(request.user?.email)} secondary={wholeLtrValue(request.user?.mobile_number)} />
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
  statusColumn<KybRequest>((request) => {
    const status = kybStatus(request);
    return { tone: KYB_STATUS_TONE[status], label: KYB_STATUS_LABEL[status] };
  }),
]);

/** Export CSV, for analysis (docs/product.md#list-export): one field a column, the id, ISO timestamps. */
export const kybExportColumns = perLanguage((): ExportColumn<KybRequest>[] => [
  idExport<KybRequest>(),
  textExport<KybRequest>(t('kyb.exportCompanyEn'), (request) => request.company_name_en),
  textExport<KybRequest>(t('kyb.exportCompanyAr'), (request) => request.company_name_ar),
  textExport<KybRequest>(t('kyb.companyNationalId'), (request) => request.company_national_id),
  textExport<KybRequest>(shared('review-shared.email'), (request) => request.user?.email),
  textExport<KybRequest>(shared('review-shared.mobile'), (request) => request.user?.mobile_number),
  textExport<KybRequest>(
    t('kyb.columnSector'),
    (request) => (currentLocale() === 'ar' && shownText(request.company_sector?.name_ar, '')) || request.company_sector?.name_en,
  ),
  statusExport<KybRequest>((request) => KYB_STATUS_LABEL[kybStatus(request)]),
  timestampExport<KybRequest>(shared('review-shared.exportUpdatedAt'), (request) => request.updated_at),
  timestampExport<KybRequest>(shared('review-shared.exportCreatedAt'), (request) => request.created_at),
]);
