import { describe, expect, it } from 'vitest';
import { unwrapLogin } from './session/auth';
import { bodyErrorMessage, MalformedResponseError, readEach, unwrapList, unwrapMessage, unwrapObject, unwrapPage } from './unwrap';

const user = { id: 1, is_admin: true, full_name: 'Layla Haddad' };

describe('unwrapLogin', () => {
  it('reads data.access_token and data.user', () => {
    expect(unwrapLogin({ data: { access_token: 'tok', user } })).toEqual({ accessToken: 'tok', user });
  });

  it('reads data.data.access_token and data.data.user (nested once more)', () => {
    expect(unwrapLogin({ message: 'ok', data: { data: { access_token: 'deep', user } } })).toEqual({ accessToken: 'deep', user });
  });

  it.each([
    ['no body', undefined],
    ['a string', 'OK'],
    ['no data', { access_token: 'tok', user }],
    ['no token', { data: { user } }],
    ['an empty token', { data: { access_token: '', user } }],
    ['a numeric token', { data: { access_token: 42, user } }],
    ['no user', { data: { access_token: 'tok' } }],
    ['a user that is not an object', { data: { access_token: 'tok', user: 'admin' } }],
    ['too deep', { data: { data: { data: { access_token: 'tok', user } } } }],
  ])('throws a MalformedResponseError for %s', (_label, body) => {
    expect(() => unwrapLogin(body)).toThrow(MalformedResponseError);
    expect(() => unwrapLogin(body)).toThrow("The server's response to the login could not be read.");
  });

  it('keeps nothing of a malformed login body (it may hold a token)', () => {
    const error = (() => {
      try {
        unwrapLogin({ data: { token: 'tok-LEAK-1', refresh: 'tok-LEAK-2', user: 'admin' } });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).body).toBeUndefined();
    expect(JSON.stringify(error)).not.toContain('LEAK');
  });
});

describe('MalformedResponseError', () => {
  it('keeps the body it failed on with credential-like fields redacted', () => {
    const body = {
      data: { access_token: 'tok-LEAK', items: [{ client_secret: 'cs-LEAK', name: 'kept' }], Authorization: 'Bearer LEAK' },
      password: 'pw-LEAK',
    };
    let error: unknown;
    try {
      unwrapObject(body, ['data'], 'the settings', { has: ['id'] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MalformedResponseError);
    const kept = (error as MalformedResponseError).body;
    expect(JSON.stringify(kept)).not.toContain('LEAK');
    expect(kept).toEqual({
      data: { access_token: '[redacted]', items: [{ client_secret: '[redacted]', name: 'kept' }], Authorization: '[redacted]' },
      password: '[redacted]',
    });
    expect(body.data.access_token).toBe('tok-LEAK'); // the response itself is not changed
  });
});

describe('generic unwrapping', () => {
  it('reads a list at its level, one level down, or bare when allowed', () => {
    expect(unwrapList({ data: [{ id: 1 }] }, ['data'], 'groups')).toEqual([{ id: 1 }]);
    expect(unwrapList({ data: { data: [{ id: 2 }] } }, ['data'], 'groups')).toEqual([{ id: 2 }]);
    expect(unwrapList([{ id: 3 }], ['data'], 'groups', { bare: true })).toEqual([{ id: 3 }]);
    expect(() => unwrapList([{ id: 3 }], ['data'], 'groups')).toThrow(MalformedResponseError);
    expect(() => unwrapList({ data: [1, 2] }, ['data'], 'groups')).toThrow('groups');
    expect(() => unwrapList({ data: null }, ['data'], 'groups')).toThrow(MalformedResponseError);
  });

  it('reads an object that has the expected fields', () => {
    expect(unwrapObject({ data: { id: 7, name: 'VIP' } }, ['data'], 'group', { has: ['id'] })).toEqual({ id: 7, name: 'VIP' });
    expect(unwrapObject({ data: { data: { id: 8 } } }, ['data'], 'group', { has: ['id'] })).toEqual({ id: 8 });
    expect(unwrapObject({ id: 9 }, ['data'], 'group', { bare: true, has: ['id'] })).toEqual({ id: 9 });
    expect(() => unwrapObject({ data: { name: 'no id' } }, ['data'], 'group', { has: ['id'] })).toThrow(MalformedResponseError);
    expect(() => unwrapObject({ data: [] }, ['data'], 'group')).toThrow(MalformedResponseError);
  });

  it('reads a Laravel page, deriving the last page when it is absent', () => {
    const body = { data: { data: [{ id: 1 }, { id: 2 }], total: 31, current_page: '2' } };
    expect(unwrapPage(body, 'KYC list', 15)).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 31, currentPage: 2, lastPage: 3 });
    const withLast = { data: { data: [], total: 0, current_page: 1, last_page: 1 } };
    expect(unwrapPage(withLast, 'Cliq list', 15)).toEqual({ rows: [], total: 0, currentPage: 1, lastPage: 1 });
    expect(unwrapPage({ data: { data: { data: [{ id: 5 }], total: 1 } } }, 'x', 15).rows).toEqual([{ id: 5 }]);
    expect(() => unwrapPage({ data: { rows: [] } }, 'Cliq list', 15)).toThrow(MalformedResponseError);
    expect(() => unwrapPage({ data: { data: ['x'] } }, 'Cliq list', 15)).toThrow(MalformedResponseError);
  });

  it('reads a message', () => {
    expect(unwrapMessage({ message: 'Fees updated.' })).toBe('Fees updated.');
    expect(unwrapMessage({ message: '  ' })).toBeUndefined();
    expect(unwrapMessage('Fees updated.')).toBeUndefined();
  });
});

describe('bodyErrorMessage (failure text)', () => {
  it('prefers an object body message, then its error field', () => {
    expect(bodyErrorMessage({ message: 'Invalid credentials', error: 'invalid_grant' })).toBe('Invalid credentials');
    expect(bodyErrorMessage({ error: 'invalid_grant' })).toBe('invalid_grant');
    expect(bodyErrorMessage({ message: { nested: true }, error: 'fallback field' })).toBe('fallback field');
  });

  it('never reads a body that is not a JSON object, nor a message that is markup', () => {
    expect(bodyErrorMessage('Service Unavailable')).toBeUndefined();
    expect(bodyErrorMessage('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>')).toBeUndefined();
    expect(bodyErrorMessage({ message: '<!DOCTYPE html><html><body>Proxy error</body></html>' })).toBeUndefined();
    expect(bodyErrorMessage({ message: 'Amount must be < 100' })).toBe('Amount must be < 100');
  });

  it('gives nothing for empty or unreadable bodies', () => {
    expect(bodyErrorMessage('')).toBeUndefined();
    expect(bodyErrorMessage('   ')).toBeUndefined();
    expect(bodyErrorMessage({})).toBeUndefined();
    expect(bodyErrorMessage(null)).toBeUndefined();
    expect(bodyErrorMessage(undefined)).toBeUndefined();
    expect(bodyErrorMessage(['message'])).toBeUndefined();
  });
});

describe('readEach', () => {
  const positive = (n: number) => {
    if (n <= 0) throw new RangeError('not positive');
    return n * 2;
  };

  it("reads each record with the area's reader", () => {
    expect([1, 2].map(readEach(positive, 'numbers', [1, 2]))).toEqual([2, 4]);
  });

  it('tells a record the reader refuses as the whole answer unreadable, with what was read', () => {
    const read = () => [1, -1].map(readEach(positive, 'numbers list', { data: [1, -1] }));
    expect(read).toThrow(MalformedResponseError);
    expect(read).toThrow(expect.objectContaining({ what: 'numbers list', body: { data: [1, -1] } }));
  });
});
