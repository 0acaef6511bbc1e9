import { http } from 'msw';
import { createSession, db, deleteSession, publicUser } from './db';
import { demoRoute, type RequestBody, type Untrusted } from '../api/contract';
import { readJson, reply, withoutSession, withSession } from './respond';

export const INVALID_CREDENTIALS = 'The provided credentials are incorrect.';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Sign-in, sign-out and the current user. */
export const authHandlers = [
  http.post(
    demoRoute('/api/api-customer-account/1/login'),
    withoutSession('auth', async ({ request }) => {
      const body = await readJson(request);
      if (typeof body !== 'object' || body === null) return reply('login', { message: 'The request body must be JSON.' }, 400);
      const fields = body as Untrusted<RequestBody<'login'>>;
      const username = text(fields.user_name) || text(fields.username);
      const password = text(fields.password);
      if (fields.grant_type !== 'password')
        return reply('login', { message: 'The grant type is not supported.', error: 'unsupported_grant_type' }, 400);
      if (!username || !password) {
        const errors: Record<string, string[]> = {};
        if (!username) errors.user_name = ['The user name field is required.'];
        if (!password) errors.password = ['The password field is required.'];
        return reply('login', { message: 'The user name and password fields are required.', errors }, 422);
      }
      const user = db.users.find((u) => u.user_name.toLowerCase() === username.toLowerCase() && u.password === password);
      // A wrong password is a 422, as the real backend answers: it must not look like an expired session.
      if (!user) return reply('login', { message: INVALID_CREDENTIALS }, 422);
      const accessToken = createSession(user.id);
      return reply('login', {
        message: 'Logged in successfully.',
        data: { access_token: accessToken, token_type: 'Bearer', expires_in: 604_800, user: publicUser(user) },
      });
    }),
  ),
  http.post(
    demoRoute('/api/logout'),
    withSession('auth', ({ token }) => {
      deleteSession(token);
      return reply('logout', { message: 'Logged out successfully.' });
    }),
  ),
  http.get(
    demoRoute('/api/user'),
    withSession('auth', ({ user }) => reply('getCurrentUser', publicUser(user))),
  ),
];
