/**
 * What the KYC, KYB and Cliq reviews share in their display rules: the review queue's status filter and
 * carried list query, and the documents of a record. No React, no HTTP.
 */
import { idField, isJsonRecord, textField, type JsonRecord } from '../../kernel/fields';
import type { Schema, Untrusted } from '../../api/contract';
import { liveTexts } from '../../kernel/liveTexts';
import { t } from './messages';

export interface KycDocument {
  /** null when the server sent none (the document is still shown, but cannot be fetched by id). */
  id: number | string | null;
  /** '' when the server sent none. */
  document_type: string;
  file_path?: string | null;
  download_url?: string | null;
  uploaded_at?: string | null;
  file_name?: string | null;
}

/** The list's status filter (docs/product.md#kyc-list), wire values. */
export const KYC_STATUS_FILTERS = [
  { value: 'all', label: () => t('review-shared.statusAll') },
  { value: 'pending', label: () => t('review-shared.statusPending') },
  { value: 'approved', label: () => t('review-shared.statusApproved') },
  { value: 'rejected', label: () => t('review-shared.statusRejected') },
] as const;

export type StatusTone = 'success' | 'warning' | 'error' | 'neutral';

/** Read when a title is shown (getters), so it follows the interface language. */
const KYC_DOCUMENT_TITLES: Record<string, string> = liveTexts({
  national_id_front: () => t('review-shared.nationalIdFront'),
  national_id_back: () => t('review-shared.nationalIdBack'),
  user_agreement: () => t('review-shared.userAgreement'),
});

/**
 * "national_id_front" -> "National ID (front)"; unknown types -> words with capitals; a missing or
 * unreadable type (anything but a non-empty string) -> "Document".
 */
export function documentTitle(type: unknown, titles: Record<string, string> = KYC_DOCUMENT_TITLES): string {
  if (typeof type !== 'string') return t('review-shared.document');
  const known = Object.hasOwn(titles, type) ? titles[type] : undefined;
  const words = type
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return known ?? (words || t('review-shared.document'));
}

/** The parts of a person's name as the server sends them, in order (a KYC user, a Cliq account's user). */
export const NAME_FIELDS = ['first_name', 'second_name', 'third_name', 'family_name'] as const;

/** Joins the non-empty, trimmed parts with single spaces ('' when none). */
export function joinName(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * A record as the screens read it (docs/product.md#unreadable-answers): its id an id ('' when it has none), each of
 * `textFields` a string or null, its other fields as sent (the caller checks those it reads).
 */
export function readFields(record: JsonRecord, textFields: readonly string[]): JsonRecord {
  const out: JsonRecord = { ...record, id: idField(record.id) ?? '' };
  for (const key of textFields) out[key] = textField(record[key]);
  return out;
}

/** The last segment of a file path ('' when there is none). */
export function fileNameOf(path: unknown): string {
  if (typeof path !== 'string') return '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/** One document entry, its fields checked: the text fields are strings or null, the type '' when missing. */
export function normaliseDocument(doc: Untrusted<Schema<'Document'>>): KycDocument {
  return {
    id: idField(doc.id),
    document_type: textField(doc.document_type) ?? '',
    file_path: textField(doc.file_path),
    file_name: textField(doc.file_name),
    download_url: textField(doc.download_url),
    uploaded_at: textField(doc.uploaded_at),
  };
}

/** A record's documents: entries that are not objects are dropped, the others checked field by field. */
export function normaliseDocuments(value: unknown): KycDocument[] {
  return Array.isArray(value) ? value.filter(isJsonRecord).map(normaliseDocument) : [];
}

/**
 * The list's query string carried to a detail page and back (status, search, page and the walk's order only), so
 * the back link returns to the same filter and page, and Next keeps the order ("Start with the oldest"). Only these keys survive: the target path is
 * fixed by the caller, so nothing here can point elsewhere.
 */
export function listQuery(search: string): string {
  const source = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['status', 'search', 'page', 'order']) {
    const value = source.get(key);
    if (value !== null && value !== '') kept.set(key, value);
  }
  return kept.toString();
}
