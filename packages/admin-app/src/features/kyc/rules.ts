import { isSafeDocumentUrl } from '@admin-console/admin-ui';
import { apiBaseUrl } from '../../platform/config';
import { flagField, truthy, type JsonRecord } from '../../kernel/fields';
import { joinName, NAME_FIELDS, normaliseDocuments, readFields, type KycDocument, type StatusTone } from '../review-shared/rules';
import type { Schema, Untrusted } from '../../api/contract';
import { liveTexts } from '../../kernel/liveTexts';
import { t } from './messages';

/**
 * KYC review: pure display rules (docs/product.md#kyc). No React, no HTTP.
 */

export interface KycUser {
  id: number | string;
  first_name?: string | null;
  second_name?: string | null;
  third_name?: string | null;
  family_name?: string | null;
  first_name_ar?: string | null;
  second_name_ar?: string | null;
  third_name_ar?: string | null;
  family_name_ar?: string | null;
  email?: string | null;
  mobile_number?: string | null;
  national_id?: string | null;
  kyc_initiated?: boolean | number | null;
  kyc_verified?: boolean | number | null;
  /** Not in the contract's record; a backend that reports rejections this way is read (see kycStatus). */
  kyc_status?: string | null;
  status?: string | null;
  updated_at?: string | null;
  documents?: KycDocument[] | null;
}

export type KycStatus = 'approved' | 'pending' | 'rejected' | 'not_initiated';

/**
 * KYC status (docs/product.md#kyc-status): kyc_verified is Approved; initiated but not verified is Pending; otherwise Not
 * Initiated. The record has no rejected flag; when the server says so (`kyc_status` or `status` is
 * "rejected"), that is shown rather than folding a rejection into Not Initiated.
 */
export function kycStatus(user: Pick<KycUser, 'kyc_verified' | 'kyc_initiated' | 'kyc_status' | 'status'>): KycStatus {
  if (truthy(user.kyc_verified)) return 'approved';
  const said = (user.kyc_status ?? user.status ?? '').toString().toLowerCase();
  if (said === 'rejected') return 'rejected';
  if (truthy(user.kyc_initiated)) return 'pending';
  return 'not_initiated';
}

/** The KYC statuses' words, read when shown (so in the interface language); the list and the detail say "approved" differently. */
const kycStatusLabels = (approved: () => string) =>
  liveTexts<KycStatus>({
    approved,
    pending: () => t('kyc.statusPending'),
    rejected: () => t('kyc.statusRejected'),
    not_initiated: () => t('kyc.statusNotInitiated'),
  });

/** The list's Status column. */
export const KYC_LIST_LABEL: Record<KycStatus, string> = kycStatusLabels(() => t('kyc.statusApproved'));

/** The detail's KYC status (docs/product.md#kyc-status: Verified, Pending, Not Initiated). */
export const KYC_DETAIL_LABEL: Record<KycStatus, string> = kycStatusLabels(() => t('kyc.statusVerified'));

export const KYC_STATUS_TONE: Record<KycStatus, StatusTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
  not_initiated: 'neutral',
};

export { joinName };

export function kycNameEn(user: KycUser): string {
  return joinName(NAME_FIELDS.map((key) => user[key]));
}

export function kycNameAr(user: KycUser): string {
  return joinName([user.first_name_ar, user.second_name_ar, user.third_name_ar, user.family_name_ar]);
}

/** Where documents stored by path are served when the server gives no download_url (docs/product.md#opening-documents). */
export const STORAGE_BASE_URL = `${apiBaseUrl}/storage`;

/**
 * The storage URL of a file_path, or null when the path is not a plain relative path (a scheme,
 * `..`, backslashes or control characters are refused rather than resolved).
 */
export function storageUrl(filePath: string | null | undefined, base: string = STORAGE_BASE_URL): string | null {
  if (typeof filePath !== 'string') return null;
  const path = filePath.trim().replace(/^\/+/, '');
  // eslint-disable-next-line no-control-regex
  if (path === '' || /[\u0000-\u001f\u007f\\]|^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return `${base}/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * The URL a document is shown from: its download_url when that is safe (http(s) or a same-origin
 * path), else the storage-path fallback built from file_path when that is safe, else null.
 */
export function documentUrl(
  doc: Pick<KycDocument, 'download_url' | 'file_path'>,
  { base = STORAGE_BASE_URL, origin }: { base?: string; origin?: string } = {},
): string | null {
  const safe = (url: string | null | undefined) => (origin === undefined ? isSafeDocumentUrl(url) : isSafeDocumentUrl(url, origin));
  if (typeof doc.download_url === 'string' && doc.download_url !== '' && safe(doc.download_url)) return doc.download_url;
  const fallback = storageUrl(doc.file_path, base);
  return fallback !== null && safe(fallback) ? fallback : null;
}

/** How a document opens (DocumentCard `kind`): the ID sides are images, the agreement a PDF (docs/product.md#opening-documents). */
const KYC_DOCUMENT_KINDS: Record<string, 'image' | 'pdf'> = {
  national_id_front: 'image',
  national_id_back: 'image',
  user_agreement: 'pdf',
};

/** The kind of a KYC document by its type, or undefined (DocumentCard then guesses from the file name). */
export function kycDocumentKind(type: unknown): 'image' | 'pdf' | undefined {
  return typeof type === 'string' && Object.hasOwn(KYC_DOCUMENT_KINDS, type) ? KYC_DOCUMENT_KINDS[type] : undefined;
}

// --- Reading server records (docs/product.md#unreadable-answers: tolerant, never a crash) ---

const KYC_TEXT_FIELDS = [
  ...NAME_FIELDS,
  'first_name_ar',
  'second_name_ar',
  'third_name_ar',
  'family_name_ar',
  'email',
  'mobile_number',
  'national_id',
  'kyc_status',
  'status',
  'updated_at',
] as const satisfies readonly (keyof Schema<'KycUser'>)[];

/** A KYC user as the screens read it: text fields are strings or null, flags are flags, documents checked. */
export function normaliseKycUser<T extends Untrusted<Schema<'KycUser'>>>(user: T): KycUser & T & JsonRecord {
  const out = readFields(user, KYC_TEXT_FIELDS);
  out.kyc_initiated = flagField(user.kyc_initiated);
  out.kyc_verified = flagField(user.kyc_verified);
  out.documents = normaliseDocuments(user.documents);
  return out as KycUser & T & JsonRecord;
}
