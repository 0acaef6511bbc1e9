import Cookies from 'js-cookie';
import { trustedDays } from '../config';

/** The bearer token lives only in this cookie: never in web storage or a URL (docs/product.md#the-token). */
export const TOKEN_COOKIE = 'access_token';
/** Lifetime of a trusted ("Trust this PC") token cookie, in days (`VITE_TRUSTED_DAYS`, default 7). */
export const TRUSTED_DAYS = trustedDays;

export function readToken(): string | null {
  const token = Cookies.get(TOKEN_COOKIE);
  return token ? token : null;
}

/**
 * Writes the token cookie: path /, SameSite=Strict, Secure over https; 7 days when the
 * administrator trusts this PC, otherwise a session cookie (gone when the browser closes).
 */
export function writeToken(token: string, trustThisPc: boolean): void {
  Cookies.set(TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
    ...(trustThisPc ? { expires: TRUSTED_DAYS } : {}),
  });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
