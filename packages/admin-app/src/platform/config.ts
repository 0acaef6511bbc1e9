/**
 * Build-time settings (Vite `VITE_*` variables, read once). See `.env.example` for the list.
 * The login client secret ships inside the browser bundle, so it is not secret: it only names
 * the OAuth client. Never log it.
 */
const env = import.meta.env;

/** Prefix of every API path (`/api/...`). Empty: same origin (the dev server may proxy /api). */
export const apiBaseUrl: string = env.VITE_API_BASE_URL ?? '';

export const loginClient = {
  clientId: env.VITE_LOGIN_CLIENT_ID ?? '2',
  clientSecret: env.VITE_LOGIN_CLIENT_SECRET ?? 'admin-console-public-client',
  scope: env.VITE_LOGIN_SCOPE ?? '*',
} as const;

/** Sent as device_id with every login (docs/product.md#business-constants). */
export const loginDeviceId = 'admin-web-platform';

export const appName = 'Processor Admin';

/** Days a pending review case may wait before its queue highlights it, by default. */
export const DEFAULT_REVIEW_AGE_LIMIT_DAYS = 2;

/** A build setting read as a positive number (decimals allowed); anything else is `fallback`. */
export function readPositive(raw: string | undefined, fallback: number): number {
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** `VITE_REVIEW_AGE_LIMIT_DAYS` read: a positive number of days, else the default. */
export const readAgeLimitDays = (raw: string | undefined): number => readPositive(raw, DEFAULT_REVIEW_AGE_LIMIT_DAYS);

/** `VITE_REVIEW_AGE_LIMIT_DAYS`: a pending case waiting longer than this is highlighted in the KYC, KYB and Cliq queues. */
export const reviewAgeLimitDays: number = readAgeLimitDays(env.VITE_REVIEW_AGE_LIMIT_DAYS);

/**
 * `VITE_IDLE_MINUTES` (default 15): minutes without input (in any tab of the console) after which it locks, signing
 * out as a 401 does (PCI DSS v4.0 8.2.8). A dialog counts down its last minute (docs/security.md#the-idle-lock).
 */
export const idleMinutes: number = readPositive(env.VITE_IDLE_MINUTES, 15);

/** `VITE_TRUSTED_DAYS` (default 7): the lifetime, in days, of the token cookie of "Trust this PC". */
export const trustedDays: number = readPositive(env.VITE_TRUSTED_DAYS, 7);
