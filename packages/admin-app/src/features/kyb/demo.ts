import { http, type HttpHandler } from 'msw';
import { onResetDb } from '../../demo/db';
import { demoHoursAgo } from '../../demo/clock';
import { demoRoute, type RequestBody, type Schema, type Untrusted } from '../../api/contract';
import { json, readJson, reply, withoutSession, withSession } from '../../demo/respond';
import { fileResponse, samplePdf } from '../../demo/documents';
import { pageBody, pageQuery } from '../../demo/paging';
import { demoQueueRows } from '../review-shared/demoQueue';
import { getDemoSettings } from '../../demo/settings';

/**
 * KYB review: the demo store (dozens of company requests across statuses, English and Arabic
 * names, generated PDF documents) and its handlers. Search, status filter and paging are done here;
 * save-files, approve and reject change the store. Uploaded files are kept and served back.
 */

export const KYB_TYPES = ['commercial_record', 'authorization_letter', 'signed_terms_and_conditions'] as const;
export type DemoKybType = (typeof KYB_TYPES)[number];

export interface DemoKybDocument {
  id: number;
  document_type: DemoKybType;
  file_name: string;
  file_path: string;
  download_url: string | null;
  uploaded_at: string;
}

export interface DemoKybRequest {
  id: number;
  company_name_en: string;
  company_name_ar: string;
  company_national_id: string;
  company_sector: { id: number; name_en: string; name_ar: string };
  status: 'pending' | 'approved' | 'rejected';
  rejection_reason: string | null;
  user: { id: number; email: string; mobile_number: string; kyc_verified: boolean };
  created_at: string;
  updated_at: string;
  documents: DemoKybDocument[];
}

