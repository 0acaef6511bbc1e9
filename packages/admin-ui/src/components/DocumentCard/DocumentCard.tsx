import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { ImageViewer } from '../ImageViewer';
import { shownFileName } from '../../internal/fileNameText';
import {
  Card,
  FileBlock,
  FileName,
  FileText,
  Header,
  Heading,
  Meta,
  OpenLink,
  PdfFrame,
  Thumb,
  ThumbHint,
  Title,
  Unavailable,
} from './DocumentCard.styles';
import { documentKind, isSafeDocumentUrl, type DocumentKind } from '../../internal/documentUrl';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface DocumentCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The document type, e.g. "National ID (front)". Names the card, the thumbnail button and the viewer. */
  title: string;
  /** When it was uploaded, already formatted (or a <time>). Shown as "Uploaded {uploadedAt}". */
  uploadedAt?: ReactNode;
  /** The server's URL. Only http(s) or same-origin paths are rendered (`isSafeDocumentUrl`). */
  url?: string | null;
  /** Default: derived from `fileName`, else from the URL's path. */
  kind?: DocumentKind;
  /** The file's name, e.g. "national-id-front.png": shown on the card, and it tells a PDF from an image. */
  fileName?: string | null;
  /** e.g. a StatusBadge. */
  status?: ReactNode;
  /** Opens the image yourself instead of the built-in ImageViewer. */
  onOpenImage?: () => void;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The name of a PDF's preview in the page. Default "{title}, preview". */
  pdfPreviewLabel?: (title: string) => string;
  /** Said in the preview's place when the browser cannot show PDFs. Default: the locale's ("This browser cannot show the PDF here: open it below."). */
  pdfUnavailableText?: string;
  /**
   * The file answered with an error when the screen checked it (e.g. `{ status: '404 Not Found' }`; no
   * status: no answer at all). The card then says so ("The file could not be loaded (404 Not Found).")
   * in the preview's place, never that the browser cannot show it, and keeps the link to try again.
   */
  loadError?: { status?: string } | null;
}

const ExternalIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M11 3h6v6M17 3l-8 8M14 11v5H4V6h5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
  </svg>
);
const ZoomIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      d="M8.5 3.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM12.3 12.3L17 17"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
    />
  </svg>
);
const DocIcon = ({ label }: { label?: string }) => (
  <svg viewBox="0 0 28 28" aria-hidden="true" focusable="false">
    <path d="M6 2.5h11l5 5v18H6z M17 2.5v5h5" stroke="currentColor" strokeWidth="1.5" fill="none" />
    {label && (
      <text x="14" y="21" textAnchor="middle" fontSize="6.5" fontWeight="700" fill="currentColor">
        {label}
      </text>
    )}
  </svg>
);
const UnavailableIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="7.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
    <path d="M4.8 4.8l10.4 10.4" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/**
 * One uploaded document (KYC/KYB review): its type, upload date, status, and a way to see it.
 * Images show a thumbnail button ("View {title}") that opens the ImageViewer full size; a PDF is shown
 * in the card (an `<object>` of the same URL; the card then spans its grid's width), and PDFs and other
 * files get a link that opens in a new tab (`rel="noopener noreferrer"`). The element that opens or
 * shows the document carries `data-document-open` (a screen's "open the first document" key finds it). A URL that is not http(s) or a
 * same-origin path (javascript:, data:, //host…) is never rendered: the card says "Document unavailable".
 * Links are plain anchors on purpose: they leave the app, so they do not go through the LinkProvider.
 *
 * ```tsx
 * <DocumentCard title="National ID (front)" url={doc.download_url} uploadedAt={formatDate(doc.uploaded_at)} />
 * ```
 */
