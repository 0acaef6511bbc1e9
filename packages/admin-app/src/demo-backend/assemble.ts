import type { HttpHandler } from 'msw';
import { authHandlers } from '../demo/auth';

/** What a feature's `demo.ts` hands the demo backend: its handlers (its store and seed stay inside). */
export interface FeatureDemo {
  handlers: readonly HttpHandler[];
}

/**
 * The demo backend's handlers: sign-in, then every feature's `demo.ts` (keyed by its path, e.g.
 * `../features/kyc/demo.ts`), in path order. A feature joins by having a `demo.ts` that exports
 * `handlers`: nothing else lists it. handlers.ts finds them for Vite, Vitest and Storybook
 * (import.meta.glob), scripts/demo-backend.mjs for the end-to-end server (its own listing of the folder).
 */
export function assembleHandlers(featureDemos: Readonly<Record<string, unknown>>): HttpHandler[] {
  const paths = Object.keys(featureDemos).sort();
  return [
    ...authHandlers,
    ...paths.flatMap((path) => {
      const demo = featureDemos[path] as Partial<FeatureDemo> | undefined;
      if (!Array.isArray(demo?.handlers)) throw new Error(`${path} exports no \`handlers\` list: the demo backend cannot serve its area.`);
      return demo.handlers;
    }),
  ];
}
