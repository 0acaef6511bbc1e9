import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promotionGroupsStore, SEED_USER_COUNT } from './demo';
import { setDemoSettings } from '../../demo/settings';
import { setupDemoServer } from '../../test/demoServer';
import { clearClientState, signInAsAdmin } from '../../test/session';
import { errorBody, httpStatus } from '../../platform/http';
import {
  createPromotionGroup,
  fetchGroupCandidates,
  fetchPromotionGroup,
  fetchPromotionGroups,
  setPromotionGroupUsers,
  updatePromotionGroup,
} from './api';
import { MalformedResponseError } from '../../platform/unwrap';

const server = setupDemoServer();

beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

describe('promotion group services against the demo backend', () => {
  it('lists the seeded groups and the users, English and Arabic', async () => {
    const groups = await fetchPromotionGroups();
    expect(groups.map((g) => g.name)).toContain('عملاء مميزون');
    const users = await fetchGroupCandidates();
    expect(users).toHaveLength(SEED_USER_COUNT);
    expect(users.some((u) => /[\u0600-\u06FF]/.test(u.fullName))).toBe(true);
    expect(users.some((u) => /^[A-Za-z ]+$/.test(u.fullName))).toBe(true);
  });

  it('holds groups of hundreds of users', async () => {
    const big = await fetchPromotionGroup(1);
    expect(big.users.length).toBeGreaterThanOrEqual(300);
  });

  it('?demo-rows makes the users list and the groups list longer', async () => {
    setDemoSettings({ rows: 1500 });
    expect(await fetchGroupCandidates()).toHaveLength(1500);
    const groups = await fetchPromotionGroups();
    expect(groups).toHaveLength(1500);
    expect((await fetchPromotionGroup(groups[0]!.id)).users.length).toBeGreaterThan(0);
  });

  it('creates a group, then edits its name and users in two calls', async () => {
    await createPromotionGroup({ name: 'Weekend riders', description: 'Test', user_ids: [1001, 1002] });
    const created = (await fetchPromotionGroups()).find((g) => g.name === 'Weekend riders')!;
    expect((await fetchPromotionGroup(created.id)).users.map((u) => u.id)).toEqual([1001, 1002]);
    await updatePromotionGroup(created.id, { name: 'Weekend riders 2', description: '' });
    await setPromotionGroupUsers(created.id, { user_ids: [1003] });
    const edited = await fetchPromotionGroup(created.id);
    expect(edited).toMatchObject({ name: 'Weekend riders 2', description: '', users: [{ id: 1003 }] });
    expect(promotionGroupsStore.groups.find((g) => g.id === created.id)?.user_ids).toEqual([1003]);
  });

  it('answers 422 for a missing or taken name and unknown users', async () => {
    const missing = await createPromotionGroup({ name: ' ', description: '', user_ids: [5] }).catch((e: unknown) => e);
    expect(httpStatus(missing)).toBe(422);
    expect(errorBody(missing)).toMatchObject({
      errors: { name: ['The name field is required.'], 'user_ids.0': ['The selected user_ids.0 is invalid.'] },
    });
    const taken = await updatePromotionGroup(2, { name: 'staff', description: '' }).catch((e: unknown) => e);
    expect(errorBody(taken)).toMatchObject({ errors: { name: ['The name has already been taken.'] } });
  });

  it('turns a malformed group into MalformedResponseError', async () => {
    server.use(
      mswHttp.get('*/api/promotion-groups/users', () => HttpResponse.json({ data: [{ full_name: 'no id' }] })),
      mswHttp.get('*/api/promotion-groups/:id', () => HttpResponse.json({ data: 'x' })),
    );
    await expect(fetchGroupCandidates()).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(fetchPromotionGroup(1)).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
