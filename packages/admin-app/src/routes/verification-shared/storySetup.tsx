import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { within } from 'storybook/test';
import { App } from '../../app/App';
import { routes } from '../../app/router';
import { resetDb } from '../../mocks/db';
import { setDemoSettings } from '../../mocks/settings';
import { clearClientState, signInAsAdmin } from '../../test/session';

/**
 * What the KYC and KYB screen stories share: the whole app in memory at a path, signed in as the
 * demo administrator, against the demo backend (handlers from `parameters.msw.handlers`).
 */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
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

/** Lets finite animations (the page fade, a dialog opening) finish, so axe checks the page at rest. */
export const settle = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined)),
  );

export type Canvas = ReturnType<typeof within>;

export const findTitle = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** Notifications render outside the story's root. */
export const findNotice = (text: string) => within(document.body).findByText(text, {}, { timeout: 5000 });
