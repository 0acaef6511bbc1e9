import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { within } from 'storybook/test';
import { App } from '../../app/App';
import { routes } from '../../app/router';
import { resetDb } from '../../mocks/db';
import { setDemoSettings, type DemoSettings } from '../../mocks/settings';
import { clearClientState, signInAsAdmin } from '../../test/session';

/**
 * Story helpers of the discount and promotion-group screens: the whole app in memory at a path,
 * against the demo backend (seeded afresh), signed in as the demo administrator.
 */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <App router={router} />;
}

/** The `beforeEach` of a screen story: fresh seed, given demo switches, signed in; undone after. */
export function signedInWithDemo(settings: Partial<DemoSettings> = {}) {
  return () => {
    clearClientState();
    resetDb();
    setDemoSettings(settings);
    signInAsAdmin();
    return () => {
      clearClientState();
      setDemoSettings({});
    };
  };
}

/**
 * Lets running animations (the page fade) finish, so axe checks the page at rest. Endless ones
 * (skeleton shimmer, spinners) are left running: they never finish.
 */
export const settle = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );

export const findHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });
