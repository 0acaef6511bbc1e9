import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatNumber, intlLocale } from './format';
import { setLocale } from './i18n';

afterEach(async () => {
  vi.unstubAllEnvs();
  await setLocale('en');
});

describe('the app’s numbers and dates', () => {
  it('writes English as before: day month year, grouped Latin digits', () => {
    expect(intlLocale()).toBe('en-GB');
    expect(formatNumber(1250.5)).toBe('1,250.5');
    expect(formatDate('2026-01-20')).toBe('20 Jan 2026');
    expect(formatDateTime('2026-01-20T05:00:00Z', 'UTC')).toBe('20 Jan 2026, 05:00');
  });

  it('writes Arabic with Latin digits by default, in the same order', async () => {
    await setLocale('ar');
    expect(intlLocale()).toBe('ar-JO-u-nu-latn');
    expect(formatNumber(1250)).toMatch(/^1.250$/);
    const date = formatDate('2026-01-20');
    expect(date).toMatch(/^20 كانون الثاني 2026$/);
    expect(date).not.toMatch(/Jan/);
    expect(formatDateTime('2026-01-20T05:00:00Z', 'UTC')).toMatch(/05:00/);
  });

  it('writes Arabic-Indic digits in a build with VITE_ARABIC_DIGITS=arab, and English keeps Latin ones', async () => {
    vi.stubEnv('VITE_ARABIC_DIGITS', 'arab');
    expect(formatNumber(42)).toBe('42');
    await setLocale('ar');
    expect(intlLocale()).toBe('ar-JO-u-nu-arab');
    expect(formatNumber(42)).toBe('٤٢');
    expect(formatDate('2026-01-20')).toMatch(/^٢٠ كانون الثاني ٢٠٢٦$/);
  });
});
