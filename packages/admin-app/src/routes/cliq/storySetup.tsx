import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import type { within } from 'storybook/test';
import { App } from '../../app/App';
import { routes } from '../../app/router';
import { resetDb } from '../../mocks/db';
import { setDemoSettings } from '../../mocks/settings';
import { clearClientState, signInAsAdmin } from '../../test/session';

/**
 * What the Cliq screen stories share: the whole app in memory at a path, signed in as the demo
 * administrator, against the demo backend (its handlers come from `parameters.msw.handlers`).
 */
export function AppAt({ path, state }: { path: string; state?: unknown }) {
  const [router] = useState(() => {
    const { pathname, search } = new URL(path, 'http://app.invalid');
    return createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] });
  });
  return <App router={router} />;
}

/** Every story starts from the seed, signed in, with the default demo switches. */
export function signedInFromSeed() {
  clearClientState();
  resetDb();
  setDemoSettings({});
  signInAsAdmin();
  return () => {
    clearClientState();
    setDemoSettings({});
  };
}

/** Lets running animations (the page fade, a dialog opening) finish, so axe checks the page at rest. */
export const settle = () =>
  Promise.all(
    document
      .getAnimations()
      // Endless ones (a spinner, a shimmer) never finish: only wait for those that end.
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined)),
  );

export const findTitle = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
