import { assembleHandlers } from './assemble';

/**
 * Every handler of the demo backend. One list serves the demo app (browser.ts), the Storybook
 * screens (`parameters.msw.handlers`), vitest (node.ts); the end-to-end server assembles the same
 * list (scripts/demo-backend.mjs, for scripts/demo-server.mjs). Each area keeps its store and handlers in its own
 * `features/<area>/demo.ts`, found here without being listed, registering its re-seed with
 * `onResetDb` (demo/db.ts). Paths are `*\/api/...` so they match any origin.
 */
export const handlers = assembleHandlers(import.meta.glob('../features/*/demo.ts', { eager: true }));
