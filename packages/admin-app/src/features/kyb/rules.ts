import type { UploadRules } from '@admin-console/admin-ui';
import { flagField, isJsonRecord, textField } from '../../kernel/fields';
import { fileNameOf, normaliseDocuments, readFields, type KycDocument, type StatusTone } from '../review-shared/rules';
import type { Schema, Untrusted } from '../../api/contract';
import { liveTexts } from '../../kernel/liveTexts';
import { t } from './messages';

/**
 * KYB review: pure display rules (docs/product.md#kyb). No React, no HTTP.
 */

/** Same shape as a KYC document (id null when the server sent none). */
export type KybDocument = KycDocument;

export interface KybRequest {
  id: number | string;
  company_name_en?: string | null;
  company_name_ar?: string | null;
  company_national_id?: string | null;
  company_sector?: { name_en?: string | null; name_ar?: string | null } | null;
  status?: string | null;
  user?: { email?: string | null; mobile_number?: string | null; kyc_verified?: boolean | number | null } | null;
  created_at?: string | null;
  updated_at?: string | null;
  documents?: KybDocument[] | null;
}

export type KybStatus = 'pending' | 'approved' | 'rejected';

/** The status of a request; anything the product does not know is read as pending review. */
export function kybStatus(request: Pick<KybRequest, 'status'>): KybStatus {
  const status = (request.status ?? '').toString().trim().toLowerCase();
  return status === 'approved' || status === 'rejected' ? status : 'pending';
}

/** Read when shown (getters), so it follows the interface language. */
export const KYB_STATUS_LABEL: Record<KybStatus, string> = liveTexts<KybStatus>({
  pending: () => t('kyb.statusPending'),
  approved: () => t('kyb.statusApproved'),
  rejected: () => t('kyb.statusRejected'),
});

export const KYB_STATUS_TONE: Record<KybStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** The three documents a KYB request needs (docs/product.md#kyb-uploads), in order; the keys are the multipart field names. */
export const KYB_DOCUMENT_TYPES = [
  {
    key: 'commercial_record',
    get label() {
      return t('kyb.commercialRecord');
    },
  },
  {
    key: 'authorization_letter',
    get label() {
      return t('kyb.authorizationLetter');
    },
  },
  {
    key: 'signed_terms_and_conditions',
    get label() {
      return t('kyb.signedTerms');
    },
  },
] as const;

export type KybDocumentType = (typeof KYB_DOCUMENT_TYPES)[number]['key'];

/**
 * What a KYB document may be (docs/product.md#upload-checks): at most 10 MB (exactly 10 MB is accepted);
 * PDF, JPG/JPEG or PNG, its content matching its name. The upload slots word their hint and refusals from these.
 */
export const KYB_UPLOAD_RULES: UploadRules = Object.freeze({
  maxBytes: 10 * 1024 * 1024,
  accept: Object.freeze(['pdf', 'jpg', 'jpeg', 'png']),
});

/** The title of each required document by its type, read when shown. */
export const KYB_DOCUMENT_TITLES: Record<string, string> = Object.defineProperties(
  {},
  Object.fromEntries(KYB_DOCUMENT_TYPES.map((type) => [type.key, { get: () => type.label, enumerable: true }])),
);

export interface DocumentStatus {
  uploaded: boolean;
  file_name?: string | null;
}

/** The file name each required document is held under, from the request's documents. */
export function uploadedFromDocuments(documents: readonly KybDocument[] | null | undefined): Partial<Record<KybDocumentType, string>> {
  const uploaded: Partial<Record<KybDocumentType, string>> = {};
  for (const doc of documents ?? []) {
    const type = KYB_DOCUMENT_TYPES.find((t) => t.key === doc.document_type);
    if (type) uploaded[type.key] = textField(doc.file_name)?.trim() || fileNameOf(doc.file_path) || type.label;
  }
  return uploaded;
}

/**
 * The slots marked uploaded after Save files: the ones before, updated from the response's
 * data.document_status (docs/product.md#kyb-uploads: saved, marked uploaded with the file name).
 * `sent` names the file sent for each type, used when the server omits the file name.
 */
export function mergeDocumentStatus(
  before: Partial<Record<KybDocumentType, string>>,
  status: Record<string, DocumentStatus | undefined>,
  sent: Partial<Record<string, string>> = {},
): Partial<Record<KybDocumentType, string>> {
  const next = { ...before };
  for (const { key, label } of KYB_DOCUMENT_TYPES) {
    const entry = status[key];
    if (entry?.uploaded) next[key] = entry.file_name?.trim() || sent[key] || before[key] || label;
  }
  return next;
}

/**
 * Said in the Approve/Reject dialogs when files are selected but not saved: deciding leaves the
 * page, and those files are not sent ('' when there are none).
 */
export function unsavedFilesWarning(selected: number): string {
  if (selected <= 0) return '';
  return t('kyb.unsavedFiles', { count: selected });
}

/** The names of the files chosen and not yet saved, by document type (what a draft can keep of them). */
export type ChosenFileNames = Record<string, string>;

/** Chosen file names read back from a draft: the known document types with a non-empty name; null when none. */
export function readChosenFileNames(raw: unknown): ChosenFileNames | null {
  if (!isJsonRecord(raw)) return null;
  const names: ChosenFileNames = {};
  for (const { key } of KYB_DOCUMENT_TYPES) {
    const name = textField(raw[key]);
    if (name && name.trim() !== '') names[key] = name;
  }
  return Object.keys(names).length > 0 ? names : null;
}

export function sameChosenFileNames(a: ChosenFileNames, b: ChosenFileNames): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** The name a request is shown by: the English company name, else the Arabic one, else `fallback`. */
export function kybCompanyName(request: Pick<KybRequest, 'company_name_en' | 'company_name_ar'>, fallback: string): string {
  return textField(request.company_name_en)?.trim() || textField(request.company_name_ar)?.trim() || fallback;
}

const KYB_TEXT_FIELDS = [
  'company_name_en',
  'company_name_ar',
  'company_national_id',
  'status',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Schema<'KybRequest'>)[];

/**
 * A KYB request as the screens read it (docs/product.md#unreadable-answers): text fields are strings or
 * null, the sector and user are objects of strings or null, documents are checked one by one.
 */
export function normaliseKybRequest<T extends Untrusted<Schema<'KybRequest'>>>(request: T): KybRequest & T & Record<string, unknown> {
  const out = readFields(request, KYB_TEXT_FIELDS);
  const sector = request.company_sector;
  out.company_sector = isJsonRecord(sector) ? { name_en: textField(sector.name_en), name_ar: textField(sector.name_ar) } : null;
  const user = request.user;
  out.user = isJsonRecord(user)
    ? { email: textField(user.email), mobile_number: textField(user.mobile_number), kyc_verified: flagField(user.kyc_verified) }
    : null;
  out.documents = normaliseDocuments(request.documents);
  return out as KybRequest & T & Record<string, unknown>;
}
