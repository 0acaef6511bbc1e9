import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  detectFileSignature,
  fileExtension,
  fileTypeMessage,
  formatFileSize,
  formatMaxSize,
  validateUploadFile,
} from './validateUpload';

const MB = 1024 * 1024;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]; // %PDF-1.7
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]; // MZ

/** A file of `size` bytes starting with `head`. */
function makeFile(name: string, head: number[], { size = 1024, type = '' } = {}) {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

/** The rules most checks below use (a document upload's); admin-ui has none of its own. */
const RULES = { maxBytes: 10 * MB, accept: ['pdf', 'jpg', 'jpeg', 'png'] } as const;
const TYPE_MESSAGE = 'Only PDF, JPG, and PNG files are allowed';

describe('validateUploadFile', () => {
  it('accepts real PDF, PNG and JPEG files', async () => {
    await expect(validateUploadFile(makeFile('record.pdf', PDF, { type: 'application/pdf' }), RULES)).resolves.toBeNull();
    await expect(validateUploadFile(makeFile('id.png', PNG, { type: 'image/png' }), RULES)).resolves.toBeNull();
    await expect(validateUploadFile(makeFile('id.jpg', JPEG, { type: 'image/jpeg' }), RULES)).resolves.toBeNull();
    await expect(validateUploadFile(makeFile('ID.JPEG', JPEG), RULES)).resolves.toBeNull();
  });

  it('refuses a renamed executable', async () => {
    await expect(validateUploadFile(makeFile('terms.pdf', EXE, { type: 'application/pdf' }), RULES)).resolves.toBe(TYPE_MESSAGE);
    await expect(validateUploadFile(makeFile('photo.png', EXE), RULES)).resolves.toBe(TYPE_MESSAGE);
  });

  it('refuses an extension that is not allowed, or none', async () => {
    await expect(validateUploadFile(makeFile('setup.exe', EXE), RULES)).resolves.toBe(TYPE_MESSAGE);
    await expect(validateUploadFile(makeFile('notes.txt', [0x68, 0x69]), RULES)).resolves.toBe(TYPE_MESSAGE);
    await expect(validateUploadFile(makeFile('pdf', PDF), RULES)).resolves.toBe(TYPE_MESSAGE);
  });

  it('refuses a MIME type that does not belong to the extension', async () => {
    await expect(validateUploadFile(makeFile('record.pdf', PDF, { type: 'image/png' }), RULES)).resolves.toBe(TYPE_MESSAGE);
    await expect(validateUploadFile(makeFile('record.pdf', PDF, { type: 'application/x-msdownload' }), RULES)).resolves.toBe(TYPE_MESSAGE);
  });

  it('refuses a signature of another allowed family (a PNG named .jpg)', async () => {
    await expect(validateUploadFile(makeFile('photo.jpg', PNG), RULES)).resolves.toBe(TYPE_MESSAGE);
    await expect(validateUploadFile(makeFile('record.pdf', JPEG), RULES)).resolves.toBe(TYPE_MESSAGE);
  });

  it('refuses an empty file first', async () => {
    await expect(validateUploadFile(new File([], 'empty.pdf', { type: 'application/pdf' }), RULES)).resolves.toBe('The file is empty.');
    await expect(validateUploadFile(new File([], 'empty.exe'), RULES)).resolves.toBe('The file is empty.');
  });

  it('accepts exactly 10 MB and refuses one byte more, before looking at the type', async () => {
    await expect(validateUploadFile(makeFile('big.pdf', PDF, { size: 10 * MB }), RULES)).resolves.toBeNull();
    await expect(validateUploadFile(makeFile('big.pdf', PDF, { size: 10 * MB + 1 }), RULES)).resolves.toBe(
      'File size must be at most 10 MB',
    );
    await expect(validateUploadFile(makeFile('big.exe', EXE, { size: 10 * MB + 1 }), RULES)).resolves.toBe(
      'File size must be at most 10 MB',
    );
  });

  it('builds its messages from custom rules', async () => {
    const rules = { maxBytes: 2 * MB, accept: ['pdf'] };
    await expect(validateUploadFile(makeFile('big.pdf', PDF, { size: 2 * MB + 1 }), rules)).resolves.toBe('File size must be at most 2 MB');
    await expect(validateUploadFile(makeFile('id.png', PNG), rules)).resolves.toBe('Only PDF files are allowed');
  });

  it('checks a type without a known signature (CSV only, 1 MB) by name and MIME, worded by those rules', async () => {
    const rules = { maxBytes: 1 * MB, accept: ['csv'] };
    const text = [0x61, 0x2c, 0x62]; // a,b
    await expect(validateUploadFile(makeFile('rates.csv', text, { size: 1 * MB, type: 'text/csv' }), rules)).resolves.toBeNull();
    await expect(validateUploadFile(makeFile('rates.csv', text, { size: 1 * MB + 1 }), rules)).resolves.toBe(
      'File size must be at most 1 MB',
    );
    await expect(validateUploadFile(makeFile('record.pdf', PDF, { type: 'application/pdf' }), rules)).resolves.toBe(
      'Only CSV files are allowed',
    );
  });
});

describe('upload helpers', () => {
  it('words the type refusal by the extensions given (jpg and jpeg are one type)', () => {
    expect(fileTypeMessage(RULES.accept)).toBe(TYPE_MESSAGE);
    expect(fileTypeMessage(['pdf', 'png'])).toBe('Only PDF and PNG files are allowed');
    expect(fileTypeMessage(['csv'])).toBe('Only CSV files are allowed');
  });

  it('detects signatures from the first bytes', () => {
    expect(detectFileSignature(new Uint8Array(PDF))).toBe('pdf');
    expect(detectFileSignature(new Uint8Array(PNG))).toBe('png');
    expect(detectFileSignature(new Uint8Array(JPEG))).toBe('jpeg');
    expect(detectFileSignature(new Uint8Array(EXE))).toBeNull();
    expect(detectFileSignature(new Uint8Array(PNG.slice(0, 4)))).toBeNull();
  });

  it('reads extensions case-insensitively and ignores dotfiles', () => {
    expect(fileExtension('Scan.Final.PDF')).toBe('pdf');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('file.')).toBe('');
  });

  it('formats sizes', () => {
    expect(formatMaxSize(10 * MB)).toBe('10 MB');
    expect(formatMaxSize(1.5 * MB)).toBe('1.5 MB');
    expect(formatMaxSize(500 * 1024)).toBe('500 KB');
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * MB)).toBe('1.3 MB');
  });

  it('lists extensions and MIME types for the picker', () => {
    expect(acceptAttribute(['pdf', 'jpg', 'jpeg', 'png'])).toBe('.pdf,application/pdf,.jpg,image/jpeg,.jpeg,.png,image/png');
  });
});
