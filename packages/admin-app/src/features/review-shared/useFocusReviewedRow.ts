import { MAIN_CONTENT_ID } from '@admin-console/admin-ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The router state a review decision leaves on its way back to the list: which record was just reviewed. */
export interface ReviewedState {
  reviewed: string;
}

/** The id of the record just reviewed, from a list location's state (set by useDecision). */
export function reviewedId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { reviewed } = state as Partial<ReviewedState>;
  return typeof reviewed === 'string' && reviewed !== '' ? reviewed : null;
}

/**
 * Back on a review list after a decision, focus goes to the reviewed record's row (its Review link,
 * found by its accessible name), so a keyboard user carries on from where they were instead of from
 * the page's top. Once per arrival, when the list's current rows are shown: `rows` must be the rows
 * as they are now (undefined while a load or a refresh runs), never the cache's kept copy from
 * before the decision, whose row a refresh would then take away with the focus. A record that left
 * the list (another status now, on a filtered list) leaves focus on the page's heading (h1).
 */
export function useFocusReviewedRow<Row>(
  rows: readonly Row[] | undefined,
  getRowId: (row: Row) => string | number,
  linkName: (row: Row) => string,
) {
  const location = useLocation();
  const reviewed = reviewedId(location.state);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!reviewed || !rows || done.current === location.key) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    const row = rows.find((candidate) => String(getRowId(candidate)) === reviewed);
    if (row) {
      const name = linkName(row);
      const link = Array.from(main?.querySelectorAll<HTMLAnchorElement>('a[aria-label]') ?? []).find(
        (a) => a.getAttribute('aria-label') === name,
      );
      if (!link) return; // not drawn yet: the next render tries again
      done.current = location.key;
      link.focus();
      return;
    }
    done.current = location.key;
    const heading = main?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    // Focus the admin put elsewhere in the page meanwhile (e.g. the search box) stays where it is.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active !== main && main?.contains(active)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [reviewed, rows, getRowId, linkName, location.key]);
}
