import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliqDemoIds, cliqStore, CLIQ_SEED_COUNT } from './demo';
import { setDemoSettings } from '../../demo/settings';
import { setupDemoServer } from '../../test/demoServer';
import { clearClientState, signInAsAdmin } from '../../test/session';
import { approveCliqAccount, fetchCliqAccount, fetchCliqAccounts, rejectCliqAccount } from './api';
import { httpStatus, isCancelled } from '../../platform/http';
import { MalformedResponseError } from '../../platform/unwrap';

const server = setupDemoServer();

beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

const LIST = '*/api/admin/cliq-accounts';
const DETAIL = '*/api/admin/cliq-accounts/:id';

describe('fetchCliqAccounts', () => {
  it('sends page_number, page_size 15 and status, and reads the page', async () => {
    let query: URLSearchParams | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cliq-accounts')) query = new URL(request.url).searchParams;
    });
    const page = await fetchCliqAccounts({ page: 2, status: 'all' });
    server.events.removeAllListeners();
    expect(query?.get('page_number')).toBe('2');
    expect(query?.get('page_size')).toBe('15');
    expect(query?.get('status')).toBe('all');
    expect(page.total).toBe(CLIQ_SEED_COUNT);
    expect(page.currentPage).toBe(2);
    expect(page.lastPage).toBe(Math.ceil(CLIQ_SEED_COUNT / 15));
    expect(page.rows).toHaveLength(15);
  });

  it('counts pages of 15 when the server leaves out last_page', async () => {
    server.use(mswHttp.get(LIST, () => HttpResponse.json({ data: { data: [{ id: 1 }], current_page: 1, total: 31 } })));
    const page = await fetchCliqAccounts({ page: 1, status: 'all' });
    expect(page.total).toBe(31);
    expect(page.lastPage).toBe(3);
  });

  it('filters by status in the store, and pages the filtered set', async () => {
    const verified = await fetchCliqAccounts({ page: 1, status: 'verified' });
    const expected = cliqStore.accounts.filter((a) => a.status === 'verified').length;
    // Counts first: every() over no rows is true whatever the filter did.
    expect(expected).toBeGreaterThan(0);
    expect(verified.total).toBe(expected);
    expect(verified.rows).toHaveLength(Math.min(15, expected));
    expect(verified.rows.every((r) => r.status === 'verified')).toBe(true);
    const rejected = await fetchCliqAccounts({ page: 1, status: 'rejected' });
    const rejectedCount = cliqStore.accounts.filter((a) => a.status === 'rejected').length;
    expect(rejectedCount).toBeGreaterThan(0);
    expect(rejected.rows).toHaveLength(Math.min(15, rejectedCount));
    expect(rejected.rows.every((r) => r.status === 'rejected')).toBe(true);
    expect(rejected.total + verified.total).toBeLessThan(CLIQ_SEED_COUNT);
  });

  it('grows to ?demo-rows accounts', async () => {
    setDemoSettings({ rows: 200 });
    const page = await fetchCliqAccounts({ page: 14, status: 'all' });
    expect(page.total).toBe(200);
    expect(page.lastPage).toBe(14);
    expect(page.rows).toHaveLength(200 - 13 * 15);
  });

  it.each([
    ['rows not a list', { data: { data: 'nope', total: 1 } }],
    ['a row without id', { data: { data: [{ alias_type: 'mobile' }], total: 1, current_page: 1, last_page: 1 } }],
    ['a row that is not an object', { data: { data: [3], total: 1 } }],
    ['an empty body', ''],
  ])('throws a MalformedResponseError on %s', async (_name, body) => {
    server.use(mswHttp.get(LIST, () => HttpResponse.json(body)));
    await expect(fetchCliqAccounts({ page: 1, status: 'all' })).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('accepts the page one level down (data.data.data)', async () => {
    server.use(
      mswHttp.get(LIST, () => HttpResponse.json({ data: { data: { data: [{ id: 5 }], total: 1, current_page: 1, last_page: 1 } } })),
    );
    const page = await fetchCliqAccounts({ page: 1, status: 'all' });
    expect(page.rows.map((r) => r.id)).toEqual([5]);
  });

  it('passes the abort signal', async () => {
    const controller = new AbortController();
    const call = fetchCliqAccounts({ page: 1, status: 'all' }, controller.signal);
    controller.abort();
    const error: unknown = await call.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
  });
});

describe('fetchCliqAccount', () => {
  it('reads the account at data.data with its user and logs', async () => {
    const account = await fetchCliqAccount(cliqDemoIds.pendingAfterApproval);
    expect(account.id).toBe(cliqDemoIds.pendingAfterApproval);
    expect(account.user?.email).toMatch(/@/);
    expect(account.logs?.map((l) => l.change_type)).toEqual(['create_cliq', 'approve_cliq', 'change_cliq']);
  });

  it.each([
    ['directly at data', { data: { id: 9, logs: [] } }],
    ['one level further down', { data: { data: { data: { id: 9 } } } }],
  ])('accepts the account %s', async (_name, body) => {
    server.use(mswHttp.get(DETAIL, () => HttpResponse.json(body)));
    const account = await fetchCliqAccount(9);
    expect(account.id).toBe(9);
    expect(account.logs).toEqual([]);
  });

  it.each([
    ['no account', { data: { data: null } }],
    ['logs not a list', { data: { data: { id: 9, logs: 'x' } } }],
    ['logs with a non-object', { data: { data: { id: 9, logs: [1] } } }],
    ['user not an object', { data: { data: { id: 9, user: 'Sara' } } }],
  ])('throws a MalformedResponseError on %s', async (_name, body) => {
    server.use(mswHttp.get(DETAIL, () => HttpResponse.json(body)));
    await expect(fetchCliqAccount(9)).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('fails with 404 for an unknown id', async () => {
    const error: unknown = await fetchCliqAccount(99999).catch((e: unknown) => e);
    expect(httpStatus(error)).toBe(404);
  });
});

describe('approve and reject', () => {
  it('approve sends no body, and the store marks the account verified with an approval log', async () => {
    let body: string | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/approve')) body = await request.clone().text();
    });
    const before = (await fetchCliqAccounts({ page: 1, status: 'verified' })).total;
    await approveCliqAccount(cliqDemoIds.pending);
    server.events.removeAllListeners();
    expect(body).toBe('');
    const account = await fetchCliqAccount(cliqDemoIds.pending);
    expect(account.is_verified).toBe(true);
    expect(account.status).toBe('verified');
    expect(account.logs?.at(-1)?.change_type).toBe('approve_cliq');
    expect((await fetchCliqAccounts({ page: 1, status: 'verified' })).total).toBe(before + 1);
  });

  it('reject marks the account rejected with a rejection log', async () => {
    await rejectCliqAccount(cliqDemoIds.verified);
    const account = await fetchCliqAccount(cliqDemoIds.verified);
    expect(account.is_verified).toBe(false);
    expect(account.status).toBe('rejected');
    expect(account.logs?.at(-1)?.change_type).toBe('reject_cliq');
  });

  it('refuses what does not apply, and unknown ids', async () => {
    expect(httpStatus(await approveCliqAccount(cliqDemoIds.verified).catch((e: unknown) => e))).toBe(422);
    expect(httpStatus(await rejectCliqAccount(cliqDemoIds.rejected).catch((e: unknown) => e))).toBe(422);
    expect(httpStatus(await approveCliqAccount(99999).catch((e: unknown) => e))).toBe(404);
    expect(httpStatus(await rejectCliqAccount(99999).catch((e: unknown) => e))).toBe(404);
  });
});
