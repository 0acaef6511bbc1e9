import axios, { CanceledError, isAxiosError, type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { emitAppNotice } from './appEvents';
import { currentLocale } from './i18n/i18n';
import { t } from './messages';
import { currentLocation, navigateTo } from './navigationBridge';
import { apiBaseUrl } from './config';
import { loadingStore } from './loading/loadingStore';
import { currentToken, endSession } from './session/sessionStore';
import { bodyErrorMessage } from './unwrap';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A call made without a session (the login): no bearer token is sent, and a 401 is the call's
     * own answer (wrong credentials), not an expired session.
     */
    skipAuth?: boolean;
    /** Optional message stored in the loading state while the call runs. */
    loadingMessage?: string;
  }
  interface InternalAxiosRequestConfig {
    /** Set when this call started a load, so exactly one stop follows (success, error or cancel). */
    loadingTracked?: boolean;
    /** The token the call was sent with (none: sent without a session). */
    sentToken?: string;
  }
}

const FORBIDDEN_NOTICE_GAP_MS = 3000;

/**
 * The app's one HTTP client. Paths are `/api/...`; the base is the build-time API origin (empty:
 * same origin). No timeout (docs/product.md#business-constants): review uploads may be slow.
 */
export const http = axios.create({
  baseURL: apiBaseUrl,
  timeout: 0,
  headers: { Accept: 'application/json' },
});

function stopTracking(config: InternalAxiosRequestConfig | undefined) {
  if (config?.loadingTracked) {
    config.loadingTracked = false;
    loadingStore.stop();
  }
}

let lastForbiddenNotice = -Infinity;

/**
 * Whether a 401 speaks for the current session: only when the failed call carried the token that
 * is current now (or no token is current). A slow call sent with an older token (no client timeout,
 * uploads) may come back 401 after the admin signed in again, in this tab or another: that answer
 * is about the old token and must not end the new session.
 */
export function isCurrentSessionRejected(config: InternalAxiosRequestConfig | undefined): boolean {
  const token = currentToken();
  if (!token) return true;
  const sent = config?.headers?.get?.('Authorization');
  return sent === `Bearer ${token}`;
}

/** A 401 outside the login: the session is over. Clear it and sign in again, back to this page after. */
export function handleUnauthorized(): void {
  const from = currentLocation();
  endSession('expired');
  if (from.pathname !== '/login') navigateTo('/login', { replace: true, state: { from, ended: 'expired' } });
}

/** A 403: the account lacks admin rights. Logged and told once per burst of failing calls. */
export function handleForbidden(): void {
  console.warn('Admin privileges required');
  const now = Date.now();
  if (now - lastForbiddenNotice < FORBIDDEN_NOTICE_GAP_MS) return;
  lastForbiddenNotice = now;
  emitAppNotice({ tone: 'error', message: t('platform.forbidden') });
}

http.interceptors.request.use((config) => {
  if (!config.skipAuth) {
    const token = currentToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (token) config.sentToken = token;
  }
  loadingStore.start(config.loadingMessage);
  config.loadingTracked = true;
  return config;
});

/**
 * An answer to a call sent in a session that has ended since (the idle lock, Logout, another tab) changes nothing:
 * it is turned into a cancellation, which every screen ignores (no data cached, no notice, no navigation).
 */
function outlivedItsSession(config: InternalAxiosRequestConfig | undefined): boolean {
  return config?.sentToken !== undefined && currentToken() !== config.sentToken;
}

http.interceptors.response.use(
  (response: AxiosResponse) => {
    stopTracking(response.config);
    if (outlivedItsSession(response.config)) throw new CanceledError(undefined, undefined, response.config);
    return response;
  },
  (error: unknown) => {
    if (isAxiosError(error)) {
      stopTracking(error.config);
      if (error.response && error.response.status !== 401 && outlivedItsSession(error.config)) {
        return Promise.reject(new CanceledError(undefined, undefined, error.config));
      }
      const status = error.response?.status;
      if (status === 401 && !error.config?.skipAuth) {
        if (isCurrentSessionRejected(error.config)) handleUnauthorized();
      } else if (status === 403) handleForbidden();
    }
    return Promise.reject(error);
  },
);

