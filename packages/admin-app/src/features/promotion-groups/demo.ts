import { http, type HttpHandler } from 'msw';
import { onResetDb } from '../../demo/db';
import { demoRoute, type RequestBody, type Schema, type Untrusted } from '../../api/contract';
import { readJson, reply, withSession } from '../../demo/respond';
import { getDemoSettings } from '../../demo/settings';

/**
 * Promotion groups and the wallet users they can hold: the demo store and its handlers.
 * The users are generated (deterministic, English and Arabic names); the groups are seeded, some
 * with hundreds of users. ?demo-rows=N makes the users list N long (when more than the seed).
 */

export interface DemoWalletUser {
  id: number;
  full_name: string;
  email: string;
  mobile_number: string;
}

export interface DemoPromotionGroup {
  id: number;
  name: string;
  description: string | null;
  user_ids: number[];
  created_at: string;
  updated_at: string;
}

/** Users in the seed; ids run from FIRST_USER_ID. */
export const SEED_USER_COUNT = 400;
const FIRST_USER_ID = 1001;

const FIRST_EN = [
  'Ahmad',
  'Mohammad',
  'Omar',
  'Khaled',
  'Yousef',
  'Ali',
  'Hasan',
  'Faris',
  'Zaid',
  'Tariq',
  'Rami',
  'Nour',
  'Lina',
  'Rania',
  'Dana',
  'Hala',
  'Maha',
  'Sara',
  'Yara',
  'Reem',
  'Aya',
  'Salma',
];
const FAMILY_EN = [
  'Haddad',
  'Khoury',
  'Nasser',
  'Abbadi',
  'Masri',
  'Tamimi',
  'Zoubi',
  'Khatib',
  'Saleh',
  'Qasem',
  'Shami',
  'Hamdan',
  'Awad',
  'Jaber',
  'Obeidat',
  'Rawashdeh',
];
const FIRST_AR = [
  'أحمد',
  'محمد',
  'عمر',
  'خالد',
  'يوسف',
  'علي',
  'حسن',
  'فارس',
  'زيد',
  'طارق',
  'نور',
  'لينا',
  'رانيا',
  'دانا',
  'هالة',
  'سارة',
  'ريم',
  'سلمى',
];
const FAMILY_AR = [
  'حداد',
  'خوري',
  'ناصر',
  'العبادي',
  'المصري',
  'التميمي',
  'الزعبي',
  'الخطيب',
  'صالح',
  'قاسم',
  'حمدان',
  'عوض',
  'جابر',
  'العبيدات',
];

/** The n-th generated user (0-based): every third has an Arabic full name. Pure: same n, same user. */
export function demoWalletUser(n: number): DemoWalletUser {
  const id = FIRST_USER_ID + n;
  const arabic = n % 3 === 2;
  // Each name list is walked by a step coprime with its length, so every name appears.
  const k = Math.floor(n / 3);
  const full_name = arabic
    ? `${FIRST_AR[(k * 7) % FIRST_AR.length]} ${FAMILY_AR[(k * 5 + 3) % FAMILY_AR.length]}`
    : `${FIRST_EN[(n * 7) % FIRST_EN.length]} ${FAMILY_EN[(n * 5 + 3) % FAMILY_EN.length]}`;
  const mobile = String(790000000 + ((n * 7919) % 9999999)).padStart(9, '0');
  return { id, full_name, email: `user${id}@wallet.example`, mobile_number: `+962${mobile}` };
}

function seedUsers(): DemoWalletUser[] {
  return Array.from({ length: SEED_USER_COUNT }, (_, n) => demoWalletUser(n));
}

/** Every `step`-th user id from `from`, `count` of them (deterministic spreads of the seed). */
function spread(from: number, count: number, step: number): number[] {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push(FIRST_USER_ID + ((from + i * step) % SEED_USER_COUNT));
  return [...new Set(result)];
}

function seedGroups(): DemoPromotionGroup[] {
  const at = '2026-01-15T09:00:00Z';
  const group = (id: number, name: string, description: string | null, user_ids: number[]): DemoPromotionGroup => ({
    id,
    name,
    description,
    user_ids,
    created_at: at,
    updated_at: at,
  });
  return [
    group(1, 'Salary transfer customers', 'Wallets that receive a monthly salary from a partner employer.', spread(0, 320, 1)),
    group(2, 'Amman merchants', 'Small merchants in Amman who accept wallet payments.', spread(5, 180, 2)),
    group(3, 'University students', 'Verified students of partner universities.', spread(11, 64, 3)),
    group(4, 'Staff', 'Employees of the processor (testing promotions first).', spread(0, 12, 31)),
    group(5, 'عملاء مميزون', 'كبار العملاء حسب حجم التحويلات الشهرية.', spread(2, 40, 7)),
    group(6, 'Irbid pilot', null, []),
  ];
}

