import { describe, expect, it } from 'vitest';
import type { Page } from '../../platform/unwrap';
import { countOverdue } from './queueTotals';

/** A Pending list of `ages` (days waited, newest first), paged by 15, and the pages read. */
function list(ages: number[]) {
  const read: number[] = [];
  const lastPage = Math.max(1, Math.ceil(ages.length / 15));
  const load = async (n: number): Promise<Page<{ id: number; age: number }>> => {
    read.push(n);
    const rows = ages.slice((n - 1) * 15, n * 15).map((age, i) => ({ id: (n - 1) * 15 + i + 1, age }));
    return { rows, total: ages.length, currentPage: n, lastPage };
  };
  return { load, read };
}
const overdue = (row: { age: number }) => row.age > 2;

describe('countOverdue', () => {
  it('counts the overdue cases at the end of a newest-first list without reading every page', async () => {
    // 100 pages; the last 700 cases (from case 801) are overdue.
    const ages = Array.from({ length: 1500 }, (_, i) => (i < 800 ? 1 : 3 + i));
    const { load, read } = list(ages);
    const totals = await countOverdue(load, overdue);
    expect(totals).toMatchObject({ pending: 1500, overdue: 700, firstOverduePage: 54, lastPage: 100 });
    expect(totals.oldest).toEqual({ id: 1500, age: 1502 });
    expect(new Set(read).size).toBeLessThanOrEqual(10);
  });

  it('says none when the oldest case is within the limit, and all when the newest is past it', async () => {
    expect(await countOverdue(list([1, 1, 2]).load, overdue)).toMatchObject({ pending: 3, overdue: 0, firstOverduePage: null });
    expect(await countOverdue(list(Array(20).fill(5)).load, overdue)).toMatchObject({ pending: 20, overdue: 20, firstOverduePage: 1 });
    expect(await countOverdue(list([]).load, overdue)).toMatchObject({ pending: 0, overdue: 0, oldest: null });
  });

  it('counts the overdue cases of a page that holds both', async () => {
    const ages = [...Array(22).fill(1), ...Array(9).fill(4)];
    expect(await countOverdue(list(ages).load, overdue)).toMatchObject({ pending: 31, overdue: 9, firstOverduePage: 2, lastPage: 3 });
  });
});
