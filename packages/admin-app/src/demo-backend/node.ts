import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for vitest (jsdom): `server.listen()` / `resetHandlers()` / `close()` around tests. */
export const server = setupServer(...handlers);