/** The HTTP status of a failed call, if the server answered. */
export function httpStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The body of a failed call's response, if the server answered. */
export function errorBody(error: unknown): unknown {
  return isAxiosError(error) ? (error as AxiosError).response?.data : undefined;
}

/** Reason phrases of the statuses a console meets, for sentences such as "(502 Bad Gateway)". */
const REASON_PHRASES = {
  400: () => t('platform.status400'),
  401: () => t('platform.status401'),
  403: () => t('platform.status403'),
  404: () => t('platform.status404'),
  405: () => t('platform.status405'),
  408: () => t('platform.status408'),
  409: () => t('platform.status409'),
  413: () => t('platform.status413'),
  415: () => t('platform.status415'),
  422: () => t('platform.status422'),
  429: () => t('platform.status429'),
  500: () => t('platform.status500'),
  502: () => t('platform.status502'),
  503: () => t('platform.status503'),
  504: () => t('platform.status504'),
} as Readonly<Record<number, (() => string) | undefined>>;

/**
 * "502 Bad Gateway": the status with its reason phrase. In English the server's own phrase when it sent
 * one; in another language the phrase in that language (a server's phrase is English), else the server's.
 */
export function statusLabel(error: unknown, status: number): string {
  const given = isAxiosError(error) ? error.response?.statusText?.trim() : '';
  const ours = REASON_PHRASES[status]?.();
  const phrase = (currentLocale() === 'en' ? given || ours : ours || given) || '';
  return phrase ? `${status} ${phrase}` : String(status);
}

/**
 * A sentence for a failed call that the server did not explain in JSON (a proxy's HTML page, an
 * empty body, no answer at all), with the status, never the body: "The server could not be reached
 * (502 Bad Gateway). Nothing was saved." `outcome` is what it means for the admin's action
 * (default "Nothing was saved."; empty for none). In the interface language.
 */
export function statusSentence(error: unknown, outcome: string = t('platform.nothingSaved')): string {
  const tail = outcome ? ` ${outcome}` : '';
  return `${statusOnly(error)}${tail}`;
}

function statusOnly(error: unknown): string {
  const status = httpStatus(error);
  if (status === undefined) return t('platform.unreachable');
  const label = statusLabel(error, status);
  if (status === 413) return t('platform.tooLarge', { status: label });
  if (status >= 502 && status <= 504) return t('platform.unreachableStatus', { status: label });
  if (status === 422 || status === 400) return t('platform.refused', { status: label });
  return t('platform.failed', { status: label });
}

/**
 * What to tell the admin about a failed call: the server's JSON message when it gave one (see
 * bodyErrorMessage), else the status sentence. Never an HTML body, never "Request failed with
 * status code 502".
 */
export function failureText(error: unknown, outcome?: string): string {
  return bodyErrorMessage(errorBody(error)) ?? statusSentence(error, outcome);
}

/** A sentence to stand inside another, without its full stop: "The server could not be reached (502 Bad Gateway)". */
export const asClause = (text: string): string => text.trim().replace(/\.$/, '');

/** A clause as a sentence of its own: its full stop back, unless it ends with its own (the server's "Try later!"). */
export const asSentence = (clause: string): string => (/[.!?]$/.test(clause) ? clause : `${clause}.`);

/**
 * Why a call failed, as a clause to stand inside a screen's sentence (no full stop): the server's JSON message,
 * else the status ("The server could not be reached (502 Bad Gateway)"). A 413 says what was too large: the
 * files of an upload, else what was sent (a form's values).
 */
export function failureReason(error: unknown, { sent = 'values' }: { sent?: 'values' | 'files' } = {}): string {
  const said = bodyErrorMessage(errorBody(error));
  if (said) return asClause(said);
  const status = httpStatus(error);
  if (status === 413 && sent === 'values') return asClause(t('platform.sentTooLarge', { status: statusLabel(error, status) }));
  return asClause(statusSentence(error, ''));
}

/** True when the call was cancelled (a newer request replaced it, or the screen went away). */
export function isCancelled(error: unknown): boolean {
  return axios.isCancel(error);
}

/** Test hook: forget the 403 notice throttle. */
export function resetHttpNotices(): void {
  lastForbiddenNotice = -Infinity;
}
