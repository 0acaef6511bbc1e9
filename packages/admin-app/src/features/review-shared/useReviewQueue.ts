import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFetchRemote, type RemoteQuery } from '../../kernel/useRemote';
import { withFrom } from '../../kernel/recordPath';
import type { Page } from '../../platform/unwrap';
import { listQuery } from './rules';

/** How a review area's list is read by its detail page, to go to the case before or after the one shown. */
export interface ReviewQueueSource<Row> {
  /** Page `page` of the list the reviewer came from (`from`: its carried status, search and page), as the list page loads it. */
  page: (from: URLSearchParams, page: number) => RemoteQuery<Page<Row>>;
  getRowId: (row: Row) => string | number;
  /** The review address of a row (null: it cannot be opened). */
  detailPath: (row: Row) => string | null;
  /** The status filter of the carried list as the list reads it (its default when `from` names none). */
  status?: (from: URLSearchParams) => string;
}

/** The case before or after the one shown: its address (carrying the list it is on), or why there is none. */
export type Neighbour = { kind: 'case'; to: string } | { kind: 'end' } | { kind: 'failed' };

/** Where the case shown stands in the list it was opened from: "3 of 22 pending". */
export interface QueuePosition {
  /** 1 for the first case in the walk's order (the oldest first when the walk is oldest first). */
  position: number;
  total: number;
  /** The carried list's status filter (pending, all, …), to name what is counted. */
  status: string;
}

export interface ReviewQueue {
  /** The next case of the list the reviewer came from, the next page loaded when needed (oldest first: the older case). */
  next: () => Promise<Neighbour>;
  /** The previous case, the previous page loaded when needed. */
  previous: () => Promise<Neighbour>;
  /**
   * Where the case stands in the list the reviewer came from, read from the pages in the cache; null when it is
   * not known: opened without a list (no `from`), or the case is on none of the pages around its carried one.
   */
  position?: () => Promise<QueuePosition | null>;
}

/** How long a list page read here counts as fresh (the list shown a moment ago is not asked again). */
const LIST_FRESH_FOR = 30_000;

/**
 * The order a carried list is walked in (`order` in `from`): the list's own, newest first, or `oldest`, from the
 * last page backward ("Start with the oldest", docs/product.md#kyc-list: the API cannot order by age).
 */
export const OLDEST_FIRST = 'oldest';

/** The case `id` on the carried page of `from`, else on the page before or after it (decisions move cases). */
async function locate<Row>(
  read: (n: number) => Promise<Page<Row>>,
  pageNumber: number,
  isThis: (row: Row) => boolean,
): Promise<{ page: Page<Row>; n: number; index: number }> {
  const carried = await read(pageNumber);
  let page = carried;
  let n = pageNumber;
  let index = carried.rows.findIndex(isThis);
  for (const other of [pageNumber - 1, pageNumber + 1]) {
    if (index >= 0 || other < 1 || other > carried.lastPage) continue;
    const around = await read(other);
    const there = around.rows.findIndex(isThis);
    if (there >= 0) [page, n, index] = [around, other, there];
  }
  return { page, n, index };
}

/**
 * The cases around the one shown (`id`), in the order of the list the reviewer came from: the same
 * filter, search and page (the `from` query the Review link carries), read through the data cache (the
 * page the list showed is answered from it; the page after or before is loaded and cached). A row that
 * cannot be opened is passed over. A case not on its page (the list changed meanwhile) is looked for on
 * the pages around it; found nowhere, its next is the first case of its page and its previous is not
 * known ('failed': back to the list, saying so). With `order=oldest` in `from`, next is the older case
 * (the row above, then the page before) and previous the newer one.
 */
