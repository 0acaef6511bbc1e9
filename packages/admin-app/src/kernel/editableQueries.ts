import { queryOptions, skipToken } from '@tanstack/react-query';

interface EditableKeys {
  all: readonly unknown[];
  list: readonly unknown[];
  record: (id: number) => readonly unknown[];
}

/**
 * The two loads of an area whose list the server sends whole and whose records are edited (discounts, discount
 * groups), as TanStack Query options for kernel/useRemote's useRemoteQuery:
 * - `list()`: the whole list;
 * - `record(id)`: the record an edit starts from, never kept once the form is left (opened again, the form waits
 *   for the record as it is now); a null id (the address has none) loads nothing.
 * `reads`: other areas' keys whose data both show (kernel/useChange: a change marked there marks them too).
 */
export function editableQueries<Row, Record>(
  keys: EditableKeys,
  fetchList: (signal: AbortSignal) => Promise<Row[]>,
  fetchRecord: (id: number, signal: AbortSignal) => Promise<Record>,
  { reads = [] }: { reads?: readonly (readonly unknown[])[] } = {},
) {
  const meta = { reads };
  return {
    list: () => queryOptions({ queryKey: keys.list, queryFn: ({ signal }) => fetchList(signal), meta }),
    record: (id: number | null) =>
      queryOptions({
        queryKey: id === null ? [...keys.all, 'record', 'none'] : keys.record(id),
        queryFn: id === null ? skipToken : ({ signal }) => fetchRecord(id, signal),
        gcTime: 0,
        meta,
      }),
  };
}
