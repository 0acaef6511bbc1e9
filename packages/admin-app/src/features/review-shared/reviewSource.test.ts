import { describe, expect, it } from 'vitest';
import { reviewSource, SEARCHED_QUEUE } from './reviewSource';
import type { ReviewListQuery } from './api';

interface Row {
  id: string | number;
}

const source = reviewSource<Row, ReviewListQuery>({
  ...SEARCHED_QUEUE,
  keys: { list: (query) => ['things', 'list', query], lists: ['things', 'list'], record: (id) => ['things', 'record', id] },
  load: async () => ({ rows: [], total: 0, lastPage: 1, currentPage: 1 }),
  paths: { list: '/things', record: (id) => (typeof id === 'number' || /^\d+$/.test(id) ? `/things/${id}` : null) },
  recordQuery: (id) => ({ queryKey: ['things', 'record', id], queryFn: async () => ({ id }) }),
});

describe('reviewSource', () => {
  it('a review asks the cache for the page its list showed: the same query from the same filters', () => {
    const listQuery = source.queryOf({ status: 'pending', search: 'ali' }, 2);
    const reviewPage = source.queue.page(new URLSearchParams({ status: 'pending', search: 'ali' }), 2);
    expect(reviewPage.queryKey).toEqual(source.key(listQuery));
    expect(reviewPage.queryKey).toEqual(['things', 'list', { status: 'pending', search: 'ali', page: 2 }]);
  });

  it('a filter the carried list leaves out is its default (Pending), an unknown status is Pending, and status=all is All', () => {
    expect(source.queue.page(new URLSearchParams(), 1).queryKey).toEqual(['things', 'list', { status: 'pending', search: '', page: 1 }]);
    expect(source.queue.page(new URLSearchParams({ status: 'lost' }), 3).queryKey).toEqual([
      'things',
      'list',
      { status: 'pending', search: '', page: 3 },
    ]);
    expect(source.queue.page(new URLSearchParams({ status: 'all' }), 1).queryKey).toEqual([
      'things',
      'list',
      { status: 'all', search: '', page: 1 },
    ]);
  });

  it("a row's link, prefetch and review address come from its id; an id that is not plain opens nothing", () => {
    expect(source.getRowId({ id: 7 })).toBe(7);
    expect(source.detailPath({ id: 7 })).toBe('/things/7');
    expect(source.recordQuery({ id: 7 })?.queryKey).toEqual(['things', 'record', '7']);
    expect(source.recordQuery({ id: '../7' })).toBeNull();
    expect(source.queue.detailPath({ id: 7 })).toBe('/things/7');
    expect(source.record('7').queryKey).toEqual(['things', 'record', '7']);
    expect(source.listPath).toBe('/things');
  });
});
