/**
 * The `id` query parameter of an edit page (/edit-discount?id=, /edit-promotion-group?id=) as a
 * positive integer, else null (missing, empty, not digits, zero, beyond a safe integer).
 */
export function readIdParam(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
