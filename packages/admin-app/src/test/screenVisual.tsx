import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { page } from 'vitest/browser';
import { SIDEBAR_COLLAPSED_KEY } from '../app/AppLayout';
import { signedInStory } from './screenStory';
import { answerWithDemoBackend } from './visualBackend';

export interface ScreenVisualOptions {
  /** The 800px viewport: a collapsed sidebar leaves a wide table or grid its room. */
  sidebarCollapsed?: boolean;
  /** A fixed today (only `Date` is faked), for seeds whose dates count from today: the pictures stay still. */
  today?: Date;
}

/**
 * Around every screenshot test of the calling file: a screen story's start (the demo data at its
 * seed, no stored session or draft, signed in as the demo administrator; see `signedInStory`) with
 * the app's axios answering from the demo backend (the `visual` project has no service worker).
 * Everything is undone after each test.
 */
export function setupScreenVisual({ sidebarCollapsed = false, today }: ScreenVisualOptions = {}) {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    // Before the seed: the seed reads today.
    if (today) vi.useFakeTimers({ toFake: ['Date'], now: today });
    const signOut = signedInStory()();
    const detach = answerWithDemoBackend();
    if (sidebarCollapsed) window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    restore = () => {
      detach();
      signOut();
      if (today) vi.useRealTimers();
    };
  });
  afterEach(() => restore());
}

/**
 * Renders a story 800px wide (the `visual` viewport), cut at `height` when given, and returns the
 * frame's locator, the usual subject of `toMatchScreenshot`.
 */
export function showAt800(story: ReactElement, { height }: { height?: number } = {}) {
  const size = height === undefined ? { width: 800 } : { width: 800, height, overflow: 'hidden' as const };
  render(
    <div data-testid="shot" style={size}>
      {story}
    </div>,
  );
  return page.getByTestId('shot');
}
