import type { ReactNode } from 'react';
import { loadingStore } from '../loading/loadingStore';
import { fetchCurrentUser, login, logout, revokeToken } from './auth';
import { errorBody, handleUnauthorized, httpStatus, statusSentence } from '../http';
import { bodyErrorMessage, isRecord, MalformedResponseError } from '../unwrap';
import { inLanguage } from '../i18n/inLanguage';
import { currentToken, endSession, startSession, updateSessionUser } from './sessionStore';
import { accessDeniedMessage, loginFailedMessage } from './messages';
import { t } from '../messages';
import { isAdminUser, type SessionUser } from './storedUser';

export { accessDeniedMessage, loginFailedMessage };

/** The account signed in but is not an administrator: nothing was stored. */
export class AccessDeniedError extends Error {
  override readonly name = 'AccessDeniedError';
  constructor() {
    super(accessDeniedMessage());
  }
}

export interface SignInInput {
  username: string;
  password: string;
  /** "Trust this PC": a 7-day token cookie instead of a session cookie. Not sent to the server. */
  trustThisPc: boolean;
}

let validatedToken: string | null = null;

/**
 * Signs in: only users flagged is_admin (true, 1 or "1": see isAdminUser) are admitted (docs/product.md#who-is-admitted); for anyone else the token they received is revoked (best effort), nothing is stored
 * and an AccessDeniedError is thrown.
 */
export async function signIn({ username, password, trustThisPc }: SignInInput): Promise<SessionUser> {
  const { accessToken, user } = await login(username, password);
  if (!isAdminUser(user)) {
    await revokeToken(accessToken);
    throw new AccessDeniedError();
  }
  startSession(accessToken, user, trustThisPc);
  validatedToken = accessToken;
  return user;
}

/**
 * Signs out: tells the server, then clears everything locally even if that call failed
 * (an administrator who clicked Logout must end up signed out).
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The server may already consider the session over; the local session ends regardless.
  } finally {
    endSession('logout');
    validatedToken = null;
    loadingStore.reset();
  }
}

/**
 * The idle lock (docs/security.md#the-idle-lock): the session ends as after a 401 (the page is remembered, drafts
 * stay) and every tab is told; then the server is asked to revoke the token (best effort: it is already gone here).
 */
export function lockSession(): void {
  const token = currentToken();
  endSession('expired', 'idle');
  validatedToken = null;
  loadingStore.reset();
  if (token) void revokeToken(token);
}

/**
 * Checks, once per token, that the server still knows the session (GET /api/user). A 401 lands on
 * /login through the HTTP interceptor; a user who is no longer an administrator ends the session
 * the same way (token revoked, best effort); other failures are ignored (the next call will tell).
 */
export async function validateSession(): Promise<void> {
  const token = currentToken();
  if (!token || token === validatedToken) return;
  validatedToken = token;
  try {
    const user = await fetchCurrentUser();
    if (currentToken() !== token) return; // another sign-in happened meanwhile: not this answer's session
    if (isAdminUser(user)) {
      updateSessionUser(user);
      return;
    }
    await revokeToken(token);
    if (currentToken() === token) handleUnauthorized();
  } catch {
    // A 401 is handled by the interceptor; any other failure is not this check's concern.
  }
}

/**
 * A sign-in refused for its credentials (docs/product.md#the-sign-in-screen): OAuth's `invalid_grant`, or a 401 or a 422
 * that names neither a field (`errors`) nor another OAuth error (`invalid_client` is the console's own configuration).
 */
function credentialsRefused(error: unknown): boolean {
  const body = errorBody(error);
  const code = isRecord(body) ? body.error : undefined;
  if (code === 'invalid_grant') return true;
  const status = httpStatus(error);
  const fields = isRecord(body) && isRecord(body.errors) && Object.keys(body.errors).length > 0;
  return (status === 401 || status === 422) && !fields && typeof code !== 'string';
}

/** Why a sign-in failed, and whether those are the server's own words (in the server's language). */
function loginFailure(error: unknown): { text: string; server?: boolean } {
  if (error instanceof AccessDeniedError) return { text: accessDeniedMessage() };
  if (error instanceof MalformedResponseError) return { text: loginFailedMessage() };
  // Said by the console in the interface language, not the server's sentence ("The provided credentials are incorrect.").
  if (credentialsRefused(error)) return { text: t('platform.credentialsRefused') };
  const said = bodyErrorMessage(errorBody(error));
  if (said) return { text: said, server: true };
  // A server or proxy failure that did not answer in JSON (a 502 page, an empty 500): say so with its
  // status rather than blame the credentials, and never show the page itself.
  const status = httpStatus(error);
  if (status !== undefined && (status >= 500 || status === 413)) return { text: statusSentence(error, t('platform.tryAgain')) };
  return { text: loginFailedMessage() };
}

/**
 * The message the login screen shows for a failed sign-in (docs/product.md#the-sign-in-screen): a sentence of the
 * server's is marked with its language as data values are (`inLanguage`: Arabic script `lang="ar"`, Latin letters in
 * the Arabic interface `lang="en"`, read by a voice of that language); every other message is text in the interface
 * language.
 */
export function loginFailureMessage(error: unknown): ReactNode {
  const { text, server } = loginFailure(error);
  return server ? inLanguage(text) : text;
}

/** Test hook. */
export function forgetValidation(): void {
  validatedToken = null;
}
