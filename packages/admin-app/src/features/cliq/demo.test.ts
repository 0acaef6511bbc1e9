import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detailStatus, listStatus, rejectWarning, userDisplayName } from './rules';
import { cliqDemoIds, cliqStore, CLIQ_SEED_COUNT } from './demo';
import { fetchCliqAccounts } from './api';
import { setupDemoServer } from '../../test/demoServer';
import { clearClientState, signInAsAdmin } from '../../test/session';
import { resetDb } from '../../demo/db';

setupDemoServer();
beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

const byId = (id: number) => {
  const account = cliqStore.accounts.find((a) => a.id === id);
  if (!account) throw new Error(`no account ${id}`);
  return account;
};

describe('the Cliq demo seed', () => {
  it('holds more than three pages of 15 (the list pages through them), both alias types in every status', async () => {
    const fourth = await fetchCliqAccounts({ page: 4, status: 'all' });
    expect(fourth.lastPage).toBeGreaterThanOrEqual(4);
    expect(fourth.rows.length).toBeGreaterThan(0);
    const seen = new Set<number | string>();
    for (let page = 1; page <= fourth.lastPage; page += 1) {
      for (const row of (await fetchCliqAccounts({ page, status: 'all' })).rows) seen.add(row.id);
    }
    // Every account on exactly one page: the pages hold the whole store, with no repeats.
    expect(seen.size).toBe(cliqStore.accounts.length);
    expect(fourth.total).toBe(cliqStore.accounts.length);
    for (const status of ['pending', 'verified', 'rejected'] as const) {
      for (const type of ['mobile', 'alias'] as const) {
        expect(cliqStore.accounts.some((a) => a.status === status && a.alias_type === type)).toBe(true);
      }
    }
  });

  it('keeps each account consistent: list reading and detail reading agree', () => {
    expect(cliqStore.accounts).toHaveLength(CLIQ_SEED_COUNT);
    for (const account of cliqStore.accounts) {
      expect(detailStatus(account).key).toBe(listStatus(account.status).key);
    }
  });

  it('has the accounts the stories and tests name', () => {
    expect(detailStatus(byId(cliqDemoIds.pending)).label).toBe('Pending verification');
    expect(byId(cliqDemoIds.pending).logs.map((l) => l.change_type)).toEqual(['create_cliq']);
    expect(detailStatus(byId(cliqDemoIds.verified)).label).toBe('Verified');
    expect(detailStatus(byId(cliqDemoIds.rejected)).label).toBe('Rejected');
    expect(detailStatus(byId(cliqDemoIds.rejectedAfterApproval)).label).toBe('Rejected');
    const changed = byId(cliqDemoIds.pendingAfterApproval);
    expect(detailStatus(changed).label).toBe('Pending verification');
    expect(rejectWarning(changed)).toBe(
      'This action will revert the account to its previous approved state: the alias WALLET4 comes back.',
    );
    expect(userDisplayName(changed.user)).toMatch(/[\u0600-\u06FF]/);
    expect(byId(cliqDemoIds.noHistory).logs).toEqual([]);
    expect(byId(cliqDemoIds.userNameOnly).user?.first_name).toBe('');
    expect(userDisplayName(byId(cliqDemoIds.userNameOnly).user)).toBe(byId(cliqDemoIds.userNameOnly).user?.user_name);
    expect(byId(cliqDemoIds.noUser).user).toBeNull();
  });

  it('goes back to the seed on reset', () => {
    const account = byId(cliqDemoIds.pending);
    account.status = 'verified';
    account.is_verified = true;
    cliqStore.accounts.pop();
    resetDb();
    expect(cliqStore.accounts).toHaveLength(CLIQ_SEED_COUNT);
    expect(byId(cliqDemoIds.pending).status).toBe('pending');
  });
});
