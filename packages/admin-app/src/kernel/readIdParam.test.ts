import { describe, expect, it } from 'vitest';
import { readIdParam } from './readIdParam';

describe('readIdParam', () => {
  it('reads a positive integer id', () => {
    expect(readIdParam('7')).toBe(7);
    expect(readIdParam(' 12 ')).toBe(12);
  });

  it.each([null, '', 'abc', '0', '-3', '1.5', '1e3', '99999999999999999999'])('refuses %j', (raw) => {
    expect(readIdParam(raw)).toBeNull();
  });
});
