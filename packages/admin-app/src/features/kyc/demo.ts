import { http, type HttpHandler } from 'msw';
import { onResetDb } from '../../demo/db';
import { demoHoursAgo } from '../../demo/clock';
import { demoRoute, type RequestBody, type Schema, type Untrusted } from '../../api/contract';
import { json, readJson, reply, withoutSession, withSession } from '../../demo/respond';
import { fileResponse, idCardPng, samplePdf } from '../../demo/documents';
import { getDemoSettings } from '../../demo/settings';
import { pageBody, pageQuery } from '../../demo/paging';
import { demoQueueRows } from '../review-shared/demoQueue';

/**
 * KYC review: the demo store (dozens of users across statuses, English and Arabic names, real ID
 * card images and agreement PDFs) and its handlers. Search, status filter and paging are done here,
 * answering Laravel-style pages; approve and reject change the store.
 */

export interface DemoKycDocument {
  id: number;
  document_type: 'national_id_front' | 'national_id_back' | 'user_agreement';
  file_path: string;
  download_url: string | null;
  uploaded_at: string;
}

export interface DemoKycUser {
  id: number;
  first_name: string;
  second_name: string;
  third_name: string;
  family_name: string;
  first_name_ar: string;
  second_name_ar: string;
  third_name_ar: string;
  family_name_ar: string;
  email: string;
  mobile_number: string;
  national_id: string;
  kyc_initiated: boolean;
  kyc_verified: boolean;
  /** pending, approved, rejected or not_initiated: what the status filter matches. */
  kyc_status: 'pending' | 'approved' | 'rejected' | 'not_initiated';
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
  documents: DemoKycDocument[];
}

