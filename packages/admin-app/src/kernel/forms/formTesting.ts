import { http as mswHttp } from 'msw';
import type { SetupServerApi } from 'msw/node';

/**
 * Test helpers of the discount and promotion-group forms, for their jsdom tests and their
 * screen stories alike (plain DOM: each brings its own Testing Library).
 */

/**
 * The alert among `alerts` that says `text` (the notifications region is an alert too); throws while
 * there is none, for the caller's `waitFor` to try again.
 */
export function alertSaying(alerts: readonly HTMLElement[], text: string): HTMLElement {
  const found = alerts.find((a) => a.textContent?.includes(text));
  if (!found) throw new Error(`no alert says "${text}"`);
  return found;
}

/**
 * `recordBodies(method, path)` on a test server: records the JSON bodies sent to that method and
 * path (in order), then lets the demo backend answer them.
 */
export function bodyRecorder(server: Pick<SetupServerApi, 'use'>) {
  return (method: 'post' | 'patch', path: string): unknown[] => {
    const bodies: unknown[] = [];
    server.use(
      mswHttp[method](path, async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    return bodies;
  };
}
