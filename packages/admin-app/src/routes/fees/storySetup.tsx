import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { userEvent, type within } from 'storybook/test';
import { App } from '../../app/App';
import { routes } from '../../app/router';
import { resetDb } from '../../mocks/db';
import { setDemoSettings } from '../../mocks/settings';
import { clearClientState, signInAsAdmin } from '../../test/session';

/**
 * What the Fees and Fees Distribution stories share: the whole app in memory at a path, signed in as the demo
 * administrator, against the demo backend (handlers from `parameters.msw.handlers`).
 */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <App router={router} />;
}

const clearDrafts = () => {
  for (const key of Object.keys(window.sessionStorage)) if (key.startsWith('admin-console:draft:')) window.sessionStorage.removeItem(key);
};

/** Every story starts from the seed, signed in, with the default demo switches and no draft. */
export function signedInFromSeed() {
  clearClientState();
  clearDrafts();
  resetDb();
  setDemoSettings({});
  signInAsAdmin();
  return () => {
    clearClientState();
    clearDrafts();
    setDemoSettings({});
  };
}

/** Lets animations that end (the page fade, a dialog opening) finish, so axe checks the page at rest. */
export const settle = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined)),
  );

type Canvas = ReturnType<typeof within>;

export const findGrid = (canvas: Canvas, name: string) => canvas.findByRole('grid', { name }, { timeout: 5000 });

/** Replaces a cell's text. */
export async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}
