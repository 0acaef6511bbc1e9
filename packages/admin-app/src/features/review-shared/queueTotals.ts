import type { Page } from '../../platform/unwrap';

/** What a queue's list header says of its pending cases (docs/product.md#kyc-list). */
export interface QueueTotals<Row> {
  /** How many cases are pending (the Pending list's total). */
  pending: number;
  /** How many of them have waited longer than the age limit. */
  overdue: number;
  /** The Pending list's page where the overdue cases start (null: none is overdue). */
  firstOverduePage: number | null;
  /** The Pending list's last page, where the oldest case is. */
  lastPage: number;
  /** The oldest pending case (the last row of the last page), where "Start with the oldest" opens; null: none. */
  oldest: Row | null;
}

/**
 * The pending and overdue counts of a queue from its Pending list, read page by page through `read` (the cache).
 * The API lists newest first and can neither order by age nor filter by it, so the overdue cases are the rows at
 * the end of the list: a binary search over the pages finds the first page whose last row is overdue, so a queue
 * of 100 pages costs about 8 reads (page 1, the last one, and log2 of the pages between), never every page. The
 * rows are taken to be ordered by the date their age counts from; a row out of that order can move the count by
 * the rows between it and its place.
 */
export async function countOverdue<Row>(
  read: (page: number) => Promise<Page<Row>>,
  isOverdue: (row: Row) => boolean,
): Promise<QueueTotals<Row>> {
  const first = await read(1);
  const lastPage = Math.max(1, first.lastPage);
  const pending = first.total;
  const last = lastPage === 1 ? first : await read(lastPage);
  const oldest = last.rows.at(-1) ?? null;
  const none = { pending, overdue: 0, firstOverduePage: null, lastPage, oldest };
  if (oldest === null || !isOverdue(oldest)) return none;
  // The first page whose last row is overdue: every page after it is overdue throughout.
  let low = 1;
  let high = lastPage;
  const pages = new Map<number, Page<Row>>([
    [1, first],
    [lastPage, last],
  ]);
  const pageAt = async (n: number) => {
    const known = pages.get(n);
    if (known) return known;
    const page = await read(n);
    pages.set(n, page);
    return page;
  };
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const rows = (await pageAt(middle)).rows;
    const end = rows.at(-1);
    if (end !== undefined && isOverdue(end)) high = middle;
    else low = middle + 1;
  }
  const page = await pageAt(low);
  const within = page.rows.findIndex(isOverdue);
  // The rows before the first overdue one: the full pages before it (page 1's size), then its own.
  const before = (low - 1) * first.rows.length + Math.max(0, within);
  return { pending, overdue: Math.max(0, pending - before), firstOverduePage: low, lastPage, oldest };
}
