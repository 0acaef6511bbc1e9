import { describe, expect, it } from 'vitest';
import { clientPage } from './clientPage';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);

describe('clientPage', () => {
  it('cuts the asked page', () => {
    expect(clientPage(rows, 2, 10)).toEqual({ rows: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], current: 2, pageCount: 3 });
    expect(clientPage(rows, 3, 10).rows).toEqual([21, 22, 23]);
  });

  it('keeps the page within 1..pageCount; an empty list is one empty page', () => {
    expect(clientPage(rows, 9, 10)).toMatchObject({ current: 3, rows: [21, 22, 23] });
    expect(clientPage(rows, 0, 10).current).toBe(1);
    expect(clientPage([], 4, 10)).toEqual({ rows: [], current: 1, pageCount: 1 });
  });
});
