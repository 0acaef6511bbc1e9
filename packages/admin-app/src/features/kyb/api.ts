import { kybPaths } from './paths';
import { reviewSource, SEARCHED_QUEUE } from '../review-shared/reviewSource';
import { firstDate } from '../review-shared/listColumns';
import { normaliseKybRequest, type DocumentStatus, type KybRequest } from './rules';
import { kybKeys } from './keys';
import { http } from '../../platform/http';
import { fetchReviewPage, type ReviewListQuery } from '../review-shared/api';
import { isRecord, MalformedResponseError, readPath, unwrapObject } from '../../platform/unwrap';
import { idSegment } from '../../kernel/recordPath';
import type { RemoteQuery } from '../../kernel/useRemote';
import { apiPath, type RequestBody, type ResponseBody, type Schema, type Untrusted } from '../../api/contract';

/** A request as read: the contract's field names, each value checked by normaliseKybRequest. */
type RequestRecord = Untrusted<Schema<'KybRequest'>>;

/** One KYB request's review, as its page and a prefetch ask for it. */
export const kybRequestQuery = (id: string): RemoteQuery<KybRequest> => ({
  queryKey: kybKeys.record(id),
  queryFn: ({ signal }) => fetchKybRequest(id, signal),
});

/** GET /api/admin/kyb/requests (docs/api/openapi.yaml listKybRequests): one page of KYB requests. */
export const fetchKybPage = (query: ReviewListQuery, signal?: AbortSignal) =>
  fetchReviewPage({ path: apiPath('/api/admin/kyb/requests'), what: 'KYB list', read: normaliseKybRequest<RequestRecord> }, query, signal);

/** GET /api/admin/kyb/requests/{id}: the request at data. */
export async function fetchKybRequest(id: string, signal?: AbortSignal): Promise<KybRequest> {
  const { data } = await http.get<ResponseBody<'getKybRequest'>>(apiPath('/api/admin/kyb/requests/{id}', { id: idSegment(id) }), {
    signal,
  });
  // Every field checked (documents entry by entry): a malformed entry never crashes the review.
  return normaliseKybRequest(unwrapObject<RequestRecord>(data, ['data'], 'KYB request', { bare: true, has: ['id'] }));
}

/**
 * POST /api/admin/kyb/save-files/{id}: multipart, one field per document type (commercial_record,
 * authorization_letter, signed_terms_and_conditions). Returns data.document_status by type.
 */
export async function saveKybFiles(
  id: string | number,
  files: Partial<Record<keyof RequestBody<'saveKybFiles'> | (string & {}), File>>,
): Promise<Record<string, DocumentStatus>> {
  const form = new FormData();
  for (const [type, file] of Object.entries(files)) if (file) form.append(type, file, file.name);
  const { data } = await http.post<ResponseBody<'saveKybFiles'>>(apiPath('/api/admin/kyb/save-files/{id}', { id: idSegment(id) }), form);
  const status = readPath(data, ['data', 'document_status']) ?? readPath(data, ['document_status']);
  if (!isRecord(status)) throw new MalformedResponseError('KYB save files', data);
  const result: Record<string, DocumentStatus> = {};
  for (const [type, raw] of Object.entries(status)) {
    if (!isRecord(raw)) continue;
    const entry: Untrusted<Schema<'DocumentStatus'>> = raw;
    result[type] = {
      uploaded: entry.uploaded === true || entry.uploaded === 1 || entry.uploaded === 'true',
      file_name: typeof entry.file_name === 'string' ? entry.file_name : null,
    };
  }
  return result;
}

/** POST /api/admin/kyb/approve/{id}, no body. */
export async function approveKyb(id: string | number): Promise<void> {
  await http.post(apiPath('/api/admin/kyb/approve/{id}', { id: idSegment(id) }));
}

/** POST /api/admin/kyb/reject/{id} with the (already trimmed) reason as rejection_reason. */
export async function rejectKyb(id: string | number, reason: string): Promise<void> {
  const body: RequestBody<'rejectKyb'> = { rejection_reason: reason.trim() };
  await http.post(apiPath('/api/admin/kyb/reject/{id}', { id: idSegment(id) }), body);
}

const URL_PATHS = [
  ['data', 'download_url'],
  ['data', 'url'],
  ['data', 'data', 'download_url'],
  ['data', 'data', 'url'],
  ['download_url'],
  ['url'],
  ['data'],
];

/**
 * GET /api/admin/kyb/requests/{id}/documents/{documentId}: the fallback URL of a document, read
 * from data.download_url or data.url (also one level up or down, or data as a string). The caller
 * checks it is safe before showing it.
 */
export async function fetchKybDocumentUrl(id: string | number, documentId: string | number, signal?: AbortSignal): Promise<string> {
  const { data } = await http.get<ResponseBody<'getKybDocumentLink'>>(
    apiPath('/api/admin/kyb/requests/{id}/documents/{documentId}', { id: idSegment(id), documentId: idSegment(documentId) }),
    { signal },
  );
  for (const path of URL_PATHS) {
    const value = readPath(data, path);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  throw new MalformedResponseError('KYB document', data);
}

/** The KYB queue, as its list shows it and a review walks it (Previous / Next case). */
export const kybQueue = reviewSource<KybRequest, ReviewListQuery>({
  ...SEARCHED_QUEUE,
  keys: kybKeys,
  load: fetchKybPage,
  paths: kybPaths,
  recordQuery: kybRequestQuery,
  since: (request) => firstDate(request.updated_at, request.created_at),
});
