/**
 * Links to one record's page, built from an id the server sent. An id is only put in a link when it
 * is a plain identifier (letters, digits, "-" and "_", at most 64): an id such as "..", "a/b" or
 * "%2e%2e" could otherwise make a link that leaves the list (`/cliq/..` is `/`). Anything else
 * gives null: the row shows no link.
 */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The id as it may stand in a link, or null. */
export function linkableId(id: unknown): string | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 0 ? String(id) : null;
  return typeof id === 'string' && PLAIN_ID.test(id) ? id : null;
}

/** `${base}/${id}` (e.g. "/cliq/12"), or null when the id is not a plain identifier. */
export function recordPath(base: string, id: unknown): string | null {
  const safe = linkableId(id);
  return safe === null ? null : `${base}/${safe}`;
}

/** `${page}?id=${id}` (e.g. "/edit-discount?id=3"), or null when the id is not a plain identifier. */
export function recordQueryPath(page: string, id: unknown): string | null {
  const safe = linkableId(id);
  return safe === null ? null : `${page}?id=${safe}`;
}

/**
 * A review queue's addresses, each written once: the list, the review's route for the router (`/cliq/:id`), and one
 * record's review (`record(id)`: `/cliq/12`, null for an id that is not plain).
 */
export function queuePaths<List extends string>(list: List) {
  return { list, detailRoute: `${list}/:id` as const, record: (id: unknown) => recordPath(list, id) };
}

/**
 * A list, create and edit area's addresses, each written once: the list, the create form, the edit form, and one
 * record's edit form (`record(id)`: `/edit-discount?id=3`, null for an id that is not plain).
 */
export function editablePaths<List extends string, Create extends string, Edit extends string>(list: List, create: Create, edit: Edit) {
  return { list, create, edit, record: (id: unknown) => recordQueryPath(edit, id) };
}

/** A record link that carries the list it came from (`?from=`, for its back link); null stays null. */
export function withFrom(path: string | null, from: string | null | undefined): string | null {
  return path !== null && from ? `${path}?from=${encodeURIComponent(from)}` : path;
}

/** An id refused as a path segment of an API call. */
export class RefusedIdError extends Error {
  override readonly name = 'RefusedIdError';
  constructor(id: unknown) {
    super(`The record id ${JSON.stringify(String(id)).slice(0, 80)} cannot be sent: it is not a plain identifier.`);
  }
}

/**
 * The id as one path segment of an API call (`/api/admin/kyc/approve/${segment}`): a plain
 * identifier, else a RefusedIdError before anything is sent (an id such as ".." would address
 * another resource, `/api/admin/kyc/approve/..` being `/api/admin/kyc/`).
 */
export function idSegment(id: unknown): string {
  const safe = linkableId(id);
  if (safe === null) throw new RefusedIdError(id);
  return safe;
}
