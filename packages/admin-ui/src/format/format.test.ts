import { afterEach, describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatDateTime, formatFullDateTime, formatNumber, machineDate, readDate } from './format';

describe('the one date format', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('writes day month year, and a 24-hour time, whatever the browser locale', () => {
    const at = '2026-01-20T05:00:00Z';
    expect(formatDate(at, { timeZone: 'UTC' })).toBe('20 Jan 2026');
    expect(formatDateTime(at, { timeZone: 'UTC' })).toBe('20 Jan 2026, 05:00');
    expect(formatDateTime('2026-11-01T22:07:00Z', { timeZone: 'UTC' })).toBe('1 Nov 2026, 22:07');
    // Not 11/1/2026, 10:00:00 AM: the en-US order and the 12-hour clock never show.
    expect(formatDateTime('2026-11-01T10:00:00Z', { timeZone: 'UTC', locale: 'en-US' })).not.toMatch(/AM|PM/);
  });

  it('abbreviates every English month in three letters (September too)', () => {
    expect(formatDate('2026-09-20')).toBe('20 Sep 2026');
    expect(formatDateTime('2026-09-20T05:00:00Z', { timeZone: 'UTC' })).toBe('20 Sep 2026, 05:00');
  });

  it('shows the time in the browser time zone', () => {
    expect(formatDateTime('2026-01-20T22:30:00Z', { timeZone: 'Asia/Amman' })).toBe('21 Jan 2026, 01:30');
  });

  it('keeps Latin digits in Arabic unless the locale asks for others', () => {
    expect(formatDate('2026-01-20', { locale: 'ar-JO' })).toMatch(/^20 .+ 2026$/);
    expect(formatDate('2026-01-20', { locale: 'ar-JO-u-nu-latn' })).toMatch(/^20 .+ 2026$/);
    expect(formatDate('2026-01-20', { locale: 'ar-EG-u-nu-arab' })).toMatch(/٢٠/);
  });

  it('reads a YYYY-MM-DD day as that day, without a time', () => {
    process.env.TZ = 'America/New_York';
    expect(formatDate('2026-03-01')).toBe('1 Mar 2026');
    expect(formatDateTime('2026-03-01')).toBe('1 Mar 2026');
    expect(machineDate('2026-03-01')).toBe('2026-03-01');
    expect(formatFullDateTime('2026-03-01')).toMatch(/^Sunday,? 1 March 2026$/);
  });

  it('gives the full timestamp for a tooltip and the machine value for <time>', () => {
    expect(formatFullDateTime('2026-01-20T05:00:00Z', { timeZone: 'UTC' })).toMatch(/Tuesday,? 20 January 2026 at 05:00:00/);
    expect(machineDate('2026-01-20T05:00:00.000000Z')).toBe('2026-01-20T05:00:00.000Z');
  });

  it('gives nothing (the caller shows its placeholder) for a missing or unreadable date, never "Invalid Date"', () => {
    for (const odd of [null, undefined, '', '  ', 'soon', '2025-02-30', {}, [], Number.NaN, Infinity, true, new Date('x')]) {
      expect(readDate(odd)).toBeNull();
      expect(formatDate(odd)).toBe('');
      expect(formatDateTime(odd)).toBe('');
      expect(formatFullDateTime(odd)).toBe('');
      expect(formatAge(odd)).toBe('');
      expect(machineDate(odd)).toBe('');
    }
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('counts minutes under an hour, hours under a day, then days, rounded down', () => {
    expect(formatAge('2026-11-23T09:48:00Z', now)).toBe('12 min');
    expect(formatAge('2026-11-23T10:00:00Z', now)).toBe('0 min');
    expect(formatAge('2026-11-23T04:30:00Z', now)).toBe('5 h');
    expect(formatAge('2026-11-22T10:00:01Z', now)).toBe('23 h');
    expect(formatAge('2026-11-01T09:00:00Z', now)).toBe('22 d');
  });
  it('reads a time ahead of now (a clock out of step) as 0 min', () => {
    expect(formatAge('2026-11-23T11:00:00Z', now)).toBe('0 min');
  });
});

describe('formatNumber', () => {
  it('groups thousands with Latin digits and keeps at most two decimals', () => {
    expect(formatNumber(1000000)).toBe('1,000,000');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(1 / 3)).toBe('0.33');
    expect(formatNumber(20, { locale: 'ar-JO' })).toBe('20');
  });
  it('gives nothing for what is not a finite number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Infinity)).toBe('');
  });
});
