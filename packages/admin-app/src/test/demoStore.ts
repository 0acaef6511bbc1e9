import { getResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { createSession, resetDb } from '../demo/db';
import { handlers } from '../demo-backend/handlers';
import { setDemoSettings } from '../demo/settings';

/** The fields the verification stores' tests read from the demo's answers (lists, a record, save-files). */
export interface VerificationDemoBody {
  message?: string;
  data: {
    data: { id: number; status?: string; kyc_verified?: boolean }[];
    total: number;
    current_page: number;
    last_page: number;
    per_page: number;
    document_status: Record<string, unknown>;
    documents: { download_url: string }[];
  };
}

/**
 * Around every test of a demo store's test file: the demo data at its seed and the default switches,
 * with a fresh session of the demo administrator. Returns the session, whose `token` a test may spoil.
 */
export function setupDemoStoreSession() {
  const session = { token: '' };
  beforeEach(() => {
    resetDb();
    session.token = createSession(1);
  });
  afterEach(() => {
    resetDb();
    setDemoSettings({});
  });
  return session;
}

/** One request answered by the demo backend's handlers directly (no server), with `token` as the bearer. */
export async function askDemo<T>(method: string, path: string, token: string, init: { body?: BodyInit; contentType?: string } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (init.contentType) headers['Content-Type'] = init.contentType;
  const response = await getResponse(handlers, new Request(`http://demo.test${path}`, { method, body: init.body, headers }));
  if (!response) throw new Error(`no handler for ${method} ${path}`);
  return { status: response.status, body: (await response.json()) as T, response };
}
