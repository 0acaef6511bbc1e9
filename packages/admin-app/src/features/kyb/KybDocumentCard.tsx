import { DateText, DocumentCard, isSafeDocumentUrl, readDate } from '@admin-console/admin-ui';
import { skipToken } from '@tanstack/react-query';
import { useRemoteQuery } from '../../kernel/useRemote';
import { KYB_DOCUMENT_TITLES, type KybDocument } from './rules';
import { documentTitle } from '../review-shared/rules';
import { fetchKybDocumentUrl } from './api';
import { kybKeys } from './keys';

/**
 * One held KYB document. Its download_url when that is safe; otherwise the link comes from the
 * documents/{documentId} fallback call (docs/api/openapi.yaml, getKybDocumentLink), shown only when it is safe too.
 */
export function KybDocumentCard({ requestId, doc }: { requestId: string | number; doc: KybDocument }) {
  const direct = isSafeDocumentUrl(doc.download_url) ? (doc.download_url as string) : null;
  // An entry without an id cannot be asked for: it shows "Document unavailable".
  const docId = doc.id;
  const fallback = useRemoteQuery({
    queryKey: kybKeys.documentLink(requestId, docId ?? ''),
    queryFn: direct || docId === null ? skipToken : ({ signal }) => fetchKybDocumentUrl(requestId, docId, signal),
  });
  const url = direct ?? (fallback.isSuccess ? (fallback.data ?? null) : null);
  return (
    <DocumentCard
      title={documentTitle(doc.document_type, KYB_DOCUMENT_TITLES)}
      url={url}
      fileName={doc.file_name ?? undefined}
      uploadedAt={readDate(doc.uploaded_at) ? <DateText value={doc.uploaded_at} show="dateTime" /> : undefined}
      aria-busy={!direct && docId !== null && fallback.isPending ? true : undefined}
    />
  );
}
