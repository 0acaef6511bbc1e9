import type { StatusTone } from './kyc';

/**
 * KYB review: pure display rules (SPEC.md sections 3, 4 and 5). No React, no HTTP.
 */

export interface KybDocument {
  id: number | string;
  document_type: string;
  file_name?: string | null;
  file_path?: string | null;
  download_url?: string | null;
  uploaded_at?: string | null;
}

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

export const KYB_STATUS_LABEL: Record<KybStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const KYB_STATUS_TONE: Record<KybStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The three documents a KYB request needs (SPEC.md section 3), in order; the keys are the multipart field names. */
export const KYB_DOCUMENT_TYPES = [
  { key: 'commercial_record', label: 'Commercial Record' },
  { key: 'authorization_letter', label: 'Authorization Letter' },
  { key: 'signed_terms_and_conditions', label: 'Signed Terms and Conditions' },
] as const;

export type KybDocumentType = (typeof KYB_DOCUMENT_TYPES)[number]['key'];

export const KYB_DOCUMENT_TITLES: Record<string, string> = Object.fromEntries(KYB_DOCUMENT_TYPES.map((t) => [t.key, t.label]));

export interface DocumentStatus {
  uploaded: boolean;
  file_name?: string | null;
}

/** The file name each required document is held under, from the request's documents. */
export function uploadedFromDocuments(documents: readonly KybDocument[] | null | undefined): Partial<Record<KybDocumentType, string>> {
  const uploaded: Partial<Record<KybDocumentType, string>> = {};
  for (const doc of documents ?? []) {
    const type = KYB_DOCUMENT_TYPES.find((t) => t.key === doc.document_type);
    if (type) uploaded[type.key] = doc.file_name?.trim() || fileNameOf(doc.file_path) || type.label;
  }
  return uploaded;
}

/**
 * The slots marked uploaded after Save Files: the ones before, updated from the response's
 * data.document_status (SPEC.md section 4: "saved, marked uploaded with the file name").
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

function fileNameOf(path: string | null | undefined): string {
  if (!path) return '';
  return path.slice(path.lastIndexOf('/') + 1);
}
