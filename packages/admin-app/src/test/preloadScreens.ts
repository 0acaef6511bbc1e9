import type { RouteObject } from 'react-router-dom';
import { routes } from '../app/router';

function lazyLoaders(list: readonly RouteObject[]): (() => Promise<unknown>)[] {
  return list.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...lazyLoaders(route.children ?? []),
  ]);
}

/**
 * Loads the code of every lazy route of the app (each screen's module), as a `beforeAll` of a
 * jsdom test file that renders the app. Loading a screen's module the first time in a test process
 * (transform and evaluation) takes seconds on a busy machine; loaded here, a test's first render
 * waits only for what a user waits for: the screen's data.
 */
export async function preloadScreens(): Promise<void> {
  await Promise.all(lazyLoaders(routes).map((load) => load()));
}
