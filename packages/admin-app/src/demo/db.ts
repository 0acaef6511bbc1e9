import { demoAccounts } from './accounts';

/**
 * The demo backend's store: plain in-memory data, seeded, mutated by the handlers, put back to its
 * seed by `resetDb()`. This file holds the accounts and sessions; each area (fees.ts, kyc.ts, ...)
 * keeps its own collections in its own file and registers how to re-seed them with `onResetDb`.
 */

export interface DbUser {
  id: number;
  user_name: string;
  password: string;
  first_name: string;
  second_name: string;
  third_name: string;
  family_name: string;
  first_name_ar: string;
  family_name_ar: string;
  full_name: string;
  email: string;
  mobile_number: string;
  is_admin: boolean;
  created_at: string;
}

export interface Db {
  users: DbUser[];
  /** Active sessions: token fingerprint -> user id. */
  sessions: Map<string, number>;
}

const [adminAccount, agentAccount] = demoAccounts;

function seed(): Db {
  return {
    users: [
      {
        id: 1,
        user_name: adminAccount?.username ?? 'admin',
        password: adminAccount?.password ?? 'Admin#2026',
        first_name: 'Layla',
        second_name: 'Omar',
        third_name: 'Khaled',
        family_name: 'Haddad',
        first_name_ar: 'ليلى',
        family_name_ar: 'حداد',
        full_name: 'Layla Haddad',
        email: 'layla.haddad@processor.example',
        mobile_number: '+962791234567',
        is_admin: true,
        created_at: '2024-02-11T08:30:00Z',
      },
      {
        id: 2,
        user_name: agentAccount?.username ?? 'agent',
        password: agentAccount?.password ?? 'Agent#2026',
        first_name: 'Sami',
        second_name: 'Yousef',
        third_name: 'Ahmad',
        family_name: 'Nasser',
        first_name_ar: 'سامي',
        family_name_ar: 'ناصر',
        full_name: 'Sami Nasser',
        email: 'sami.nasser@processor.example',
        mobile_number: '+962781112233',
        is_admin: false,
        created_at: '2024-05-03T10:15:00Z',
      },
    ],
    sessions: new Map(),
  };
}

export const db: Db = seed();

const resetters = new Set<() => void>();

/**
 * An area's store registers how to put its collections back to their seed; `resetDb()` runs it.
 * Returns the unregister function (rarely needed: area stores live as long as the page).
 */
export function onResetDb(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

/** Puts every collection (accounts and every area's) back to its seed and ends every session. */
export function resetDb(): void {
  Object.assign(db, seed());
  for (const reset of resetters) reset();
  persistSessions();
}

/** The user as the API shows it (no password). */
export function publicUser(user: DbUser): Omit<DbUser, 'password'> {
  const { password: _password, ...rest } = user;
  return rest;
}

// --- Sessions -----------------------------------------------------------------------------------

/**
 * Sessions are keyed by a fingerprint of the token, never the token itself: in the browser demo
 * they are persisted to localStorage (so a reload keeps you signed in, as with a real server),
 * and the app's rule is that a token never sits in web storage.
 */
function fingerprint(token: string): string {
  // FNV-1a, twice with different offsets: a demo-grade, non-reversible 64-bit key.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < token.length; i += 1) {
    const c = token.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const SESSIONS_KEY = 'admin-demo:sessions';
let persistence: SessionStorageLike | null = null;

function persistSessions() {
  if (!persistence) return;
  try {
    persistence.setItem(SESSIONS_KEY, JSON.stringify([...db.sessions]));
  } catch {
    // Storage unavailable: sessions last as long as the page.
  }
}

/** Browser demo: keep sessions across reloads in the given storage (null: memory only). */
export function persistSessionsIn(storage: SessionStorageLike | null): void {
  persistence = storage;
  if (!storage) return;
  try {
    const saved: unknown = JSON.parse(storage.getItem(SESSIONS_KEY) ?? '[]');
    if (Array.isArray(saved)) {
      for (const entry of saved) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') db.sessions.set(entry[0], entry[1]);
      }
    }
  } catch {
    // Corrupt entry: start with no sessions.
  }
}

function randomToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Opens a session for the user and returns its new random token. */
export function createSession(userId: number): string {
  const token = randomToken();
  db.sessions.set(fingerprint(token), userId);
  persistSessions();
  return token;
}

/** The user a token belongs to, if its session is open. */
export function sessionUser(token: string): DbUser | undefined {
  const userId = db.sessions.get(fingerprint(token));
  return userId === undefined ? undefined : db.users.find((u) => u.id === userId);
}

export function deleteSession(token: string): void {
  db.sessions.delete(fingerprint(token));
  persistSessions();
}
