import { describe, expect, it } from 'vitest';
import { documentKind, isSafeDocumentUrl } from './documentUrl';

const ORIGIN = 'https://admin.example.com';

describe('isSafeDocumentUrl', () => {
  it.each([
    'https://files.example.com/kyc/12/national_id_front.png',
    'http://localhost:8000/storage/kyc/front.jpg',
    'https://admin.example.com/storage/doc.pdf?signature=abc#page=2',
    '/storage/kyb/7/commercial_record.pdf',
    '/api/admin/kyb/requests/7/documents/3',
    '/storage/%2F%2Fevil.example/x.png',
  ])('accepts %s', (url) => {
    expect(isSafeDocumentUrl(url, ORIGIN)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['upper-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['leading space', ' javascript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['NUL prefix', '\u0000javascript:alert(1)'],
    ['trailing whitespace', 'https://files.example.com/a.png '],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['data: html', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob: (even same-origin)', 'blob:https://admin.example.com/6f1c-42'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://files.example.com/a.pdf'],
    ['protocol-relative', '//evil.example/a.png'],
    ['backslash protocol-relative', '/\\evil.example/a.png'],
    ['credentials', 'https://admin.example.com@evil.example/a.png'],
    ['bare relative path', 'storage/kyc/front.png'],
    ['dot relative path', './front.png'],
    ['empty', ''],
    ['not a URL at all', 'https://'],
  ])('refuses %s', (_, url) => {
    expect(isSafeDocumentUrl(url, ORIGIN)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isSafeDocumentUrl(null, ORIGIN)).toBe(false);
    expect(isSafeDocumentUrl(undefined, ORIGIN)).toBe(false);
  });

  it('uses the page origin by default', () => {
    expect(isSafeDocumentUrl('/storage/a.png')).toBe(true);
    expect(isSafeDocumentUrl(`${window.location.origin}/storage/a.png`)).toBe(true);
  });
});

describe('documentKind', () => {
  it('reads the file name first, then the URL path, ignoring query and fragment', () => {
    expect(documentKind('commercial_record.PDF', 'https://x.example/download/3')).toBe('pdf');
    expect(documentKind(undefined, 'https://x.example/kyc/front.jpeg?sig=1.pdf')).toBe('image');
    expect(documentKind(null, '/storage/id.png#zoom')).toBe('image');
    expect(documentKind('terms.docx', null)).toBe('other');
    expect(documentKind(undefined, '/api/admin/kyb/requests/7/documents/3')).toBe('other');
  });
});
