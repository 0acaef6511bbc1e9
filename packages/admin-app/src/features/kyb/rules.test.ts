import { validateUploadFile } from '@admin-console/admin-ui';
import { describe, expect, it } from 'vitest';
import {
  KYB_DOCUMENT_TYPES,
  KYB_UPLOAD_RULES,
  KYB_STATUS_LABEL,
  kybCompanyName,
  kybStatus,
  mergeDocumentStatus,
  normaliseKybRequest,
  readChosenFileNames,
  sameChosenFileNames,
  unsavedFilesWarning,
  uploadedFromDocuments,
} from './rules';

describe('kybStatus', () => {
  it('reads pending, approved and rejected; pending shows Pending review', () => {
    expect(kybStatus({ status: 'pending' })).toBe('pending');
    expect(kybStatus({ status: 'APPROVED' })).toBe('approved');
    expect(kybStatus({ status: 'rejected' })).toBe('rejected');
    expect(kybStatus({ status: null })).toBe('pending');
    expect(KYB_STATUS_LABEL[kybStatus({ status: 'pending' })]).toBe('Pending review');
  });
});

describe('the three required documents', () => {
  it('are named by the multipart field names of the contract', () => {
    expect(KYB_DOCUMENT_TYPES.map((t) => t.key)).toEqual(['commercial_record', 'authorization_letter', 'signed_terms_and_conditions']);
  });

  it('are marked uploaded from the documents held', () => {
    expect(
      uploadedFromDocuments([
        { id: 1, document_type: 'commercial_record', file_name: 'cr.pdf' },
        { id: 2, document_type: 'authorization_letter', file_name: null, file_path: 'kyb/3/letter.png' },
        { id: 3, document_type: 'something_else', file_name: 'x.pdf' },
      ]),
    ).toEqual({ commercial_record: 'cr.pdf', authorization_letter: 'letter.png' });
  });

  it('are marked uploaded from data.document_status after Save files', () => {
    const merged = mergeDocumentStatus(
      { commercial_record: 'old.pdf' },
      {
        commercial_record: { uploaded: true, file_name: 'new.pdf' },
        authorization_letter: { uploaded: false, file_name: null },
        signed_terms_and_conditions: { uploaded: true, file_name: '' },
      },
      { signed_terms_and_conditions: 'terms.png' },
    );
    expect(merged).toEqual({ commercial_record: 'new.pdf', signed_terms_and_conditions: 'terms.png' });
  });
});

describe('KYB upload rules', () => {
  const pdfBytes = new TextEncoder().encode('%PDF-1.4 demo');
  it('accepts a real PDF, PNG and JPEG', async () => {
    expect(await validateUploadFile(new File([pdfBytes], 'cr.pdf', { type: 'application/pdf' }), KYB_UPLOAD_RULES)).toBeNull();
    expect(
      await validateUploadFile(
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'a.png', { type: 'image/png' }),
        KYB_UPLOAD_RULES,
      ),
    ).toBeNull();
    expect(
      await validateUploadFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0])], 'a.jpeg', { type: 'image/jpeg' }), KYB_UPLOAD_RULES),
    ).toBeNull();
  });
  it('refuses a renamed executable with the exact message', async () => {
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0])], 'record.pdf', { type: 'application/pdf' });
    expect(await validateUploadFile(exe, KYB_UPLOAD_RULES)).toBe('Only PDF, JPG, and PNG files are allowed');
    expect(await validateUploadFile(new File([pdfBytes], 'setup.exe'), KYB_UPLOAD_RULES)).toBe('Only PDF, JPG, and PNG files are allowed');
  });
  it('refuses 10 MB + 1 byte, accepts exactly 10 MB', async () => {
    const tenMb = 10 * 1024 * 1024;
    const exact = new Uint8Array(tenMb);
    exact.set(pdfBytes);
    expect(await validateUploadFile(new File([exact], 'big.pdf', { type: 'application/pdf' }), KYB_UPLOAD_RULES)).toBeNull();
    const over = new Uint8Array(tenMb + 1);
    over.set(pdfBytes);
    expect(await validateUploadFile(new File([over], 'big.pdf', { type: 'application/pdf' }), KYB_UPLOAD_RULES)).toBe(
      'File size must be at most 10 MB',
    );
  });
  it('refuses an empty file', async () => {
    expect(await validateUploadFile(new File([], 'empty.pdf', { type: 'application/pdf' }), KYB_UPLOAD_RULES)).toBe('The file is empty.');
  });
});

describe('normaliseKybRequest (malformed server records)', () => {
  it('reads non-text names, sector, user and documents without crashing', () => {
    const request = normaliseKybRequest({
      id: 5,
      company_name_en: { text: 'Petra' },
      company_name_ar: 'شركة البتراء',
      company_sector: 'Retail',
      user: { email: ['a@b.c'], mobile_number: 962790000000, kyc_verified: 1 },
      documents: [null, { id: 2, document_type: 'commercial_record', file_name: 17, file_path: { p: 1 } }],
    });
    expect(request).toMatchObject({
      company_name_en: null,
      company_name_ar: 'شركة البتراء',
      company_sector: null,
      user: { email: null, mobile_number: '962790000000', kyc_verified: 1 },
    });
    expect(request.documents).toEqual([
      { id: 2, document_type: 'commercial_record', file_name: '17', file_path: null, download_url: null, uploaded_at: null },
    ]);
    expect(kybCompanyName(request, 'Request 5')).toBe('شركة البتراء');
    expect(kybCompanyName(normaliseKybRequest({ id: 6, company_name_en: 12 }), 'x')).toBe('12');
    expect(kybCompanyName({ company_name_en: '  ', company_name_ar: null }, 'Request 7')).toBe('Request 7');
    expect(uploadedFromDocuments(request.documents)).toEqual({ commercial_record: '17' });
  });
});

describe('unsavedFilesWarning', () => {
  it('names the count of selected, unsaved files, and says nothing when there are none', () => {
    expect(unsavedFilesWarning(0)).toBe('');
    expect(unsavedFilesWarning(1)).toBe('1 selected file is not saved yet and will be discarded.');
    expect(unsavedFilesWarning(3)).toBe('3 selected files are not saved yet and will be discarded.');
  });
});

describe('chosen file names (the draft of files chosen and not saved)', () => {
  it('reads back the known types with a name, nothing else', () => {
    expect(
      readChosenFileNames({
        commercial_record: 'record.pdf',
        authorization_letter: '',
        other: 'x.pdf',
        signed_terms_and_conditions: { n: 1 },
      }),
    ).toEqual({
      commercial_record: 'record.pdf',
    });
    expect(readChosenFileNames({})).toBeNull();
    expect(readChosenFileNames(['record.pdf'])).toBeNull();
    expect(readChosenFileNames('record.pdf')).toBeNull();
  });

  it('compares by type and name', () => {
    expect(sameChosenFileNames({ commercial_record: 'a.pdf' }, { commercial_record: 'a.pdf' })).toBe(true);
    expect(sameChosenFileNames({ commercial_record: 'a.pdf' }, {})).toBe(false);
    expect(sameChosenFileNames({}, {})).toBe(true);
  });
});
