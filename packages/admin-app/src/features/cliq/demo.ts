import { http, type HttpHandler } from 'msw';
import type { CliqAccount, CliqLog, CliqUser } from './rules';
import { onResetDb } from '../../demo/db';
import { demoRoute, type Schema } from '../../api/contract';
import { reply, withSession } from '../../demo/respond';
import { getDemoSettings } from '../../demo/settings';
import { demoNow } from '../../demo/clock';

/**
 * Cliq alias accounts: the demo store and its handlers (GET list and detail, POST approve and
 * reject). Accounts of both alias types in every status, each with its user and a log history
 * (create, change, approve, reject). Approve and reject change the store and append a log entry, stamped with the
 * demo clock. A rejection after an approval reverts, as the server does: the alias or mobile number of the latest
 * approval comes back and changed_at moves; the account reads Rejected (docs/product.md#cliq-decisions).
 * `?demo-rows=N` grows the list to N accounts.
 */

export interface DemoCliqUser extends CliqUser {
  id: number;
  user_name: string;
  email: string;
  mobile_number: string;
  kyc_verified: boolean;
  kyc_initiated: boolean;
}

export interface DemoCliqAccount extends CliqAccount {
  id: number;
  alias_type: 'mobile' | 'alias';
  mobile_number: string | null;
  alias: string | null;
  status: 'pending' | 'verified' | 'rejected';
  is_verified: boolean;
  created_at: string;
  changed_at: string | null;
  user_id: number | null;
  created_by: number;
  user: DemoCliqUser | null;
  logs: CliqLog[];
}

/** Accounts in the seed (more than three pages of 15). */
export const CLIQ_SEED_COUNT = 48;

/**
 * Seed accounts with a known shape, for stories and tests. The seed repeats a cycle of six:
 * pending (created only), verified, rejected, pending after an approved alias changed, verified
 * after a change, rejected after an approval.
 */
export const cliqDemoIds = {
  /** Pending, created only: approve and reject; reject keeps it pending. */
  pending: 1,
  /** Verified (created, approved): reject only, with the revert warning. */
  verified: 2,
  /** Rejected (created, rejected): approve only. */
  rejected: 3,
  /** Pending after its approved alias changed; the user's name is Arabic: the reject warning reverts. */
  pendingAfterApproval: 4,
  /** Rejected after an approval: approve only. */
  rejectedAfterApproval: 6,
  /** Pending with no log at all: no Change History. */
  noHistory: 7,
  /** Its user has no name parts: the user name falls back to user_name. */
  userNameOnly: 11,
  /** No user on the account: user fields read N/A. */
  noUser: 21,
} as const;

const FIRST = [
  'Ahmad',
  'Sara',
  'Omar',
  'Lina',
  'Khaled',
  'Rania',
  'Yousef',
  'Dana',
  'Hamza',
  'Noor',
  'Zaid',
  'Maya',
  'Faris',
  'Hala',
  'Tariq',
  'Reem',
];
const SECOND = ['Mahmoud', 'Ali', 'Hasan', 'Ibrahim', 'Saleh', 'Nabil', 'Fadi', 'Sami'];
const FAMILY = ['Haddad', 'Nasser', 'Khoury', 'Masri', 'Odeh', 'Qasem', 'Jaber', 'Hamdan', 'Azzam', 'Shami', 'Tamimi'];
const FIRST_AR = ['محمد', 'فاطمة', 'عبد الله', 'مريم', 'يزن', 'رهف'];
const SECOND_AR = ['أحمد', 'خالد', 'سليمان'];
const FAMILY_AR = ['العلي', 'الحسيني', 'المومني', 'الزعبي', 'العبادي'];

const BASE_TIME = Date.UTC(2026, 0, 5, 8, 0, 0);
const HOUR = 3_600_000;

/** Laravel's timestamp format. */
const stamp = (time: number) => new Date(time).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

const mobileFor = (n: number) => `+9627${[7, 8, 9][n % 3]}${String(1_000_000 + ((n * 7919) % 8_999_999)).padStart(7, '0')}`;

function userFor(i: number): DemoCliqUser {
  const id = 100 + i + 1;
  const arabic = i % 5 === 3;
  const first = arabic ? FIRST_AR[i % FIRST_AR.length]! : FIRST[i % FIRST.length]!;
  const second = arabic ? SECOND_AR[i % SECOND_AR.length]! : SECOND[i % SECOND.length]!;
  const family = arabic ? FAMILY_AR[i % FAMILY_AR.length]! : FAMILY[i % FAMILY.length]!;
  const latin = arabic ? `user${id}` : `${first}.${family}`.toLowerCase();
  const nameless = i % 11 === 10;
  return {
    id,
    first_name: nameless ? '' : first,
    second_name: nameless ? null : second,
    third_name: i % 4 === 0 && !nameless ? (arabic ? 'يوسف' : 'Yousef') : '',
    family_name: nameless ? null : family,
    user_name: nameless ? `wallet_${id}` : latin,
    email: `${nameless ? `wallet_${id}` : latin}@wallet.example`,
    mobile_number: mobileFor(i + 1000),
    kyc_verified: i % 6 === 1 || i % 6 === 4 || i % 7 === 0,
    kyc_initiated: i % 3 !== 2,
  };
}