const COMPANIES: readonly [string, string][] = [
  ['Amman Fresh Foods', 'عمّان للأغذية الطازجة'],
  ['Petra Logistics', 'البتراء للخدمات اللوجستية'],
  ['Dead Sea Cosmetics', 'مستحضرات البحر الميت'],
  ['Zarqa Steel Works', 'مصانع الزرقاء للحديد'],
  ['Aqaba Marine Services', 'العقبة للخدمات البحرية'],
  ['Jerash Olive Press', 'معصرة جرش للزيتون'],
  ['Irbid Tech Labs', 'مختبرات إربد التقنية'],
  ['Madaba Mosaic Studio', 'استوديو مأدبا للفسيفساء'],
  ['Levant Pharma', 'المشرق للأدوية'],
  ['Desert Bloom Trading', 'زهرة الصحراء للتجارة'],
  ['Salt Heritage Hotels', 'فنادق السلط التراثية'],
  ['Karak Building Co.', 'الكرك للإنشاءات'],
  ['Wadi Rum Tours', 'رحلات وادي رم'],
];
const SUFFIXES: readonly [string, string][] = [
  ['', ''],
  [' Group', ' جروب'],
  [' Holdings', ' القابضة'],
];
const SECTORS = [
  { id: 1, name_en: 'Food & Beverage', name_ar: 'الأغذية والمشروبات' },
  { id: 2, name_en: 'Logistics', name_ar: 'الخدمات اللوجستية' },
  { id: 3, name_en: 'Retail', name_ar: 'التجزئة' },
  { id: 4, name_en: 'Manufacturing', name_ar: 'الصناعة' },
  { id: 5, name_en: 'Technology', name_ar: 'التكنولوجيا' },
  { id: 6, name_en: 'Tourism', name_ar: 'السياحة' },
  { id: 7, name_en: 'Healthcare', name_ar: 'الرعاية الصحية' },
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
/** Seed timestamps: one every few hours back from the demo's "now" (demo/clock.ts: fixed in tests, today in the demo). */
const hoursAgo = demoHoursAgo;

export const KYB_SEED_SIZE = 36;
const STATUS_CYCLE: DemoKybRequest['status'][] = ['pending', 'pending', 'approved', 'rejected', 'pending', 'approved'];

const fileNameOf = (type: DemoKybType, id: number) => `${type.replace(/_/g, '-')}-${id}.pdf`;

function seedDocument(requestId: number, type: DemoKybType, k: number, when: string): DemoKybDocument {
  const file = fileNameOf(type, requestId);
  return {
    id: requestId * 10 + k,
    document_type: type,
    file_name: file,
    file_path: `kyb/${requestId}/${file}`,
    // Every fourth request's documents lack download_url: the screen asks documents/{documentId}.
    download_url: requestId % 4 === 0 ? null : `/api/demo-files/kyb/${requestId}/${file}`,
    uploaded_at: when,
  };
}

export function makeKybRequest(i: number): DemoKybRequest {
  const id = i + 1;
  const [name, nameAr] = pick(COMPANIES, i);
  const [suffix, suffixAr] = pick(SUFFIXES, Math.floor(i / COMPANIES.length));
  const status = pick(STATUS_CYCLE, i);
  const created = hoursAgo(150 + i * 11);
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
  // Pending requests hold none, one or two documents already; reviewed ones hold all three.
  const held = status === 'pending' ? KYB_TYPES.slice(0, Math.floor(i / 6) % 3) : KYB_TYPES;
  return {
    id,
    company_name_en: `${name}${suffix}`,
    company_name_ar: `${nameAr}${suffixAr}`,
    company_national_id: String(200_000_000 + i * 7_919_113).slice(0, 9),
    company_sector: pick(SECTORS, i),
    status,
    rejection_reason: status === 'rejected' ? 'The commercial record has expired.' : null,
    user: {
      id: 100 + id,
      email: `finance${id}@${slug}.example`,
      mobile_number: `+96277${String(2_000_000 + i * 6_133).slice(-7)}`,
      kyc_verified: i % 5 !== 4,
    },
    created_at: created,
    updated_at: hoursAgo(4 + i * 6),
    documents: held.map((type, k) => seedDocument(id, type, k, created)),
  };
}

function seedKyb(count = KYB_SEED_SIZE): DemoKybRequest[] {
  return Array.from({ length: count }, (_, i) => makeKybRequest(i));
}

export const kybStore: { requests: DemoKybRequest[]; uploads: Map<string, { bytes: Uint8Array; type: string }> } = {
  requests: seedKyb(),
  uploads: new Map(),
};

onResetDb(() => {
  kybStore.requests = seedKyb();
  kybStore.uploads = new Map();
});

function kybRequests(): DemoKybRequest[] {
  const wanted = getDemoSettings().rows;
  if (wanted > kybStore.requests.length) {
    for (let i = kybStore.requests.length; i < wanted; i += 1) kybStore.requests.push(makeKybRequest(i));
  }
  return kybStore.requests;
}

const findRequest = (id: unknown) => kybRequests().find((r) => String(r.id) === String(id));
const NOT_FOUND: Schema<'ErrorBody'> = { message: 'KYB request not found.' };
const ALREADY_REVIEWED: Schema<'ErrorBody'> = { message: 'This request has already been reviewed.' };
const now = () => new Date().toISOString();

/** The request of the address while it waits for review; else the answer why not: 404, or 422 once reviewed. */
function pendingRequest(operation: 'saveKybFiles' | 'approveKyb' | 'rejectKyb', id: unknown): DemoKybRequest | Response {
  const request = findRequest(id);
  if (!request) return reply(operation, NOT_FOUND, 404);
  if (request.status !== 'pending') return reply(operation, ALREADY_REVIEWED, 422);
  return request;
}

/** What the list's search looks in. */
const searched = (request: DemoKybRequest) => [
  request.company_name_en,
  request.company_name_ar,
  request.company_national_id,
  request.user.email,
  request.user.mobile_number,
];

const listRow = ({ documents: _documents, rejection_reason: _reason, ...row }: DemoKybRequest): Schema<'KybRequest'> => row;

function documentStatus(request: DemoKybRequest): Schema<'DocumentStatusMap'> {
  return Object.fromEntries(
    KYB_TYPES.map((type) => {
      const doc = request.documents.find((d) => d.document_type === type);
      return [type, { uploaded: Boolean(doc), file_name: doc?.file_name ?? null }];
    }),
  );
}

const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The server checks too: 10 MB, and a PDF/PNG/JPEG signature. */
function contentType(bytes: Uint8Array): string | null {
  for (const [type, signature] of Object.entries(SIGNATURES)) if (signature.every((b, i) => bytes[i] === b)) return type;
  return null;
}

const MAX_BYTES = 10 * 1024 * 1024;

function kybSeedFile(request: DemoKybRequest, doc: DemoKybDocument): Response {
  const title = doc.document_type.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const pdf = samplePdf(title, [
    `Company: ${request.company_name_en}`,
    `Company national ID: ${request.company_national_id}`,
    `Sector: ${request.company_sector.name_en}`,
    'Demo document - not valid.',
  ]);
  return fileResponse(pdf, 'application/pdf', doc.file_name);
}

export const handlers: HttpHandler[] = [
  http.get(
    demoRoute('/api/admin/kyb/requests'),
    withSession('kyb', ({ request }) => {
      const url = new URL(request.url);
      const rows = demoQueueRows(url, kybRequests(), (r) => r.status, searched).map(listRow);
      return reply('listKybRequests', pageBody(rows, pageQuery(url), 'KYB requests retrieved successfully.'));
    }),
  ),
  http.get(
    demoRoute('/api/admin/kyb/requests/{id}'),
    withSession('kyb', ({ params }) => {
      const request = findRequest(params.id);
      return request
        ? reply('getKybRequest', { message: 'KYB request retrieved successfully.', data: request })
        : reply('getKybRequest', NOT_FOUND, 404);
    }),
  ),
  http.get(
    demoRoute('/api/admin/kyb/requests/{id}/documents/{documentId}'),
    withSession('kyb', ({ params }) => {
      const request = findRequest(params.id);
      const doc = request?.documents.find((d) => String(d.id) === String(params.documentId));
      if (!request || !doc) return reply('getKybDocumentLink', { message: 'Document not found.' }, 404);
      return reply('getKybDocumentLink', {
        data: { id: doc.id, file_name: doc.file_name, download_url: `/api/demo-files/kyb/${request.id}/${doc.file_name}` },
      });
    }),
  ),
  http.post(
    demoRoute('/api/admin/kyb/save-files/{id}'),
    withSession('kyb', async ({ params, request: httpRequest }) => {
      const request = pendingRequest('saveKybFiles', params.id);
      if (request instanceof Response) return request;
      let form: FormData;
      try {
        form = await httpRequest.formData();
      } catch {
        return reply('saveKybFiles', { message: 'The request must be multipart/form-data.' }, 422);
      }
      const received: { type: DemoKybType; file: File; bytes: Uint8Array; mime: string }[] = [];
      for (const type of KYB_TYPES satisfies readonly (keyof RequestBody<'saveKybFiles'>)[]) {
        const value = form.get(type);
        if (value === null || typeof value === 'string') continue;
        const bytes = new Uint8Array(await value.arrayBuffer());
        const mime = contentType(bytes);
        if (bytes.length > MAX_BYTES)
          return reply('saveKybFiles', { message: `The ${type.replace(/_/g, ' ')} may not be greater than 10240 kilobytes.` }, 422);
        if (!mime)
          return reply('saveKybFiles', { message: `The ${type.replace(/_/g, ' ')} must be a file of type: pdf, jpg, jpeg, png.` }, 422);
        received.push({ type, file: value, bytes, mime });
      }
      if (received.length === 0) return reply('saveKybFiles', { message: 'Please select at least one file.' }, 422);
      const when = now();
      for (const { type, file, bytes, mime } of received) {
        const key = `${request.id}-${type}-${Date.now()}`;
        kybStore.uploads.set(key, { bytes, type: mime });
        const name = file.name || `${type}.pdf`;
        const previous = request.documents.findIndex((d) => d.document_type === type);
        const doc: DemoKybDocument = {
          id: request.id * 10 + KYB_TYPES.indexOf(type) + 1000 * (kybStore.uploads.size + 1),
          document_type: type,
          file_name: name,
          file_path: `kyb/${request.id}/uploads/${key}`,
          download_url: `/api/demo-files/kyb-uploads/${encodeURIComponent(key)}`,
          uploaded_at: when,
        };
        if (previous >= 0) request.documents[previous] = doc;
        else request.documents.push(doc);
      }
      request.updated_at = when;
      return reply('saveKybFiles', { message: 'Files saved successfully.', data: { document_status: documentStatus(request) } });
    }),
  ),
  http.post(
    demoRoute('/api/admin/kyb/approve/{id}'),
    withSession('kyb', ({ params }) => {
      const request = pendingRequest('approveKyb', params.id);
      if (request instanceof Response) return request;
      const missing = KYB_TYPES.filter((type) => !request.documents.some((d) => d.document_type === type));
      if (missing.length > 0) return reply('approveKyb', { message: 'All required documents must be uploaded before approval.' }, 422);
      Object.assign(request, { status: 'approved', rejection_reason: null, updated_at: now() });
      return reply('approveKyb', { message: 'KYB request approved successfully.' });
    }),
  ),
  http.post(
    demoRoute('/api/admin/kyb/reject/{id}'),
    withSession('kyb', async ({ params, request: httpRequest }) => {
      const request = pendingRequest('rejectKyb', params.id);
      if (request instanceof Response) return request;
      const body = await readJson(httpRequest);
      const reason = typeof body === 'object' && body !== null ? (body as Untrusted<RequestBody<'rejectKyb'>>).rejection_reason : undefined;
      if (typeof reason !== 'string' || reason.trim() === '')
        return reply('rejectKyb', { message: 'The rejection reason field is required.' }, 422);
      Object.assign(request, { status: 'rejected', rejection_reason: reason.trim(), updated_at: now() });
      return reply('rejectKyb', { message: 'KYB request rejected.' });
    }),
  ),
  http.get(
    '*/api/demo-files/kyb/:requestId/:file',
    withoutSession('documents', ({ params }) => {
      const request = findRequest(params.requestId);
      const doc = request?.documents.find((d) => d.file_name === params.file && !d.file_path.includes('/uploads/'));
      // ?demo-missing-files: the storage lost them (the review must not approve such a request in one step).
      if (getDemoSettings().missingFiles) return json({ message: 'File not found.' }, 404);
      return request && doc ? kybSeedFile(request, doc) : json({ message: 'File not found.' }, 404);
    }),
  ),
  http.get(
    '*/api/demo-files/kyb-uploads/:key',
    withoutSession('documents', ({ params }) => {
      const upload = kybStore.uploads.get(String(params.key));
      return upload ? fileResponse(upload.bytes, upload.type, String(params.key)) : json({ message: 'File not found.' }, 404);
    }),
  ),
];
