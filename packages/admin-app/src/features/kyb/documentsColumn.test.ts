import { sortRows } from '@admin-console/admin-ui';
import { describe, expect, it } from 'vitest';
import { documentsColumn, documentsHeld } from './KybListPage';
import type { KybRequest } from './rules';

const doc = (document_type: string) => ({ id: document_type, document_type });

describe('KYB list: the Documents column', () => {
  it('counts each required document once ("2 of 3")', () => {
    expect(documentsHeld({ documents: [doc('commercial_record'), doc('commercial_record'), doc('authorization_letter')] })).toBe(2);
    expect(documentsHeld({ documents: [] })).toBe(0);
    const column = documentsColumn(new Map([['1', 2]]));
    expect(column.render?.({ id: 1 } as KybRequest)).toBe('2 of 3');
    expect(column.render?.({ id: 2 } as KybRequest)).toBe('…');
  });

  it('sorts the page shown by documents held, fewest first then most', () => {
    const rows: KybRequest[] = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const column = documentsColumn(
      new Map([
        ['1', 3],
        ['2', 0],
        ['3', 1],
      ]),
    );
    expect(sortRows(rows, [column], { key: 'documents', direction: 'ascending' }).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRows(rows, [column], { key: 'documents', direction: 'descending' }).map((r) => r.id)).toEqual([1, 3, 2]);
  });
});
