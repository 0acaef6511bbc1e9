/**
 * Upload checks, pure and framework-free, in the order users should hear about problems:
 * empty file, then size, then type. "Type" is three checks that must all agree: the extension is
 * allowed, the MIME type the browser reports (when it reports one) belongs to that extension, and the
 * file's first bytes (its signature) are those of that same family. So a renamed executable (`MZ…`
 * named `x.pdf`) is refused, and so is a PNG renamed `.jpg`: a mislabelled file is refused rather than
 * trusted, because the server, the viewer and the next reviewer all go by the name.
 * Extensions without a known signature (anything but PDF, JPEG, PNG) are checked by name and MIME only.
 */

import { enMessages, type AdminMessages } from '../../locale/messages';

/**
 * The texts the checks word their messages with (`AdminLocaleProvider`'s, e.g. `arMessages`). Every
 * function below takes them as its last argument; default English.
 */
export type UploadMessages = Pick<AdminMessages, 'fileEmpty' | 'fileTooLarge' | 'fileTypeNotAllowed' | 'fileTypeList' | 'fileSize'>;

export type FileFamily = 'pdf' | 'jpeg' | 'png';

/**
 * What a file must be to be accepted: the app's policy, passed in (admin-ui has none of its own). The
 * hint and the refusals are worded from it: `{ maxBytes: 1024 * 1024, accept: ['csv'] }` reads
 * "CSV, up to 1 MB." and refuses with "Only CSV files are allowed" / "File size must be at most 1 MB".
 */
export interface UploadRules {
  /** Largest accepted size in bytes (a file of exactly this size is accepted). */
  maxBytes: number;
  /** Allowed extensions, lower case, without the dot: e.g. ['pdf', 'jpg', 'jpeg', 'png']. */
  accept: readonly string[];
}

/**
 * The English message for an empty file.
 * @deprecated Always English: use the locale's `fileEmpty` (`useAdminLocale().messages.fileEmpty`, or `arMessages.fileEmpty`),
 * or the message `validateUploadFile` returns when given the locale's messages.
 */
export const EMPTY_FILE_MESSAGE = 'The file is empty.';

const FAMILY_BY_EXTENSION: Readonly<Record<string, FileFamily>> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

const MIME_BY_FAMILY: Readonly<Record<FileFamily, readonly string[]>> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png', 'image/x-png'],
};

const SIGNATURES: ReadonlyArray<{ family: FileFamily; bytes: readonly number[] }> = [
  { family: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { family: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { family: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** How many leading bytes the signature check reads. */
export const SIGNATURE_LENGTH = 8;

const LABEL_BY_EXTENSION: Readonly<Record<string, string>> = { jpeg: 'JPG' };

/** The lower-case extension of a file name without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The family of an extension (jpg and jpeg are one family), or null when it has no known signature. */
export function familyOfExtension(extension: string): FileFamily | null {
  return FAMILY_BY_EXTENSION[extension.toLowerCase()] ?? null;
}

/** The family whose signature starts these bytes, or null. */
export function detectFileSignature(bytes: Uint8Array): FileFamily | null {
  for (const { family, bytes: signature } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return family;
  }
  return null;
}

/** Whether a browser-reported MIME type fits the extension's family ('' means "not reported": fits). */
export function mimeMatchesExtension(mime: string, extension: string): boolean {
  if (!mime) return true;
  const family = familyOfExtension(extension);
  if (!family) return true;
  return MIME_BY_FAMILY[family].includes(mime.toLowerCase());
}

/** 10485760 -> "10 MB", 512000 -> "500 KB", 1572864 -> "1.5 MB". */
export function formatMaxSize(bytes: number, messages: UploadMessages = enMessages): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return messages.fileSize(String(Number(mb.toFixed(1))), 'MB');
  const kb = bytes / 1024;
  if (kb >= 1) return messages.fileSize(String(Number(kb.toFixed(1))), 'KB');
  return messages.fileSize(String(bytes), 'bytes');
}

/** A file size for people: "12 bytes", "340 KB", "1.2 MB". */
export function formatFileSize(bytes: number, messages: UploadMessages = enMessages): string {
  if (bytes < 1024) return messages.fileSize(String(bytes), 'bytes');
  const kb = bytes / 1024;
  if (kb < 1024) return messages.fileSize(String(Number(kb.toFixed(kb < 10 ? 1 : 0))), 'KB');
  return messages.fileSize(String(Number((kb / 1024).toFixed(1))), 'MB');
}

/**
 * "File size must be at most 10 MB", built from the limit. A file of exactly the limit is accepted,
 * so the message says "at most" (not "less than", which would wrongly refuse it in words).
 */
export function fileTooLargeMessage(maxBytes: number, messages: UploadMessages = enMessages): string {
  return messages.fileTooLarge(formatMaxSize(maxBytes, messages));
}

/** "Only PDF, JPG, and PNG files are allowed", built from the allowed extensions (['csv'] -> "Only CSV files are allowed"). */
export function fileTypeMessage(accept: readonly string[], messages: UploadMessages = enMessages): string {
  return messages.fileTypeNotAllowed(fileTypeList(accept, 'and', messages));
}

/** ['pdf', 'jpg', 'jpeg', 'png'] -> "PDF, JPG, and PNG" (jpg and jpeg are one type to people). */
export function fileTypeList(accept: readonly string[], conjunction: 'and' | 'or' = 'and', messages: UploadMessages = enMessages): string {
  const labels = [...new Set(accept.map((ext) => LABEL_BY_EXTENSION[ext.toLowerCase()] ?? ext.toUpperCase()))];
  return messages.fileTypeList(labels, conjunction);
}

/** The `accept` attribute for a file input: extensions and their MIME types. */
export function acceptAttribute(accept: readonly string[]): string {
  const parts = new Set<string>();
  for (const ext of accept) {
    parts.add(`.${ext.toLowerCase()}`);
    const family = familyOfExtension(ext);
    if (family) parts.add(MIME_BY_FAMILY[family][0] as string);
  }
  return [...parts].join(',');
}

/** The first `length` bytes of a file. */
export async function readFileHead(file: Blob, length = SIGNATURE_LENGTH): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks a file against the rules. Resolves to the message to show, or null when the file is accepted.
 * Only the first few bytes are read, whatever the file's size.
 */
export async function validateUploadFile(file: File, rules: UploadRules, messages: UploadMessages = enMessages): Promise<string | null> {
  if (file.size === 0) return messages.fileEmpty;
  if (file.size > rules.maxBytes) return fileTooLargeMessage(rules.maxBytes, messages);

  const typeMessage = fileTypeMessage(rules.accept, messages);
  const extension = fileExtension(file.name);
  if (!extension || !rules.accept.some((ext) => ext.toLowerCase() === extension)) return typeMessage;
  if (!mimeMatchesExtension(file.type, extension)) return typeMessage;

  const family = familyOfExtension(extension);
  if (family) {
    let head: Uint8Array;
    try {
      head = await readFileHead(file);
    } catch {
      return typeMessage;
    }
    if (detectFileSignature(head) !== family) return typeMessage;
  }
  return null;
}
