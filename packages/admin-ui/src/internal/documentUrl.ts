/**
 * URL safety for server-supplied document links (docs/product.md#safe-links: only http(s) or same-origin).
 *
 * Accepted: absolute `http:`/`https:` URLs, and same-origin paths starting with a single `/`.
 * Refused: every other scheme (`javascript:`, `data:`, `vbscript:`, `file:`, and `blob:` too: a blob URL
 * is never a server document and can carry same-origin HTML), protocol-relative `//host` and its
 * backslash variants (`/\host`, which URL parsers treat as `//host`), bare relative paths (`docs/x.pdf`:
 * their meaning depends on the current page), URLs with credentials (`https://trusted@evil.example`), and
 * any string with control characters or surrounding whitespace (" javascript:", "java\tscript:"), which
 * browsers silently strip before parsing.
 */
// Control characters (C0, DEL, C1) anywhere, or whitespace at either end.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]|^\s|\s$/;

export function isSafeDocumentUrl(
  url: string | null | undefined,
  origin: string = typeof window === 'undefined' ? '' : window.location.origin,
): boolean {
  if (typeof url !== 'string' || url === '' || UNSAFE_CHARACTERS.test(url)) return false;

  if (url.startsWith('/')) {
    if (url.startsWith('//') || url.startsWith('/\\')) return false;
    if (!origin || origin === 'null') return false;
    try {
      const parsed = new URL(url, origin);
      return parsed.origin === origin && parsed.username === '' && parsed.password === '';
    } catch {
      return false;
    }
  }

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false; // not absolute
  }
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.username === '' && parsed.password === '';
}

export type DocumentKind = 'image' | 'pdf' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'avif']);

function extensionOf(value: string | null | undefined): string {
  if (!value) return '';
  // Ignore query and fragment: /files/id.png?sig=... is a PNG.
  const path = value.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The kind of a document from its file name, else its URL: image, pdf, or other. */
export function documentKind(fileName?: string | null, url?: string | null): DocumentKind {
  const extension = extensionOf(fileName) || extensionOf(url);
  if (extension === 'pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return 'other';
}
