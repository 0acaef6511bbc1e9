import { describe, expect, it } from 'vitest';
import { documentUrl, joinName, kycDocumentKind, kycNameAr, kycNameEn, kycStatus, normaliseKycUser, storageUrl } from './rules';
import { documentTitle, listQuery, normaliseDocuments } from '../review-shared/rules';

const ORIGIN = 'https://admin.example';

describe('kycStatus', () => {
  it.each([
    [{ kyc_verified: true, kyc_initiated: true }, 'approved'],
    [{ kyc_verified: 1, kyc_initiated: 0 }, 'approved'],
    [{ kyc_verified: false, kyc_initiated: true }, 'pending'],
    [{ kyc_verified: false, kyc_initiated: false }, 'not_initiated'],
    [{}, 'not_initiated'],
    [{ kyc_verified: false, kyc_initiated: true, kyc_status: 'rejected' }, 'rejected'],
    [{ kyc_verified: false, status: 'Rejected' }, 'rejected'],
    [{ kyc_verified: true, kyc_status: 'rejected' }, 'approved'],
  ] as const)('%j is %s', (user, expected) => {
    expect(kycStatus(user)).toBe(expected);
  });
});

describe('names', () => {
  it('joins the non-empty parts with single spaces', () => {
    expect(joinName(['Ahmad', '', null, undefined, '  Haddad '])).toBe('Ahmad Haddad');
    expect(joinName([])).toBe('');
  });
  it('joins the English and the Arabic names', () => {
    const user = {
      id: 1,
      first_name: 'Lina',
      second_name: 'Ali',
      third_name: null,
      family_name: 'Nasser',
      first_name_ar: 'لينا',
      second_name_ar: 'علي',
      third_name_ar: '',
      family_name_ar: 'ناصر',
    };
    expect(kycNameEn(user)).toBe('Lina Ali Nasser');
    expect(kycNameAr(user)).toBe('لينا علي ناصر');
  });
});

describe('document URLs', () => {
  it('uses a safe download_url', () => {
    expect(documentUrl({ download_url: 'https://files.example/a.png', file_path: 'x/a.png' }, { origin: ORIGIN })).toBe(
      'https://files.example/a.png',
    );
    expect(documentUrl({ download_url: '/api/demo-files/a.png' }, { origin: ORIGIN })).toBe('/api/demo-files/a.png');
  });
  it('falls back to the storage path built from file_path', () => {
    expect(
      documentUrl({ download_url: null, file_path: 'kyc/5/national id.png' }, { base: 'https://api.example/storage', origin: ORIGIN }),
    ).toBe('https://api.example/storage/kyc/5/national%20id.png');
    expect(documentUrl({ file_path: '/kyc/5/a.pdf' }, { base: '/storage', origin: ORIGIN })).toBe('/storage/kyc/5/a.pdf');
  });
  it('refuses unsafe URLs and paths', () => {
    expect(documentUrl({ download_url: 'javascript:alert(1)', file_path: null }, { origin: ORIGIN })).toBeNull();
    expect(documentUrl({ download_url: 'data:text/html,<b>x</b>' }, { origin: ORIGIN })).toBeNull();
    expect(documentUrl({ download_url: '//evil.example/a.png' }, { origin: ORIGIN })).toBeNull();
    // An unsafe download_url still leaves the safe storage path.
    expect(documentUrl({ download_url: 'javascript:alert(1)', file_path: 'kyc/1/a.png' }, { base: '/storage', origin: ORIGIN })).toBe(
      '/storage/kyc/1/a.png',
    );
    expect(storageUrl('javascript:alert(1)')).toBeNull();
    expect(storageUrl('../../etc/passwd')).toBeNull();
    expect(storageUrl('kyc\\1\\a.png')).toBeNull();
    expect(storageUrl('')).toBeNull();
  });
});

describe('documentTitle', () => {
  it('names the KYC document types and spells out unknown ones', () => {
    expect(documentTitle('national_id_front')).toBe('National ID (front)');
    expect(documentTitle('user_agreement')).toBe('User agreement');
    expect(documentTitle('proof_of_address')).toBe('Proof Of Address');
  });

  it('reads a missing or unreadable type as "Document" (no crash)', () => {
    expect(documentTitle(undefined)).toBe('Document');
    expect(documentTitle(42)).toBe('Document');
    expect(documentTitle('')).toBe('Document');
    expect(documentTitle('toString')).toBe('ToString');
  });
});

describe('kycDocumentKind', () => {
  it('opens the ID sides as images and the agreement as a PDF, whatever the URL', () => {
    expect(kycDocumentKind('national_id_front')).toBe('image');
    expect(kycDocumentKind('national_id_back')).toBe('image');
    expect(kycDocumentKind('user_agreement')).toBe('pdf');
    expect(kycDocumentKind('selfie')).toBeUndefined();
    expect(kycDocumentKind(null)).toBeUndefined();
  });
});

describe('normaliseDocuments (malformed server entries)', () => {
  it('drops entries that are not objects and checks every field of the others', () => {
    expect(
      normaliseDocuments([
        null,
        'national_id_front',
        [1],
        {
          id: 7,
          document_type: 'national_id_front',
          file_path: 'kyc/1/a.png',
          file_name: 'a.png',
          download_url: 'https://x/a',
          uploaded_at: '2026-01-01',
        },
        { id: { nested: 1 }, file_path: 12, file_name: ['a'], download_url: {}, uploaded_at: false },
      ]),
    ).toEqual([
      {
        id: 7,
        document_type: 'national_id_front',
        file_path: 'kyc/1/a.png',
        file_name: 'a.png',
        download_url: 'https://x/a',
        uploaded_at: '2026-01-01',
      },
      { id: null, document_type: '', file_path: '12', file_name: null, download_url: null, uploaded_at: null },
    ]);
    expect(normaliseDocuments({ 0: { id: 1 } })).toEqual([]);
    expect(normaliseDocuments(undefined)).toEqual([]);
  });
});

describe('normaliseKycUser', () => {
  it('keeps text fields as text, reads flags, and never passes an object on as a name', () => {
    const user = normaliseKycUser({
      id: 3,
      first_name: { en: 'Ali' },
      family_name: 'Haddad',
      national_id: 9876543210,
      kyc_verified: '1',
      documents: [null],
    });
    expect(user).toMatchObject({
      id: 3,
      first_name: null,
      family_name: 'Haddad',
      national_id: '9876543210',
      kyc_verified: true,
      documents: [],
    });
    expect(kycNameEn(user)).toBe('Haddad');
    expect(kycStatus(user)).toBe('approved');
  });
});

describe('listQuery', () => {
  it('keeps only status, search and page', () => {
    expect(listQuery('status=pending&page=2&search=ali&evil=https://x')).toBe('status=pending&search=ali&page=2');
    expect(listQuery('')).toBe('');
  });
});
