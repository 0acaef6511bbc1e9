/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' turns the in-browser demo backend on (`.env.development`). Unset in production builds. */
  readonly VITE_DEMO?: string;
  /** Origin of the API, e.g. https://api.example.com. Default: empty (same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** OAuth client of the login call. Defaults: 2, admin-console-public-client, *. */
  readonly VITE_LOGIN_CLIENT_ID?: string;
  readonly VITE_LOGIN_CLIENT_SECRET?: string;
  readonly VITE_LOGIN_SCOPE?: string;
  /** 'arab': the Arabic interface writes numbers and dates in Arabic-Indic digits (٤٢). Default: Latin digits (42). */
  readonly VITE_ARABIC_DIGITS?: string;
  /** Days a pending review case may wait before the queues highlight it. Default 2. */
  readonly VITE_REVIEW_AGE_LIMIT_DAYS?: string;
  /** Minutes without input before the console locks (default 15). */
  readonly VITE_IDLE_MINUTES?: string;
  /** Days the token cookie of "Trust this PC" lives (default 7). */
  readonly VITE_TRUSTED_DAYS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