export const promotionGroupsStore: { users: DemoWalletUser[]; groups: DemoPromotionGroup[]; nextId: number } = {
  users: seedUsers(),
  groups: seedGroups(),
  nextId: 7,
};

onResetDb(() => {
  promotionGroupsStore.users = seedUsers();
  promotionGroupsStore.groups = seedGroups();
  promotionGroupsStore.nextId = 7;
});

/** The users GET /api/promotion-groups/users lists: the seed, or ?demo-rows=N of them when more. */
function candidateUsers(): DemoWalletUser[] {
  const { rows } = getDemoSettings();
  const { users } = promotionGroupsStore;
  if (rows <= users.length) return users;
  return [...users, ...Array.from({ length: rows - users.length }, (_, i) => demoWalletUser(users.length + i))];
}

export function findGroup(id: unknown): DemoPromotionGroup | undefined {
  const n = typeof id === 'string' ? Number(id) : id;
  return promotionGroupsStore.groups.find((g) => g.id === n);
}

const userSummary = (u: DemoWalletUser): Schema<'GroupUser'> => ({ id: u.id, full_name: u.full_name });

/** A list row: no users (the list is read without them), so a long list stays cheap. */
function groupRow(group: DemoPromotionGroup): Schema<'PromotionGroup'> {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    users_count: group.user_ids.length,
    created_at: group.created_at,
    updated_at: group.updated_at,
  };
}

/** One group as its page reads it: the row, then its users (id, full_name). */
function groupDetail(group: DemoPromotionGroup): Schema<'PromotionGroup'> {
  const byId = new Map(candidateUsers().map((u) => [u.id, u]));
  return {
    ...groupRow(group),
    users: group.user_ids.flatMap((id) => {
      const user = byId.get(id);
      return user ? [userSummary(user)] : [];
    }),
  };
}

// --- Validation, Laravel style ------------------------------------------------------------------

type Errors = Record<string, string[]>;

/** The body of a 422, Laravel style: every refused field with its messages, the first message and how many more. */
export function refusal(errors: Errors): Schema<'ErrorBody'> {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message =
    more > 0 ? `${messages[0]} (and ${more} more error${more === 1 ? '' : 's'})` : (messages[0] ?? 'The given data was invalid.');
  return { message, errors };
}

const NOT_FOUND: Schema<'ErrorBody'> = { message: 'Promotion group not found.' };

function checkNameAndDescription(
  body: Untrusted<RequestBody<'createPromotionGroup'> & RequestBody<'updatePromotionGroup'>>,
  errors: Errors,
  ignoreId?: number,
) {
  const { name, description } = body;
  if (typeof name !== 'string' || name.trim() === '') errors.name = ['The name field is required.'];
  else if (name.trim().length > 255) errors.name = ['The name field must not be greater than 255 characters.'];
  else if (promotionGroupsStore.groups.some((g) => g.id !== ignoreId && g.name.trim().toLowerCase() === name.trim().toLowerCase()))
    errors.name = ['The name has already been taken.'];
  if (description !== undefined && description !== null && typeof description !== 'string')
    errors.description = ['The description field must be a string.'];
  else if (typeof description === 'string' && description.length > 1000)
    errors.description = ['The description field must not be greater than 1000 characters.'];
}

function checkUserIds(value: unknown, errors: Errors): number[] {
  if (!Array.isArray(value)) {
    errors.user_ids = ['The user ids field must be an array.'];
    return [];
  }
  const known = new Set(candidateUsers().map((u) => u.id));
  const ids: number[] = [];
  value.forEach((raw, index) => {
    if (typeof raw !== 'number' || !known.has(raw)) errors[`user_ids.${index}`] = [`The selected user_ids.${index} is invalid.`];
    else ids.push(raw);
  });
  return [...new Set(ids)];
}

/** A JSON object sent, read by the contract's field names (anything else reads as no field). */
const asBody = <T>(value: unknown): Untrusted<T> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Untrusted<T>) : {};

