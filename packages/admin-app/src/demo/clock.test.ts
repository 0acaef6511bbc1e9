import { afterEach, describe, expect, it } from 'vitest';
import { resetDb } from './db';
import { FIXED_DEMO_NOW, setDemoNow } from './clock';
import { kycStore } from '../features/kyc/demo';
import { kybStore } from '../features/kyb/demo';

const DAY = 24 * 3_600_000;

afterEach(() => {
  setDemoNow(FIXED_DEMO_NOW);
  resetDb();
});

describe('the demo clock', () => {
  it('seeds the KYC and KYB review dates back from it: started at today, the pending cases are hours to days old, some past 2 days', () => {
    const today = Date.UTC(2026, 10, 24, 12, 0, 0);
    setDemoNow(today);
    resetDb();
    const ages = [
      ...kycStore.users.filter((u) => u.kyc_status === 'pending').map((u) => (today - Date.parse(u.updated_at)) / DAY),
      ...kybStore.requests.filter((r) => r.status === 'pending').map((r) => (today - Date.parse(r.updated_at)) / DAY),
    ];
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(ages.some((age) => age < 2)).toBe(true);
    expect(ages.some((age) => age > 2)).toBe(true);
  });

  it('is a fixed day unless set, so tests see the same data every day', () => {
    resetDb();
    expect(kycStore.users[0]!.updated_at).toBe(new Date(FIXED_DEMO_NOW - 3 * 3_600_000).toISOString());
  });
});