/** [English, Arabic] name parts, combined deterministically. */
const FIRST: readonly [string, string][] = [
  ['Ahmad', 'أحمد'],
  ['Fatima', 'فاطمة'],
  ['Omar', 'عمر'],
  ['Lina', 'لينا'],
  ['Khaled', 'خالد'],
  ['Rania', 'رانيا'],
  ['Yousef', 'يوسف'],
  ['Huda', 'هدى'],
  ['Tariq', 'طارق'],
  ['Noor', 'نور'],
  ['Sami', 'سامي'],
  ['Dana', 'دانا'],
  ['Ibrahim', 'إبراهيم'],
  ['Maha', 'مها'],
  ['Zaid', 'زيد'],
  ['Salma', 'سلمى'],
  ['Hasan', 'حسن'],
];
const MIDDLE: readonly [string, string][] = [
  ['Mahmoud', 'محمود'],
  ['Ali', 'علي'],
  ['Saleh', 'صالح'],
  ['Nabil', 'نبيل'],
  ['Faisal', 'فيصل'],
  ['Adel', 'عادل'],
  ['Jamal', 'جمال'],
];
const FAMILY: readonly [string, string][] = [
  ['Haddad', 'حداد'],
  ['Khalil', 'خليل'],
  ['Nasser', 'ناصر'],
  ['Saleh', 'صالح'],
  ['Abu Zaid', 'أبو زيد'],
  ['Mansour', 'منصور'],
  ['Qasem', 'قاسم'],
  ['Tamimi', 'التميمي'],
  ['Azzam', 'عزام'],
  ['Hijazi', 'حجازي'],
  ['Shami', 'الشامي'],
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Seed timestamps: one every few hours back from the demo's "now" (demo/clock.ts: fixed in tests, today in the demo). */
const hoursAgo = demoHoursAgo;

export const KYC_SEED_SIZE = 42;

const STATUS_CYCLE: DemoKycUser['kyc_status'][] = [
  'pending',
  'pending',
  'approved',
  'pending',
  'rejected',
  'approved',
  'pending',
  'not_initiated',
];

function kycDocuments(id: number, when: string, byPath: boolean): DemoKycDocument[] {
  const types = [
    ['national_id_front', 'png'],
    ['national_id_back', 'png'],
    ['user_agreement', 'pdf'],
  ] as const;
  return types.map(([type, ext], k) => {
    const file = `${type}.${ext}`;
    return {
      id: id * 10 + k,
      document_type: type,
      file_path: `kyc/${id}/${file}`,
      // Every fifth user's documents come without download_url: the screen builds the storage URL.
      download_url: byPath ? null : `/api/demo-files/kyc/${id}/${file}`,
      uploaded_at: when,
    };
  });
}

export function makeKycUser(i: number): DemoKycUser {
  const id = i + 1;
  const [first, firstAr] = pick(FIRST, i);
  const [second, secondAr] = pick(MIDDLE, i * 3 + 1);
  const [third, thirdAr] = pick(MIDDLE, i * 5 + 2);
  const [family, familyAr] = pick(FAMILY, i * 7 + 3);
  const status = pick(STATUS_CYCLE, i);
  const created = hoursAgo(200 + i * 9);
  const updated = hoursAgo(3 + i * 5);
  return {
    id,
    first_name: first,
    second_name: second,
    third_name: third,
    family_name: family,
    first_name_ar: firstAr,
    second_name_ar: secondAr,
    third_name_ar: thirdAr,
    family_name_ar: familyAr,
    email: `${first}.${family}.${id}`.toLowerCase().replace(/\s+/g, '') + '@mail.example',
    mobile_number: `+96279${pad(1_000_000 + i * 7919, 7).slice(-7)}`,
    national_id: `99${pad(80_000_000 + i * 104_729, 8)}`,
    kyc_initiated: status !== 'not_initiated',
    kyc_verified: status === 'approved',
    kyc_status: status,
    rejection_reason: status === 'rejected' ? 'The ID card photo is blurred.' : null,
    created_at: created,
    updated_at: updated,
    documents: status === 'not_initiated' ? [] : kycDocuments(id, created, id % 5 === 0),
  };
}

function seedKyc(count = KYC_SEED_SIZE): DemoKycUser[] {
  return Array.from({ length: count }, (_, i) => makeKycUser(i));
}

export const kycStore: { users: DemoKycUser[] } = { users: seedKyc() };

onResetDb(() => {
  kycStore.users = seedKyc();
});

/** ?demo-rows=N: the store grows to N users (never shrinks below the seed). */
function kycUsers(): DemoKycUser[] {
  const wanted = getDemoSettings().rows;
  if (wanted > kycStore.users.length) {
    for (let i = kycStore.users.length; i < wanted; i += 1) kycStore.users.push(makeKycUser(i));
  }
  return kycStore.users;
}

/** What the list's search looks in. */
const searched = (user: DemoKycUser) => [
  [user.first_name, user.second_name, user.third_name, user.family_name].join(' '),
  [user.first_name_ar, user.second_name_ar, user.third_name_ar, user.family_name_ar].join(' '),
  user.email,
  user.national_id,
  user.mobile_number,
];

const listRow = ({ documents: _documents, rejection_reason: _reason, ...row }: DemoKycUser): Schema<'KycUser'> => row;

const now = () => new Date().toISOString();

const findUser = (id: string | readonly string[] | undefined) => kycUsers().find((u) => String(u.id) === String(id));

const NOT_FOUND: Schema<'ErrorBody'> = { message: 'User not found.' };

/** The bytes of a KYC document file, generated from the user's data. */
function kycFile(userId: string, file: string): Response | null {
  // ?demo-missing-files: the storage lost them (the review must not approve such a case in one step).
  if (getDemoSettings().missingFiles) return null;
  const user = kycUsers().find((u) => String(u.id) === userId);
  if (!user) return null;
  const name = `${user.first_name} ${user.family_name}`;
  const nameAr = `${user.first_name_ar} ${user.family_name_ar}`;
  if (file === 'national_id_front.png' || file === 'national_id_back.png') {
    const side = file.includes('front') ? 'front' : 'back';
    return fileResponse(idCardPng({ name, nameAr, nationalId: user.national_id, side }), 'image/png', file);
  }
  if (file === 'user_agreement.pdf') {
    const pdf = samplePdf('User Agreement', [
      `Customer: ${name}`,
      `National ID: ${user.national_id}`,
      'The customer accepts the wallet terms and conditions.',
      'Demo document - not valid.',
    ]);
    return fileResponse(pdf, 'application/pdf', file);
  }
  return null;
}

const FILE_NOT_FOUND = () => json({ message: 'File not found.' }, 404);

export const handlers: HttpHandler[] = [
  http.get(
    demoRoute('/api/admin/kyc/pending'),
    withSession('kyc', ({ request }) => {
      const url = new URL(request.url);
      const rows = demoQueueRows(url, kycUsers(), (u) => u.kyc_status, searched).map(listRow);
      return reply('listKycUsers', pageBody(rows, pageQuery(url), 'KYC verifications retrieved successfully.'));
    }),
  ),
  http.get(
    demoRoute('/api/admin/kyc/review/{id}'),
    withSession('kyc', ({ params }) => {
      const user = findUser(params.id);
      return user ? reply('getKycUser', { message: 'User retrieved successfully.', data: user }) : reply('getKycUser', NOT_FOUND, 404);
    }),
  ),
  http.post(
    demoRoute('/api/admin/kyc/approve/{id}'),
    withSession('kyc', ({ params }) => {
      const user = findUser(params.id);
      if (!user) return reply('approveKyc', NOT_FOUND, 404);
      Object.assign(user, { kyc_initiated: true, kyc_verified: true, kyc_status: 'approved', rejection_reason: null, updated_at: now() });
      return reply('approveKyc', { message: 'KYC approved successfully.' });
    }),
  ),
  http.post(
    demoRoute('/api/admin/kyc/reject/{id}'),
    withSession('kyc', async ({ params, request }) => {
      const user = findUser(params.id);
      if (!user) return reply('rejectKyc', NOT_FOUND, 404);
      const body = await readJson(request);
      const reason = typeof body === 'object' && body !== null ? (body as Untrusted<RequestBody<'rejectKyc'>>).rejection_reason : undefined;
      if (typeof reason !== 'string' || reason.trim() === '') {
        const required = 'The rejection reason field is required.';
        return reply('rejectKyc', { message: required, errors: { rejection_reason: [required] } }, 422);
      }
      Object.assign(user, { kyc_verified: false, kyc_status: 'rejected', rejection_reason: reason.trim(), updated_at: now() });
      return reply('rejectKyc', { message: 'KYC rejected.' });
    }),
  ),
  // Document files: public (an <img> sends no bearer token), under /api so the e2e server serves them too.
  http.get(
    '*/api/demo-files/kyc/:userId/:file',
    withoutSession('documents', ({ params }) => kycFile(String(params.userId), String(params.file)) ?? FILE_NOT_FOUND()),
  ),
  // The storage-path fallback (documents without download_url), as a file server would answer it.
  http.get(
    '*/storage/kyc/:userId/:file',
    withoutSession('documents', ({ params }) => kycFile(String(params.userId), String(params.file)) ?? FILE_NOT_FOUND()),
  ),
];
