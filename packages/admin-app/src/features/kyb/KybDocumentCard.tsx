import { DateText, DocumentCard, isSafeDocumentUrl, readDate } from '@admin-console/admin-ui';
import { queryOptions, skipToken, useQueries, useQueryClient } from '@tanstack/react-query';
import { KYB_DOCUMENT_TITLES, type KybDocument, type KybRequest } from './rules';
import { documentTitle } from '../review-shared/rules';
import { fetchKybDocumentUrl } from './api';
import { kybKeys } from './keys';

/** Where a held document is: its address once known (null: none, or not yet), and whether it is still being asked. */
export interface KybDocumentLink {
  url: string | null;
  pending: boolean;
}

/**
 * The address of each held KYB document. Its download_url when that is safe; otherwise the link comes from the
 * documents/{documentId} fallback call (docs/api/openapi.yaml, getKybDocumentLink), used only when it is safe too.
 * An entry without an id cannot be asked for: it shows "Document unavailable".
 */
export function useKybDocumentLinks(request: KybRequest | undefined) {
  const client = useQueryClient();
  const documents = request?.documents ?? [];
  const direct = documents.map((doc) => (isSafeDocumentUrl(doc.download_url) ? (doc.download_url as string) : null));
  // An entry without an id is never asked; its key still names its place, so two of them never share one query.
  const ask = (requestId: KybRequest['id'], doc: KybDocument, index: number, skip: boolean) =>
    queryOptions({
      queryKey: kybKeys.documentLink(requestId, doc.id ?? `entry-${index}`),
      queryFn: skip ? skipToken : ({ signal }) => fetchKybDocumentUrl(requestId, doc.id!, signal),
    });
  const options = (doc: KybDocument, index: number) => ask(request?.id ?? '', doc, index, !!direct[index] || doc.id === null || !request);
  const asked = useQueries({ queries: documents.map(options) });
  const links: KybDocumentLink[] = documents.map((doc, index) => {
    const own = direct[index];
    if (own) return { url: own, pending: false };
    const answer = asked[index]!;
    return { url: answer.isSuccess && isSafeDocumentUrl(answer.data) ? answer.data : null, pending: doc.id !== null && answer.isPending };
  });
  /** Every address, once the links still being asked have answered (a failed or unsafe one is null). */
  const settle = () =>
    Promise.all(
      documents.map(async (doc, index) => {
        const own = direct[index];
        if (own || doc.id === null || !request) return own ?? null;
        // The link the card shows, if it came already (asked again, a signed link would differ from the one checked).
        const answer = await client.ensureQueryData(ask(request.id, doc, index, false)).catch(() => null);
        return isSafeDocumentUrl(answer) ? answer : null;
      }),
    );
  return { links, settle };
}

/** One held KYB document, at the address `useKybDocumentLinks` found; `loadError`: what its file answered, if it failed. */
export function KybDocumentCard({ doc, link, loadError }: { doc: KybDocument; link: KybDocumentLink; loadError?: { status?: string } }) {
  return (
    <DocumentCard
      title={documentTitle(doc.document_type, KYB_DOCUMENT_TITLES)}
      url={link.url}
      loadError={loadError}
      fileName={doc.file_name ?? undefined}
      uploadedAt={readDate(doc.uploaded_at) ? <DateText value={doc.uploaded_at} show="dateTime" /> : undefined}
      aria-busy={link.pending || undefined}
    />
  );
}
