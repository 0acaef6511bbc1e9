import type { TableSort } from '@admin-console/admin-ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL parameter of a list's sort: `?sort=name` (ascending) or `?sort=-name` (descending). */
export const SORT_PARAM = 'sort';

/** A sort as its URL parameter: `name`, `-name`, or '' for none. */
export function sortParam(sort: TableSort | null): string {
  if (!sort) return '';
  return sort.direction === 'descending' ? `-${sort.key}` : sort.key;
}

/** The sort a URL parameter asks for, when it names one of `keys`; anything else (a typo, an old link) is ignored. */
export function readSort(raw: string | null, keys: readonly string[]): TableSort | null {
  if (!raw) return null;
  const descending = raw.startsWith('-');
  const key = descending ? raw.slice(1) : raw;
  return keys.includes(key) ? { key, direction: descending ? 'descending' : 'ascending' } : null;
}

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
  update: (changes: Partial<Record<K, string>> & { page?: number; sort?: TableSort | null }, options?: { replace?: boolean }) => void;
  /** The list's sort from `?sort=`, when it names one of `sortKeys` (see useListParams' options); else null. */
  sort: TableSort | null;
}

export interface ListParamsOptions {
  /** The columns the list may be sorted by: `?sort=` naming another is ignored. */
  sortKeys?: readonly string[];
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
 * With `{ sortKeys }` the list is sortable: `sort` reads `?sort=name` / `?sort=-name` (a key not in `sortKeys` is
 * ignored), and `update({ sort })` writes it (page 1; null removes it).
 */
export function useListParams<K extends string>(defaults: Record<K, string>, options: ListParamsOptions = {}): ListParams<K> {
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
  const sortKeys = options.sortKeys;
  const rawSort = searchParams.get(SORT_PARAM);
  const sort = useMemo(() => (sortKeys ? readSort(rawSort, sortKeys) : null), [rawSort, sortKeys]);

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
          if (changes.sort !== undefined) {
            // A new order starts at page 1, as a new filter does.
            const value = sortParam(changes.sort);
            if ((current.get(SORT_PARAM) ?? '') !== value) filterChanged = true;
            if (value) next.set(SORT_PARAM, value);
            else next.delete(SORT_PARAM);
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

  return { values, page, update, sort };
}