interface AliasValue {
  alias_type: 'mobile' | 'alias';
  mobile_number: string | null;
  alias: string | null;
}

function aliasFor(i: number, version: number, user: DemoCliqUser | null): AliasValue {
  // Alternates with the account and with each cycle of six, so every status has both types.
  const mobile = (i + version + Math.floor(i / 6)) % 2 === 0;
  if (mobile) return { alias_type: 'mobile', mobile_number: mobileFor(i * 3 + version), alias: null };
  const base = (user?.first_name && /^[A-Za-z]/.test(user.first_name) ? user.first_name : 'WALLET').toUpperCase().slice(0, 6);
  return { alias_type: 'alias', mobile_number: null, alias: `${base}${i + 1}${version > 0 ? String.fromCharCode(64 + version) : ''}` };
}

let nextLogId = 1;

function entry(change_type: CliqLog['change_type'], time: number, from: AliasValue | null, to: AliasValue | null): CliqLog {
  return {
    id: nextLogId++,
    change_type,
    created_at: stamp(time),
    old_alias: from?.alias ?? null,
    old_mobile_number: from?.mobile_number ?? null,
    old_alias_type: from?.alias_type ?? null,
    new_alias: to?.alias ?? null,
    new_mobile_number: to?.mobile_number ?? null,
    new_alias_type: to?.alias_type ?? null,
  };
}

/**
 * The histories the seed cycles through (by i % 6), after the account's creation: each step a change and its hour
 * after the creation. A change moves the alias from its first value to its second (the account's time of change)
 * and leaves it to review again; an approval or a rejection decides it. The first has none: pending.
 */
const HISTORIES: readonly (readonly [change: 'approve_cliq' | 'reject_cliq' | 'change_cliq', hours: number][])[] = [
  [],
  [['approve_cliq', 20]],
  [['reject_cliq', 26]],
  [
    ['approve_cliq', 5],
    ['change_cliq', 30],
  ],
  [
    ['change_cliq', 2],
    ['approve_cliq', 9],
  ],
  [
    ['approve_cliq', 4],
    ['change_cliq', 28],
    ['reject_cliq', 33],
  ],
];

/** The i-th account (0-based): the same every time, so a re-seed gives the same store. */
function accountFor(i: number): DemoCliqAccount {
  const id = i + 1;
  const user = id === cliqDemoIds.noUser ? null : userFor(i);
  const created = BASE_TIME + i * 37 * HOUR;
  const first = aliasFor(i, 0, user);
  const second = aliasFor(i, 1, user);
  const pattern = i % 6;
  const noLogs = pattern === 0 && Math.floor(i / 6) % 2 === 1;
  let current = first;
  const logs: CliqLog[] = [];
  let status: DemoCliqAccount['status'] = 'pending';
  let changedAt: string | null = null;
  if (!noLogs) {
    logs.push(entry('create_cliq', created, null, first));
    for (const [change, hours] of HISTORIES[pattern] ?? []) {
      const time = created + hours * HOUR;
      const next = change === 'change_cliq' ? second : current;
      logs.push(entry(change, time, current, next));
      current = next;
      if (change === 'change_cliq') changedAt = stamp(time);
      status = change === 'approve_cliq' ? 'verified' : change === 'reject_cliq' ? 'rejected' : 'pending';
    }
  }
  // Logs stay oldest first, as the server sends them: the screen orders them.
  return {
    id,
    ...current,
    status,
    is_verified: status === 'verified',
    created_at: stamp(created),
    changed_at: changedAt,
    user_id: user?.id ?? null,
    created_by: i % 4 === 2 ? 1 : (user?.id ?? 1),
    user,
    logs,
  };
}

function seed(count: number): DemoCliqAccount[] {
  nextLogId = 1;
  return Array.from({ length: count }, (_, i) => accountFor(i));
}

export const cliqStore: { accounts: DemoCliqAccount[] } = { accounts: seed(CLIQ_SEED_COUNT) };

onResetDb(() => {
  cliqStore.accounts = seed(CLIQ_SEED_COUNT);
});

