import { afterEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../demo/db';
import { activeFeesArea, DEMO_PRODUCT, feesStore, generateDistributions, generateFees, seedDistributions } from './demo';
import { seedFeeCatalogue } from './demoCatalogue';
import { setDemoSettings } from '../../demo/settings';

afterEach(() => {
  setDemoSettings({});
  resetDb();
});

describe('the fees demo store', () => {
  it('seeds one distribution per fee plus one without a fee; most splits add up to 100, one or two do not', () => {
    const fees = seedFeeCatalogue();
    const list = seedDistributions(fees);
    expect(list).toHaveLength(fees.length + 1);
    expect(list.map((d) => d.fee_id)).toEqual([...fees.map((f) => f.id), null]);
    const sums = list.map((d) => d.wallet_percentage + d.guarantor_percentage + d.processor_percentage);
    const off = sums.filter((sum) => sum !== 100).length;
    expect(off).toBeGreaterThanOrEqual(1);
    expect(off).toBeLessThanOrEqual(2);
    expect(Object.keys(list[0]!)).toContain(`${DEMO_PRODUCT}_fixed`);
  });

  it('generates N rows deterministically, with unique ids and aliases', () => {
    const a = generateFees(10_000);
    expect(a).toEqual(generateFees(10_000));
    expect(new Set(a.map((f) => f.id)).size).toBe(10_000);
    expect(new Set(a.map((f) => f.name_alias)).size).toBe(10_000);
    const d = generateDistributions(10_000, a);
    expect(d).toHaveLength(10_000);
    expect(d[9_999]?.fee_id).toBe(10_000);
  });

  it('serves the seed, or N generated rows built once per N and dropped on reset', () => {
    expect(activeFeesArea()).toBe(feesStore);
    setDemoSettings({ rows: 100 });
    const area = activeFeesArea();
    expect(area.fees).toHaveLength(100);
    expect(activeFeesArea()).toBe(area);
    resetDb();
    expect(feesStore.generated).toBeNull();
  });
});
