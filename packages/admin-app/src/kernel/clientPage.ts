/**
 * One page of a list the server sends whole (discounts, promotion groups), for DataTable: the
 * page asked for is kept within 1..pageCount (a shared link past the end shows the last page).
 */
export function clientPage<Row>(all: readonly Row[], page: number, size: number): { rows: Row[]; current: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { rows: all.slice((current - 1) * size, current * size), current, pageCount };
}
