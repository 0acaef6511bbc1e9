import { byUpdatedDesc, normalise } from '../../demo/paging';

/**
 * The rows of a demo review queue (KYC, KYB) that a list request asks for: those of its status (all, or none
 * given: every one) with a searched text that holds its search, newest change first.
 */
export function demoQueueRows<Row extends { id: number; updated_at: string }>(
  url: URL,
  rows: readonly Row[],
  statusOf: (row: Row) => string,
  searched: (row: Row) => readonly string[],
): Row[] {
  const status = (url.searchParams.get('status') ?? 'all').toLowerCase();
  const term = normalise(url.searchParams.get('search') ?? '');
  return rows
    .filter((row) => status === 'all' || status === '' || statusOf(row) === status)
    .filter((row) => !term || searched(row).some((value) => normalise(value).includes(term)))
    .sort(byUpdatedDesc);
}
