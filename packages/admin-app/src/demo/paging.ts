/** The paging and search helpers every list handler of the demo backend shares (Laravel-style pages). */
export interface PageQuery {
  page: number;
  perPage: number;
}

/** Reads page and per_page (1..100, default 15) of a list request. */
export function pageQuery(url: URL): PageQuery {
  const page = Number(url.searchParams.get('page'));
  const perPage = Number(url.searchParams.get('per_page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: Number.isInteger(perPage) && perPage >= 1 ? Math.min(perPage, 100) : 15,
  };
}

/** A Laravel-style page body: { data: { data, total, current_page, last_page, per_page } }. */
export function pageBody<T>(rows: readonly T[], { page, perPage }: PageQuery, message: string) {
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const start = (page - 1) * perPage;
  return {
    message,
    data: {
      data: rows.slice(start, start + perPage),
      total: rows.length,
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      from: rows.length === 0 ? null : start + 1,
      to: Math.min(start + perPage, rows.length) || null,
    },
  };
}

/** Newest change first, then the id: a reviewed user moves to the top. */
export const byUpdatedDesc = <T extends { id: number; updated_at: string }>(a: T, b: T) =>
  b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

export const normalise = (value: string) => value.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
