import { normaliseKybRequest, type DocumentStatus, type KybRequest } from './rules';
import { kybKeys } from './keys';
import { http } from '../../platform/http';
import { reviewListParams, REVIEW_PAGE_SIZE, type ReviewListQuery } from '../review-shared/api';
import { isRecord, MalformedResponseError, readPath, unwrapObject, unwrapPage, type Page } from '../../platform/unwrap';
import { idSegment } from '../../kernel/recordPath';
import type { RemoteQuery } from '../../kernel/useRemote';

/** One KYB request's review, as its page and a prefetch ask for it. */
export const kybRequestQuery = (id: string): RemoteQuery<KybRequest> => ({
  key: kybKeys.record(id),
  load: (signal) => fetchKybRequest(id, signal),
});

/** GET /api/admin/kyb/requests: one page of KYB requests (rows at data.data, totals beside them). */
export async function fetchKybPage(query: ReviewListQuery, signal?: AbortSignal): Promise<Page<KybRequest & Record<string, unknown>>> {
  const { data } = await http.get<unknown>('/api/admin/kyb/requests', { params: reviewListParams(query), signal });
  const page = unwrapPage(data, 'KYB list', REVIEW_PAGE_SIZE);
  return { ...page, rows: page.rows.map(normaliseKybRequest) };
}

/** GET /api/admin/kyb/requests/{id}: the request at data. */
export async function fetchKybRequest(id: string, signal?: AbortSignal): Promise<KybRequest> {
  const { data } = await http.get<unknown>(`/api/admin/kyb/requests/${idSegment(id)}`, { signal });
  // Every field checked (documents entry by entry): a malformed entry never crashes the review.
  return normaliseKybRequest(unwrapObject(data, ['data'], 'KYB request', { bare: true, has: ['id'] }));
}

/**
 * POST /api/admin/kyb/save-files/{id}: multipart, one field per document type (commercial_record,
 * authorization_letter, signed_terms_and_conditions). Returns data.document_status by type.
 */
export async function saveKybFiles(id: string | number, files: Partial<Record<string, File>>): Promise<Record<string, DocumentStatus>> {
  const form = new FormData();
  for (const [type, file] of Object.entries(files)) if (file) form.append(type, file, file.name);
  const { data } = await http.post<unknown>(`/api/admin/kyb/save-files/${idSegment(id)}`, form);
  const status = readPath(data, ['data', 'document_status']) ?? readPath(data, ['document_status']);
  if (!isRecord(status)) throw new MalformedResponseError('KYB save files', data);
  const result: Record<string, DocumentStatus> = {};
  for (const [type, entry] of Object.entries(status)) {
    if (!isRecord(entry)) continue;
    result[type] = {
      uploaded: entry.uploaded === true || entry.uploaded === 1 || entry.uploaded === 'true',
      file_name: typeof entry.file_name === 'string' ? entry.file_name : null,
    };
  }
  return result;
}

/** POST /api/admin/kyb/approve/{id}, no body. */
export async function approveKyb(id: string | number): Promise<void> {
  await http.post(`/api/admin/kyb/approve/${idSegment(id)}`);
}

/** POST /api/admin/kyb/reject/{id} with the (already trimmed) reason as rejection_reason. */
export async function rejectKyb(id: string | number, reason: string): Promise<void> {
  await http.post(`/api/admin/kyb/reject/${idSegment(id)}`, { rejection_reason: reason.trim() });
}

const URL_PATHS = [['data', 'download_url'], ['data', 'url'], ['data', 'data', 'download_url'], ['data', 'data', 'url'], ['download_url'], ['url'], ['data']];

/**
 * GET /api/admin/kyb/requests/{id}/documents/{documentId}: the fallback URL of a document, read
 * from data.download_url or data.url (also one level up or down, or data as a string). The caller
 * checks it is safe before showing it.
 */
export async function fetchKybDocumentUrl(id: string | number, documentId: string | number, signal?: AbortSignal): Promise<string> {
  const { data } = await http.get<unknown>(
    `/api/admin/kyb/requests/${idSegment(id)}/documents/${idSegment(documentId)}`,
    { signal },
  );
  for (const path of URL_PATHS) {
    const value = readPath(data, path);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  throw new MalformedResponseError('KYB document', data);
}
