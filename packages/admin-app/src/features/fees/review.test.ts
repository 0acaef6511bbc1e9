import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../app/messages';
import { setLocale } from '../../platform/i18n/i18n';
import { MESSAGES, type Fee } from './rules';
import { counted, pointsChange, withRows } from './review';

const fee = (id: number, fields: Partial<Fee> = {}): Fee => ({ id, name_alias: `fee_${id}`, payer_percentage: 1, fixed: 0.25, ...fields });

describe('pointsChange', () => {
  it('signs the change of a percentage in points with two decimals; nothing for other columns', () => {
    expect(pointsChange('payer_percentage', 1.5, '2')).toBe('+0.50 pp');
    expect(pointsChange('guarantor_percentage', 20, 18.75)).toBe('−1.25 pp');
    expect(pointsChange('payee_percentage', 0.1, 0.1)).toBe('±0.00 pp');
    expect(pointsChange('fixed', 0.25, 0.5)).toBeUndefined();
    expect(pointsChange('payer_percentage', null, 1)).toBeUndefined();
  });
});

describe('withRows', () => {
  it('puts the sent rows in the server list by id', () => {
    const current = [fee(2), fee(1)];
    expect(withRows(current, [fee(1, { fixed: 9 })])).toEqual([fee(2), fee(1, { fixed: 9 })]);
  });
});

describe('counts and numbers in the interface’s digits', () => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    await setLocale('en');
  });

  it('writes counts and the amount rule’s maximum in Arabic-Indic digits in a build with VITE_ARABIC_DIGITS=arab', async () => {
    vi.stubEnv('VITE_ARABIC_DIGITS', 'arab');
    expect(counted(1250)).toEqual({ count: 1250, shown: '1250' });
    expect(counted(1250, true)).toEqual({ count: 1250, shown: '1,250' });
    await setLocale('ar');
    expect(counted(12)).toEqual({ count: 12, shown: '١٢' });
    expect(counted(1250).shown).toBe('١٢٥٠');
    expect(counted(1250, true).shown).toMatch(/^١.٢٥٠$/);
    expect(MESSAGES.amount).toMatch(/١.٠٠٠.٠٠٠/);
  });
});
