import { authHandlers } from './auth';

/**
 * Every handler of the demo backend. One list serves the demo app (browser.ts), the Storybook
 * screens (`parameters.msw.handlers`), vitest (node.ts) and the end-to-end server.
 * Paths are `*\/api/...` so they match any origin. Each area adds its file here.
 */
export const handlers = [...authHandlers];