/** ?demo-rows=N: the store grows to N groups (generated, kept), each with a few users. */
function ensureDemoRows(): void {
  const { rows } = getDemoSettings();
  const { groups } = promotionGroupsStore;
  while (groups.length < rows) {
    const n = groups.length;
    const id = promotionGroupsStore.nextId;
    promotionGroupsStore.nextId += 1;
    groups.push({
      id,
      name: `Generated group ${id}`,
      description: n % 5 === 0 ? null : `Users of campaign ${id}.`,
      user_ids: spread(n * 13, 1 + (n % 25), 11),
      created_at: '2026-02-01T08:00:00Z',
      updated_at: '2026-02-01T08:00:00Z',
    });
  }
}

const AREA = 'promotion-groups';

export const handlers: HttpHandler[] = [
  // Before /:id, which would otherwise match "users".
  http.get(
    demoRoute('/api/promotion-groups/users'),
    withSession(AREA, () =>
      reply('listGroupCandidates', { message: 'Users retrieved successfully.', data: candidateUsers().map(userSummary) }),
    ),
  ),
  http.get(
    demoRoute('/api/promotion-groups'),
    withSession(AREA, () => {
      ensureDemoRows();
      return reply('listPromotionGroups', {
        message: 'Promotion groups retrieved successfully.',
        data: [...promotionGroupsStore.groups].reverse().map(groupRow),
      });
    }),
  ),
  http.get<{ id: string }>(
    demoRoute('/api/promotion-groups/{id}'),
    withSession(AREA, ({ params }) => {
      ensureDemoRows();
      const group = findGroup(params.id);
      return group
        ? reply('getPromotionGroup', { message: 'Promotion group retrieved successfully.', data: groupDetail(group) })
        : reply('getPromotionGroup', NOT_FOUND, 404);
    }),
  ),
  http.post(
    demoRoute('/api/promotion-groups'),
    withSession(AREA, async ({ request }) => {
      const body = asBody<RequestBody<'createPromotionGroup'>>(await readJson(request));
      const errors: Errors = {};
      checkNameAndDescription(body, errors);
      const userIds = checkUserIds(body.user_ids ?? [], errors);
      if (Object.keys(errors).length) return reply('createPromotionGroup', refusal(errors), 422);
      const now = new Date().toISOString();
      const group: DemoPromotionGroup = {
        id: promotionGroupsStore.nextId,
        name: String(body.name).trim(),
        description: typeof body.description === 'string' && body.description.trim() ? body.description.trim() : null,
        user_ids: userIds,
        created_at: now,
        updated_at: now,
      };
      promotionGroupsStore.nextId += 1;
      promotionGroupsStore.groups.push(group);
      return reply('createPromotionGroup', { message: 'Promotion group created successfully.' }, 201);
    }),
  ),
  http.patch<{ id: string }>(
    demoRoute('/api/promotion-groups/{id}'),
    withSession(AREA, async ({ params, request }) => {
      const group = findGroup(params.id);
      if (!group) return reply('updatePromotionGroup', NOT_FOUND, 404);
      const body = asBody<RequestBody<'updatePromotionGroup'>>(await readJson(request));
      const errors: Errors = {};
      checkNameAndDescription(body, errors, group.id);
      if (Object.keys(errors).length) return reply('updatePromotionGroup', refusal(errors), 422);
      group.name = String(body.name).trim();
      group.description = typeof body.description === 'string' && body.description.trim() ? body.description.trim() : null;
      group.updated_at = new Date().toISOString();
      return reply('updatePromotionGroup', { message: 'Promotion group updated successfully.' });
    }),
  ),
  http.post<{ id: string }>(
    demoRoute('/api/promotion-groups/{id}/users'),
    withSession(AREA, async ({ params, request }) => {
      const group = findGroup(params.id);
      if (!group) return reply('setPromotionGroupUsers', NOT_FOUND, 404);
      const body = asBody<RequestBody<'setPromotionGroupUsers'>>(await readJson(request));
      const errors: Errors = {};
      const userIds = checkUserIds(body.user_ids, errors);
      if (Object.keys(errors).length) return reply('setPromotionGroupUsers', refusal(errors), 422);
      group.user_ids = userIds;
      group.updated_at = new Date().toISOString();
      return reply('setPromotionGroupUsers', { message: 'Promotion group users updated successfully.' });
    }),
  ),
];
