import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams<K extends string> {
  /** The current value of each parameter (its default when absent from the URL). */
  values: Record<K, string>;
  /** The current page, 1 or more (1 when absent or not a positive integer). */
  page: number;
  /**
   * Changes parameters. Changing any of them but `page` goes back to page 1. Defaults are left out
   * of the URL, so the plain list keeps its plain address. `replace` (e.g. while typing a search)
   * replaces the history entry instead of adding one.
   */
  update: (changes: Partial<Record<K, string>> & { page?: number }, options?: { replace?: boolean }) => void;
}

function toPage(raw: string | null): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * A list's state (filters, search, page) kept in the URL query (docs/product.md#list-state): Back, reload and a
 * shared link restore it. `defaults` names the parameters and their default values.
 *
 * ```ts
 * const { values, page, update } = useListParams({ status: 'all', search: '' });
 * update({ status: 'pending' }); // ?status=pending, page 1
 * ```
 */
export function useListParams<K extends string>(defaults: Record<K, string>): ListParams<K> {
  const [searchParams, setSearchParams] = useSearchParams();
  // The query this list last asked for, and the rendered query it was asked from: until that change has
  // rendered, a further change starts from it (see update).
  const asked = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const renderedQuery = searchParams.toString();
  useEffect(() => {
    if (asked.current && asked.current.from !== renderedQuery) asked.current = null;
  }, [renderedQuery]);
  const signature = JSON.stringify(defaults);

  const values = useMemo(() => {
    const parsed = JSON.parse(signature) as Record<K, string>;
    for (const key of Object.keys(parsed) as K[]) {
      const raw = searchParams.get(key);
      if (raw !== null) parsed[key] = raw;
    }
    return parsed;
  }, [searchParams, signature]);
  const page = toPage(searchParams.get('page'));

  const update = useCallback<ListParams<K>['update']>(
    (changes, options) => {
      setSearchParams(
        (rendered) => {
          // react-router hands this function the query of the last RENDER. Its navigations render in a
          // transition, so a change made before the previous one has rendered (e.g. a search sent right
          // after choosing a status) would start from the old query and undo that change; and the
          // search box, seeing its term vanish from the URL, would clear what was typed. So a change
          // asked while the screen still shows the query the previous one started from builds on
          // that previous change.
          const pending = asked.current;
          const current = pending && pending.from === rendered.toString() ? pending.to : rendered;
          const next = new URLSearchParams(current);
          const base = JSON.parse(signature) as Record<K, string>;
          let filterChanged = false;
          for (const key of Object.keys(base) as K[]) {
            const value = changes[key];
            if (value === undefined) continue;
            if ((current.get(key) ?? base[key]) !== value) filterChanged = true;
            if (value === base[key]) next.delete(key);
            else next.set(key, value);
          }
          const nextPage = changes.page ?? (filterChanged ? 1 : toPage(current.get('page')));
          if (nextPage <= 1) next.delete('page');
          else next.set('page', String(nextPage));
          asked.current = { from: rendered.toString(), to: next };
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setSearchParams, signature],
  );

  return { values, page, update };
}
