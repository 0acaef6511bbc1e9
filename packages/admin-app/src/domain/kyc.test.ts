import { describe, expect, it } from 'vitest';
import { documentTitle, documentUrl, joinName, kycNameAr, kycNameEn, kycStatus, listQuery, storageUrl } from './kyc';

const ORIGIN = 'https://admin.example';

describe('kycStatus (SPEC.md section 4)', () => {
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
    const user = { id: 1, first_name: 'Lina', second_name: 'Ali', third_name: null, family_name: 'Nasser', first_name_ar: 'لينا', second_name_ar: 'علي', third_name_ar: '', family_name_ar: 'ناصر' };
    expect(kycNameEn(user)).toBe('Lina Ali Nasser');
    expect(kycNameAr(user)).toBe('لينا علي ناصر');
  });
});

describe('document URLs', () => {
  it('uses a safe download_url', () => {
    expect(documentUrl({ download_url: 'https://files.example/a.png', file_path: 'x/a.png' }, { origin: ORIGIN })).toBe('https://files.example/a.png');
    expect(documentUrl({ download_url: '/api/demo-files/a.png' }, { origin: ORIGIN })).toBe('/api/demo-files/a.png');
  });
  it('falls back to the storage path built from file_path', () => {
    expect(documentUrl({ download_url: null, file_path: 'kyc/5/national id.png' }, { base: 'https://api.example/storage', origin: ORIGIN })).toBe(
      'https://api.example/storage/kyc/5/national%20id.png',
    );
    expect(documentUrl({ file_path: '/kyc/5/a.pdf' }, { base: '/storage', origin: ORIGIN })).toBe('/storage/kyc/5/a.pdf');
  });
  it('refuses unsafe URLs and paths', () => {
    expect(documentUrl({ download_url: 'javascript:alert(1)', file_path: null }, { origin: ORIGIN })).toBeNull();
    expect(documentUrl({ download_url: 'data:text/html,<b>x</b>' }, { origin: ORIGIN })).toBeNull();
    expect(documentUrl({ download_url: '//evil.example/a.png' }, { origin: ORIGIN })).toBeNull();
    // An unsafe download_url still leaves the safe storage path.
    expect(documentUrl({ download_url: 'javascript:alert(1)', file_path: 'kyc/1/a.png' }, { base: '/storage', origin: ORIGIN })).toBe('/storage/kyc/1/a.png');
    expect(storageUrl('javascript:alert(1)')).toBeNull();
    expect(storageUrl('../../etc/passwd')).toBeNull();
    expect(storageUrl('kyc\\1\\a.png')).toBeNull();
    expect(storageUrl('')).toBeNull();
  });
});

describe('documentTitle', () => {
  it('names the KYC document types and spells out unknown ones', () => {
    expect(documentTitle('national_id_front')).toBe('National ID (front)');
    expect(documentTitle('user_agreement')).toBe('User Agreement');
    expect(documentTitle('proof_of_address')).toBe('Proof Of Address');
  });
});

describe('listQuery', () => {
  it('keeps only status, search and page', () => {
    expect(listQuery('status=pending&page=2&search=ali&evil=https://x')).toBe('status=pending&search=ali&page=2');
    expect(listQuery('')).toBe('');
  });
});