export function useReviewQueue<Row>(id: string, source: ReviewQueueSource<Row>): ReviewQueue {
  const [params] = useSearchParams();
  const carriedFrom = params.get('from');
  const fromText = listQuery(carriedFrom ?? '');
  const fetchRemote = useFetchRemote();
  const { page: pageQuery, getRowId, detailPath, status: statusOf } = source;
  const oldestFirst = new URLSearchParams(fromText).get('order') === OLDEST_FIRST;

  const step = useCallback(
    async (listDirection: 1 | -1): Promise<Neighbour> => {
      const from = new URLSearchParams(fromText);
      const pageNumber = Math.max(1, Number.parseInt(from.get('page') ?? '1', 10) || 1);
      const read = (n: number) => fetchRemote(pageQuery(from, n), LIST_FRESH_FOR);
      const at = (row: Row | undefined, n: number): Neighbour | null => {
        if (row === undefined) return null;
        const carried = new URLSearchParams(from);
        if (n > 1) carried.set('page', String(n));
        else carried.delete('page');
        const to = withFrom(detailPath(row), carried.toString());
        return to === null ? null : { kind: 'case', to };
      };
      /** The first row of `rows` that can be opened, as a neighbour on page `n`. */
      const firstOpenable = (rows: readonly Row[], n: number): Neighbour | null => {
        for (const row of rows) {
          const found = at(row, n);
          if (found) return found;
        }
        return null;
      };
      const isThis = (row: Row) => String(getRowId(row)) === id;
      try {
        // The case is looked for on its carried page, then on the pages around it (decisions made meanwhile
        // move the cases of a Pending list up a page).
        const { page, n, index } = await locate(read, pageNumber, isThis);
        if (listDirection === 1) {
          // Not found anywhere: the first case of its carried page.
          const here = firstOpenable(index >= 0 ? page.rows.slice(index + 1) : page.rows.filter((row) => !isThis(row)), n);
          if (here) return here;
          if (n >= page.lastPage) return { kind: 'end' };
          const after = await read(n + 1);
          return (
            firstOpenable(
              after.rows.filter((row) => !isThis(row)),
              n + 1,
            ) ?? { kind: 'end' }
          );
        }
        // Not found anywhere: where it stands in the list is unknown, so no case is said to be first.
        if (index < 0) return { kind: 'failed' };
        const here = firstOpenable(page.rows.slice(0, index).reverse(), n);
        if (here) return here;
        if (n <= 1) return { kind: 'end' };
        const before = await read(n - 1);
        return firstOpenable([...before.rows].reverse(), n - 1) ?? { kind: 'end' };
      } catch {
        return { kind: 'failed' };
      }
    },
    [fromText, fetchRemote, pageQuery, getRowId, detailPath, id],
  );

  const position = useCallback(async (): Promise<QueuePosition | null> => {
    // Opened directly (no list carried): where it stands is not known, and nothing is said.
    if (carriedFrom === null) return null;
    const from = new URLSearchParams(fromText);
    const pageNumber = Math.max(1, Number.parseInt(from.get('page') ?? '1', 10) || 1);
    try {
      const read = (n: number) => fetchRemote(pageQuery(from, n), LIST_FRESH_FOR);
      const { page, n, index } = await locate(read, pageNumber, (row) => String(getRowId(row)) === id);
      if (index < 0 || page.total <= 0) return null;
      // Counted from the end on the last page (it may hold fewer rows), else by the page's own size (15).
      const inList = n >= page.lastPage ? page.total - page.rows.length + index + 1 : (n - 1) * page.rows.length + index + 1;
      if (inList < 1 || inList > page.total) return null;
      return { position: oldestFirst ? page.total - inList + 1 : inList, total: page.total, status: statusOf?.(from) ?? '' };
    } catch {
      return null;
    }
  }, [carriedFrom, fromText, fetchRemote, pageQuery, getRowId, id, oldestFirst, statusOf]);

  // Oldest first walks the list backward: its next is the list's previous.
  return useMemo(
    () => ({ next: () => step(oldestFirst ? -1 : 1), previous: () => step(oldestFirst ? 1 : -1), position }),
    [step, oldestFirst, position],
  );
}
