import { describe, expect, it } from 'vitest';
import { returnPath } from './returnTo';

describe('returnPath (where to go after signing in)', () => {
  it('returns to the remembered app page, with its query and hash', () => {
    expect(returnPath({ pathname: '/verification', search: '?status=pending&page=2', hash: '' })).toBe(
      '/verification?status=pending&page=2',
    );
    expect(returnPath({ pathname: '/cliq/42', search: '', hash: '#history' })).toBe('/cliq/42#history');
    expect(returnPath('/edit-discount?id=3')).toBe('/edit-discount?id=3');
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty path', ''],
    ['a relative path', 'fees'],
    ['another origin', 'https://evil.example/fees'],
    ['a protocol-relative URL', '//evil.example/fees'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab trick', '/\t/evil.example'],
    ['the login page', '/login'],
    ['the login page with a query', { pathname: '/login', search: '?next=/fees' }],
    ['the root', '/'],
    ['an object without a pathname', { search: '?x=1' }],
  ])('goes to /fees for %s', (_label, from) => {
    expect(returnPath(from)).toBe('/fees');
  });
});
