import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, sortRows, type SortableColumn } from './sort';

interface Row {
  id: number;
  name: string | null;
  amount: number | string | null;
}
const rows: Row[] = [
  { id: 1, name: 'banana', amount: '10' },
  { id: 2, name: null, amount: 9 },
  { id: 3, name: 'Apple', amount: null },
  { id: 4, name: 'item 10', amount: 100 },
  { id: 5, name: 'item 2', amount: '' },
  { id: 6, name: '', amount: -2.5 },
];
const columns: SortableColumn<Row>[] = [{ key: 'name', sortable: true }, { key: 'amount', sortable: true }, { key: 'id' }];
const ids = (list: Row[]) => list.map((r) => r.id);

describe('sortRows', () => {
  it('sorts numbers as numbers (also numbers sent as text), empty last in both directions', () => {
    expect(ids(sortRows(rows, columns, { key: 'amount', direction: 'ascending' }))).toEqual([6, 2, 1, 4, 3, 5]);
    expect(ids(sortRows(rows, columns, { key: 'amount', direction: 'descending' }))).toEqual([4, 1, 2, 6, 3, 5]);
  });

  it('sorts text with the collation (case ignored, numbers inside by value), empty last', () => {
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'ascending' }, { locale: 'en' }))).toEqual([3, 1, 5, 4, 2, 6]);
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'descending' }, { locale: 'en' }))).toEqual([4, 5, 1, 3, 2, 6]);
  });

  it('sorts Arabic text in its alphabet order', () => {
    const arabic = ['ياسر', 'باسل', 'أحمد', 'سارة'].map((name, i) => ({ id: i, name, amount: null }));
    expect(sortRows(arabic, columns, { key: 'name', direction: 'ascending' }, { locale: 'ar' }).map((r) => r.name)).toEqual([
      'أحمد',
      'باسل',
      'سارة',
      'ياسر',
    ]);
  });

  it('leaves the rows as they are for no sort, an unknown key or a column that is not sortable, and never mutates them', () => {
    const before = ids(rows);
    expect(ids(sortRows(rows, columns, null))).toEqual(before);
    expect(ids(sortRows(rows, columns, { key: 'nope', direction: 'ascending' }))).toEqual(before);
    expect(ids(sortRows(rows, columns, { key: 'id', direction: 'descending' }))).toEqual(before);
    sortRows(rows, columns, { key: 'amount', direction: 'descending' });
    expect(ids(rows)).toEqual(before);
  });

  it('reads sortValue, or uses compare, when a column gives one', () => {
    const byLength: SortableColumn<Row>[] = [{ key: 'name', sortable: true, sortValue: (r) => r.name?.length ?? null }];
    expect(ids(sortRows(rows, byLength, { key: 'name', direction: 'descending' }))).toEqual([4, 1, 5, 3, 6, 2]);
    const byId: SortableColumn<Row>[] = [{ key: 'x', sortable: true, compare: (a, b) => b.id - a.id }];
    expect(ids(sortRows(rows, byId, { key: 'x', direction: 'ascending' }))).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('keeps equal rows in their order', () => {
    const same = [1, 2, 3].map((id) => ({ id, name: 'same', amount: 1 }));
    expect(ids(sortRows(same, columns, { key: 'name', direction: 'descending' }))).toEqual([1, 2, 3]);
  });
});

describe('compareSortValues and nextSort', () => {
  it('puts numbers before text and empty values last', () => {
    expect(compareSortValues(2, 'a')).toBeLessThan(0);
    expect(compareSortValues(null, 'a')).toBeGreaterThan(0);
    expect(compareSortValues('', 0)).toBeGreaterThan(0);
    expect(compareSortValues('10', 9)).toBeGreaterThan(0);
  });

  it('asks for ascending on a new column and flips on the sorted one', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'id')).toEqual({ key: 'id', direction: 'ascending' });
  });
});
