import { apiPath, type RequestBody, type ResponseBody } from '../../api/contract';
import { loginClient, loginDeviceId } from '../config';
import type { SessionUser } from './storedUser';
import { http } from '../http';
import { isRecord, MalformedResponseError, unwrapAt, unwrapObject } from '../unwrap';

/** The body of POST /api/api-customer-account/1/login, exactly as the backend reads it (docs/api/openapi.yaml, operationId login). */
export type LoginPayload = RequestBody<'login'>;

export interface LoginResult {
  accessToken: string;
  user: SessionUser;
}

export const LOGIN_PATH = apiPath('/api/api-customer-account/1/login');

export function loginPayload(username: string, password: string): LoginPayload {
  return {
    user_name: username,
    password,
    client_id: loginClient.clientId,
    client_secret: loginClient.clientSecret,
    grant_type: 'password',
    username,
    scope: loginClient.scope,
    device_id: loginDeviceId,
    fcm_token: null,
  };
}

const isLoginData = (value: unknown): value is { access_token: string; user: SessionUser } =>
  isRecord(value) && typeof value.access_token === 'string' && value.access_token !== '' && isRecord(value.user);

/**
 * Reads `data.access_token` / `data.user`, or one level deeper (`data.data.*`); anything else is
 * malformed. The error keeps no body: a login answer may carry a token under a name no redaction
 * list knows.
 */
export function unwrapLogin(body: unknown): LoginResult {
  try {
    const data = unwrapAt(body, [['data'], ['data', 'data']], isLoginData, 'the login');
    return { accessToken: data.access_token, user: data.user };
  } catch (error) {
    if (error instanceof MalformedResponseError) throw new MalformedResponseError('the login');
    throw error;
  }
}

/** Signs in with a username and password. The session is NOT stored here (see session/session.ts). */
export async function login(username: string, password: string): Promise<LoginResult> {
  const response = await http.post<ResponseBody<'login'>>(LOGIN_PATH, loginPayload(username, password), { skipAuth: true });
  return unwrapLogin(response.data);
}

export async function logout(): Promise<void> {
  await http.post(apiPath('/api/logout'));
}

/**
 * Best-effort revocation of a token that is not (or no longer) the session's, e.g. the one a
 * non-admin received at login: sent in an explicit header, and `skipAuth` so that neither the
 * current token is attached nor a 401 read as the end of the current session. Never throws.
 */
export async function revokeToken(token: string): Promise<void> {
  try {
    await http.post(apiPath('/api/logout'), undefined, { skipAuth: true, headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // Nothing to do: the token was never stored, and the server may expire it on its own.
  }
}

/** GET /api/user: the signed-in user (bare, or in `data`). */
export async function fetchCurrentUser(): Promise<SessionUser> {
  const response = await http.get<ResponseBody<'getCurrentUser'>>(apiPath('/api/user'));
  return unwrapObject<SessionUser>(response.data, ['data'], 'the current user', { bare: true, has: ['id'] });
}
