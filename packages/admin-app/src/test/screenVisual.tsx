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
  // Each step's undo is kept as soon as the step has run, so a step that throws leaves nothing behind.
  const undo: (() => void)[] = [];
  beforeEach(() => {
    // Before the seed: the seed reads today.
    if (today) {
      vi.useFakeTimers({ toFake: ['Date'], now: today });
      undo.push(() => vi.useRealTimers());
    }
    undo.push(signedInStory()());
    undo.push(answerWithDemoBackend());
    if (sidebarCollapsed) window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  });
  afterEach(() => {
    while (undo.length > 0) undo.pop()!();
  });
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

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The nearest ancestor whose content is taller than its box (the story's frame): the one to scroll. */
function scrollerOf(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY !== 'visible') return node;
  }
  return null;
}

/**
 * Scrolls `element`'s scroller (the story's frame) so that `element`'s top edge stands `top` px below
 * the scroller's top, once the page has stopped moving: fonts loaded, and `element` at the same place
 * for two frames. Placing by the top edge keeps the picture still when what lies below (under a
 * sticky bar, out of the picture) differs by a few pixels; `scrollIntoView({ block: 'end' })` placed
 * by the bottom edge, and CI caught that picture 13 px off, twice in a run.
 */
export async function scrollTopTo(element: Element, top: number) {
  await document.fonts.ready;
  let last = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    const scroller = scrollerOf(element);
    if (!scroller) return;
    scroller.scrollTop += element.getBoundingClientRect().top - scroller.getBoundingClientRect().top - top;
    await frame();
    await frame();
    const box = element.getBoundingClientRect();
    const now = `${box.top},${box.bottom},${scroller.scrollTop}`;
    if (now === last) return;
    last = now;
  }
  throw new Error('The page kept moving: no still position to take a picture of.');
}
