import { t } from './messages';
/**
 * Tolerant readers of response bodies (docs/product.md#unreadable-answers): each call documents where
 * its payload lives; when that level is missing but the next one down holds the expected fields,
 * that is used; anything else throws a MalformedResponseError that screens show as an error.
 */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys whose values are credentials: never kept in an error (they end up in logs and reports). */
const SECRET_KEY = /token|secret|password|authorization|api[-_]?key/i;
const REDACTED = '[redacted]';
const REDACT_MAX_DEPTH = 8;

/**
 * A copy of `body` with the values of credential-like keys (access_token, client_secret,
 * password...) replaced by "[redacted]", so an error can keep the shape it failed on for
 * debugging without keeping a token. Runs only when a response is malformed, never per call.
 */
export function redactSecrets(body: unknown, depth = 0): unknown {
  if (depth > REDACT_MAX_DEPTH) return REDACTED;
  if (Array.isArray(body)) return body.map((item) => redactSecrets(item, depth + 1));
  if (!isRecord(body)) return body;
  const copy: JsonRecord = {};
  for (const [key, value] of Object.entries(body)) copy[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(value, depth + 1);
  return copy;
}

/**
 * A 2xx response whose body does not hold what the screen needs. `body` is the response with its
 * credential-like fields redacted (see redactSecrets), or undefined when the caller chose to keep
 * nothing (the login: its body may hold a token under any name).
 */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
  /** What was being read, e.g. "login" or "fees list". */
  readonly what: string;
  readonly body: unknown;
  constructor(what: string, body?: unknown) {
    super(t('platform.unreadable', { what }));
    this.what = what;
    this.body = body === undefined ? undefined : redactSecrets(body);
  }
}

/**
 * An area's reader of one record of the contract (`discountFromRecord`, say), for `list.map(...)`: a record it
 * cannot read (it throws) makes the whole answer malformed, told as `what` could not be read.
 */
export function readEach<R, T>(read: (record: R) => T, what: string, body: unknown): (record: R) => T {
  return (record) => {
    try {
      return read(record);
    } catch {
      throw new MalformedResponseError(what, body);
    }
  };
}

/** A list answer (at `data`, or the body itself), each record read by the area's `read` (readEach). */
export function readList<R extends JsonRecord, T>(body: unknown, what: string, read: (record: R) => T): T[] {
  return unwrapList<R>(body, ['data'], what, { bare: true }).map(readEach(read, what, body));
}

/** A one-record answer (at `data`, or the body itself), which must carry an `id`, read by the area's `read`. */
export function readRecord<R extends JsonRecord, T>(body: unknown, what: string, read: (record: R) => T): T {
  return readEach(read, what, body)(unwrapObject<R>(body, ['data'], what, { bare: true, has: ['id'] }));
}

/** A path into a body: `[]` is the body itself, `['data', 'data']` is body.data.data. */
export type BodyPath = readonly string[];

export function readPath(body: unknown, path: BodyPath): unknown {
  let value = body;
  for (const key of path) {
    if (!isRecord(value)) return undefined;
    value = value[key];
  }
  return value;
}

/** The value at the first path whose value passes `accept`; otherwise a MalformedResponseError. */
export function unwrapAt<T>(body: unknown, paths: readonly BodyPath[], accept: (value: unknown) => value is T, what: string): T {
  for (const path of paths) {
    const value = readPath(body, path);
    if (accept(value)) return value;
  }
  throw new MalformedResponseError(what, body);
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * A list at `path`, else one level further down (`path` + data), else (when `bare`) the body itself.
 * Items are kept only when they are objects; a list with other items is malformed.
 */
export function unwrapList<T extends JsonRecord = JsonRecord>(
  body: unknown,
  path: BodyPath,
  what: string,
  { bare = false }: { bare?: boolean } = {},
): T[] {
  const paths: BodyPath[] = [path, [...path, 'data']];
  if (bare) paths.push([]);
  const list = unwrapAt(body, paths, isArray, what);
  if (!list.every(isRecord)) throw new MalformedResponseError(what, body);
  return list as T[];
}

/**
 * An object at `path`, else one level further down, else (when `bare`) the body itself.
 * `has` names fields that tell the expected object apart from a wrapper (e.g. ['id']).
 */
export function unwrapObject<T extends JsonRecord = JsonRecord>(
  body: unknown,
  path: BodyPath,
  what: string,
  { bare = false, has = [] }: { bare?: boolean; has?: readonly string[] } = {},
): T {
  const paths: BodyPath[] = [path, [...path, 'data']];
  if (bare) paths.push([]);
  const accept = (value: unknown): value is T => isRecord(value) && has.every((key) => key in value);
  return unwrapAt(body, paths, accept, what);
}

export interface Page<T> {
  rows: T[];
  total: number;
  currentPage: number;
  /** From last_page when present, else derived from total and the page size. */
  lastPage: number;
}

const isPageBody = (value: unknown): value is JsonRecord => isRecord(value) && Array.isArray(value.data);

function toCount(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}

/**
 * A Laravel-style page: `data.data` rows with `data.total`, `data.current_page`, `data.last_page`
 * (also accepted one level up or down). `pageSize` derives last_page when the server omits it.
 */
export function unwrapPage<T extends JsonRecord = JsonRecord>(body: unknown, what: string, pageSize: number): Page<T> {
  const page = unwrapAt(body, [['data'], ['data', 'data'], []], isPageBody, what);
  const rows = page.data as unknown[];
  if (!rows.every(isRecord)) throw new MalformedResponseError(what, body);
  const total = toCount(page.total) ?? rows.length;
  const currentPage = Math.max(1, toCount(page.current_page) ?? 1);
  const lastPage = Math.max(1, toCount(page.last_page) ?? Math.ceil(total / Math.max(1, pageSize)));
  return { rows: rows as T[], total, currentPage, lastPage };
}

/** The `message` of a body, when it is a non-empty string. */
export function unwrapMessage(body: unknown): string | undefined {
  const message = readPath(body, ['message']);
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Text that is markup (a proxy's or server's HTML error page), never shown to the admin. */
const MARKUP = /<\s*(!doctype|html|head|body|title|h1|p|div|center|pre)\b/i;

/**
 * What a failed call's body says, only when the server said it in JSON: the body's `message` (or
 * `error`) field when it is non-blank text that is not markup. A body that is not a JSON object (a
 * proxy's 502 page, a plain-text 413) says nothing here: the caller words the failure itself from
 * the status (platform/http.ts `failureText`).
 */
export function bodyErrorMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '' && !MARKUP.test(value)) return value;
  }
  return undefined;
}
