import { describe, expect, it } from 'vitest';
import { editablePaths, idSegment, linkableId, queuePaths, recordPath, recordQueryPath, RefusedIdError } from './recordPath';

describe('record links', () => {
  it('links plain identifiers under their list', () => {
    expect(recordPath('/cliq', 12)).toBe('/cliq/12');
    expect(recordPath('/verification', 'usr_9-A')).toBe('/verification/usr_9-A');
    expect(recordQueryPath('/edit-discount', 3)).toBe('/edit-discount?id=3');
  });

  it('refuses ids that could leave the list or add to the address', () => {
    for (const id of ['..', '.', '', 'a/b', '../admin', '%2e%2e', '3&id=4', '3#x', 'a b', '٣', 'x'.repeat(65)]) {
      expect(linkableId(id), JSON.stringify(id)).toBeNull();
      expect(recordPath('/cliq', id)).toBeNull();
      expect(recordQueryPath('/edit-discount', id)).toBeNull();
    }
  });

  it('refuses ids that are not numbers or strings, and numbers that are not whole', () => {
    for (const id of [null, undefined, {}, [], true, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(linkableId(id), String(id)).toBeNull();
    }
  });
});

describe('idSegment (an id in an API path)', () => {
  it('gives plain ids and refuses the rest before anything is sent', () => {
    expect(idSegment(12)).toBe('12');
    expect(idSegment('usr_9-A')).toBe('usr_9-A');
    for (const id of ['..', '%2e%2e', 'a/b', '', null, {}]) expect(() => idSegment(id), JSON.stringify(id)).toThrow(RefusedIdError);
  });
});

describe("an area's addresses", () => {
  it('a review queue: its list, its review route and one record (none for an id that is not plain)', () => {
    const paths = queuePaths('/cliq');
    expect(paths).toMatchObject({ list: '/cliq', detailRoute: '/cliq/:id' });
    expect(paths.record(12)).toBe('/cliq/12');
    expect(paths.record('..')).toBeNull();
  });

  it('a list, create and edit area: one record is its edit form with ?id=', () => {
    const paths = editablePaths('/discount', '/new-discount', '/edit-discount');
    expect(paths).toMatchObject({ list: '/discount', create: '/new-discount', edit: '/edit-discount' });
    expect(paths.record(3)).toBe('/edit-discount?id=3');
    expect(paths.record('a/b')).toBeNull();
  });
});