export function DocumentCard({
  title,
  uploadedAt,
  url,
  kind,
  fileName,
  status,
  onOpenImage,
  headingLevel = 3,
  pdfPreviewLabel: pdfPreviewLabelProp,
  pdfUnavailableText: pdfUnavailableTextProp,
  loadError,
  ...rest
}: DocumentCardProps) {
  const m = useAdminLocale().messages;
  const pdfPreviewLabel = pdfPreviewLabelProp ?? m.pdfPreview;
  const pdfUnavailableText = pdfUnavailableTextProp ?? m.pdfUnavailable;
  const titleId = useId();
  const safeUrl = isSafeDocumentUrl(url) ? (url as string) : null;
  // Remember WHICH url failed, so a new url gets a fresh try without an effect.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const thumbFailed = safeUrl !== null && failedUrl === safeUrl;
  const resolvedKind = kind ?? documentKind(fileName, url);
  // A name from the server: its bidi controls are made visible, so an override cannot disguise it.
  const shownName = fileName ? shownFileName(fileName) : '';

  // The file itself, opened in a new tab: its icon, name and link (after a note, e.g. that its preview did not load).
  const action = resolvedKind === 'pdf' ? m.openPdf : resolvedKind === 'image' ? m.openImage : m.openFile;
  const fileBlock = (note: ReactNode) => (
    <FileBlock>
      <DocIcon label={resolvedKind === 'pdf' ? 'PDF' : undefined} />
      <FileText>
        {note && <FileName>{note}</FileName>}
        {shownName && <FileName dir="auto">{shownName}</FileName>}
        {/* The name says where it opens; aria-label keeps the spacing exact in every engine. */}
        <OpenLink href={safeUrl ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={m.opensInNewTab(action)}>
          {action}
          <ExternalIcon />
        </OpenLink>
      </FileText>
    </FileBlock>
  );

  let body: ReactNode;
  if (!safeUrl) {
    body = (
      <Unavailable>
        <UnavailableIcon />
        {m.documentUnavailable}
      </Unavailable>
    );
  } else if (loadError) {
    // The file is missing or refused: say what failed, and keep the link (it may load on a second try).
    body = (
      <>
        <Unavailable data-load-error="">
          <UnavailableIcon />
          {m.fileNotLoaded(loadError.status)}
        </Unavailable>
        {fileBlock(null)}
      </>
    );
  } else if (resolvedKind === 'image' && !thumbFailed) {
    const thumb = (
      <Thumb type="button" data-document-open="" aria-haspopup="dialog" aria-label={m.viewDocument(title)} onClick={onOpenImage}>
        <img src={safeUrl} alt="" loading="lazy" decoding="async" onError={() => setFailedUrl(safeUrl)} />
        <ThumbHint data-thumb-hint="" aria-hidden="true">
          <ZoomIcon />
          {m.view}
        </ThumbHint>
      </Thumb>
    );
    body = (
      <>
        {/* The built-in viewer opens from the thumbnail, and focus returns to it on close. */}
        {onOpenImage ? thumb : <ImageViewer trigger={thumb} src={safeUrl} title={title} />}
        {shownName && <FileName dir="auto">{shownName}</FileName>}
      </>
    );
  } else {
    // A PDF, another file, or an image whose preview did not load: offer the file itself in a new tab.
    const isPdf = resolvedKind === 'pdf';
    body = (
      <>
        {/* A PDF is shown in the page itself, beside the case's data; the link below still opens the original. */}
        {isPdf && (
          <PdfFrame data-document-open="" tabIndex={-1} role="group" aria-label={pdfPreviewLabel(title)}>
            <object data={safeUrl} type="application/pdf" aria-label={title}>
              <FileName>{pdfUnavailableText}</FileName>
            </object>
          </PdfFrame>
        )}
        {fileBlock(resolvedKind === 'image' ? m.previewUnavailable : null)}
      </>
    );
  }

  return (
    <Card aria-labelledby={titleId} data-wide={safeUrl && resolvedKind === 'pdf' ? 'true' : undefined} {...rest}>
      <Header>
        <Heading>
          <Title as={`h${headingLevel}`} id={titleId} dir="auto">
            {title}
          </Title>
          {uploadedAt !== undefined && uploadedAt !== null && uploadedAt !== '' && (
            <Meta>
              {m.uploadedOn} {uploadedAt}
            </Meta>
          )}
        </Heading>
        {status}
      </Header>
      {body}
    </Card>
  );
}
