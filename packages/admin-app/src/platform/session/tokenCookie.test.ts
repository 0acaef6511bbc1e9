import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordCookieWrites } from '../../test/cookies';
import { removeToken, writeToken } from './tokenCookie';

afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
});

/** Pretends the app is served over `protocol` (jsdom's own location cannot be changed). */
function servedOver(protocol: 'https:' | 'http:') {
  vi.stubGlobal('location', { ...window.location, protocol });
  expect(window.location.protocol).toBe(protocol);
}

describe('the token cookie', () => {
  it('is Secure when the app is served over https', () => {
    servedOver('https:');
    const cookies = recordCookieWrites();
    writeToken('tok-https', true);
    cookies.restore();
    expect(cookies.token()).toMatch(/; secure/i);
    expect(cookies.token()).toMatch(/; sameSite=strict/i);
  });

  it('is not Secure over plain http (local development), or it could not be stored', () => {
    servedOver('http:');
    const cookies = recordCookieWrites();
    writeToken('tok-http', false);
    cookies.restore();
    expect(cookies.token()).toBeDefined();
    expect(cookies.token()).not.toMatch(/; secure/i);
  });
});