/** `?demo-rows=N`: grow the store to N accounts (generated like the seed). */
function ensureRows() {
  const wanted = getDemoSettings().rows;
  for (let i = cliqStore.accounts.length; i < wanted; i += 1) cliqStore.accounts.push(accountFor(i));
}

const findAccount = (id: string | readonly string[] | undefined) => cliqStore.accounts.find((a) => String(a.id) === String(id));

const toInt = (value: string | null, fallback: number, max: number) => {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** A list row: the account without its user and logs. */
function listRow({ user: _user, logs: _logs, ...row }: DemoCliqAccount): Schema<'CliqAccount'> {
  return row;
}

const NOT_FOUND: Schema<'ErrorBody'> = { message: 'Cliq account not found.' };

const valueOf = (a: DemoCliqAccount): AliasValue => ({ alias_type: a.alias_type, mobile_number: a.mobile_number, alias: a.alias });

/** The value the latest approval in the account's history approved, if any (what a rejection reverts to). */
function lastApproval(account: DemoCliqAccount): AliasValue | null {
  const approval = account.logs.findLast((log) => log.change_type === 'approve_cliq');
  if (!approval) return null;
  const type = approval.new_alias_type ?? approval.old_alias_type;
  const source = approval.new_alias_type ? 'new' : 'old';
  if (type !== 'mobile' && type !== 'alias') return null;
  return {
    alias_type: type === 'mobile' ? 'mobile' : 'alias',
    alias: (source === 'new' ? approval.new_alias : approval.old_alias) ?? null,
    mobile_number: (source === 'new' ? approval.new_mobile_number : approval.old_mobile_number) ?? null,
  };
}

export const handlers: HttpHandler[] = [
  http.get(
    demoRoute('/api/admin/cliq-accounts'),
    withSession('cliq', ({ request }) => {
      ensureRows();
      const params = new URL(request.url).searchParams;
      const status = params.get('status') ?? 'all';
      const pageSize = toInt(params.get('page_size'), 15, 100);
      const page = toInt(params.get('page_number'), 1, 1_000_000);
      const matching = cliqStore.accounts
        .filter((a) => status === 'all' || status === '' || a.status === status)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const total = matching.length;
      const lastPage = Math.max(1, Math.ceil(total / pageSize));
      const rows = matching.slice((page - 1) * pageSize, page * pageSize).map(listRow);
      return reply('listCliqAccounts', {
        message: 'Cliq accounts retrieved successfully.',
        data: {
          current_page: page,
          data: rows,
          from: rows.length > 0 ? (page - 1) * pageSize + 1 : null,
          last_page: lastPage,
          per_page: pageSize,
          to: rows.length > 0 ? (page - 1) * pageSize + rows.length : null,
          total,
        },
      });
    }),
  ),
  http.get(
    demoRoute('/api/admin/cliq-accounts/{id}'),
    withSession<{ id: string }>('cliq', ({ params }) => {
      ensureRows();
      const account = findAccount(params.id);
      if (!account) return reply('getCliqAccount', NOT_FOUND, 404);
      return reply('getCliqAccount', { message: 'Cliq account retrieved successfully.', data: { data: structuredClone(account) } });
    }),
  ),
  http.post(
    demoRoute('/api/admin/cliq-accounts/{id}/approve'),
    withSession<{ id: string }>('cliq', ({ params }) => {
      ensureRows();
      const account = findAccount(params.id);
      if (!account) return reply('approveCliqAccount', NOT_FOUND, 404);
      if (account.is_verified) return reply('approveCliqAccount', { message: 'This Cliq account is already verified.' }, 422);
      const value = valueOf(account);
      account.logs.push(entry('approve_cliq', demoNow(), value, value));
      account.is_verified = true;
      account.status = 'verified';
      return reply('approveCliqAccount', { message: 'Cliq account approved successfully.' });
    }),
  ),
  http.post(
    demoRoute('/api/admin/cliq-accounts/{id}/reject'),
    withSession<{ id: string }>('cliq', ({ params }) => {
      ensureRows();
      const account = findAccount(params.id);
      if (!account) return reply('rejectCliqAccount', NOT_FOUND, 404);
      if (account.status === 'rejected') return reply('rejectCliqAccount', { message: 'This Cliq account is already rejected.' }, 422);
      const value = valueOf(account);
      const now = demoNow();
      // After an approval the rejection reverts: the latest approved alias or number comes back, and changed_at moves.
      const approved = lastApproval(account);
      account.logs.push(entry('reject_cliq', now, value, approved ?? value));
      if (approved) Object.assign(account, approved, { changed_at: stamp(now) });
      account.is_verified = false;
      account.status = 'rejected';
      return reply('rejectCliqAccount', { message: 'Cliq account rejected successfully.' });
    }),
  ),
];
