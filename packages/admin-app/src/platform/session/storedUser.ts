import type { Schema } from '../../api/contract';
/**
 * The signed-in administrator, as the login call returned it (the contract's SessionUser, with whatever else the
 * backend sends). Stored under `user` (docs/product.md#the-token).
 */
export type SessionUser = Schema<'SessionUser'> & { [key: string]: unknown };

export const USER_STORAGE_KEY = 'user';

/**
 * Whether the user is flagged is_admin. Accepted: `true`, and `1` or `"1"` (Laravel keeps booleans
 * as tinyint, and some serializers send them as strings). Anything else (`false`, `0`, `"true"`,
 * missing) is not an administrator: an unknown shape fails closed.
 */
export function isAdminUser(user: SessionUser | null | undefined): boolean {
  const flag = user?.is_admin;
  return flag === true || flag === 1 || flag === '1';
}

function isUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: SessionUser): void {
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled: the session still works from the cookie.
  }
}

export function removeStoredUser(): void {
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The name to show for a user: full name, else the joined name parts, else the username. */
export function displayName(user: SessionUser | null): string {
  if (!user) return '';
  if (typeof user.full_name === 'string' && user.full_name.trim()) return user.full_name.trim();
  const parts = [user.first_name, user.family_name].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  if (parts.length) return parts.join(' ');
  return typeof user.user_name === 'string' ? user.user_name : '';
}
