// Every story is checked in dark too, on the same render: after its play function (and its axe run and picture in
// light), the page's colour scheme is switched to dark (Playwright's emulated `prefers-color-scheme`; stories under
// test render their theme with colorScheme "system", preview.tsx), and axe's colour rules run again. One render per
// story instead of a second pass of every story in dark.
import axe from 'axe-core';
import { expect } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Emulates the operating system's colour scheme for the page (Playwright's `page.emulateMedia`). */
    colorScheme: (scheme: 'light' | 'dark') => Promise<void>;
  }
}

/** What a story under test needs to know of itself (a composed story has it all). */
interface CheckedStory {
  id: string;
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/** The next frame drawn. */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Animations that end (a dialog opening, a colour transition) ended, and none started in the frame after: a changed
 * colour reaches inherited text a style pass later, as new transitions. Endless ones (a spinner) are left running.
 */
export async function animationsDone(): Promise<void> {
  for (;;) {
    const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    if (ending.length === 0) return;
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await nextFrame();
  }
}

// The rules whose result depends on colours: text contrast (WCAG 1.4.3) and links told apart from text (1.4.1).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Emulates `scheme` and waits until the page has applied it: the media query's change event (Playwright's call
 * returns before the page restyles, and a style read in between mixes both schemes), then a frame.
 */
async function switchScheme(scheme: 'light' | 'dark'): Promise<void> {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const applied =
    query.matches === (scheme === 'dark')
      ? Promise.resolve()
      : new Promise<void>((resolve) => query.addEventListener('change', () => resolve(), { once: true }));
  await commands.colorScheme(scheme);
  await applied;
  await nextFrame();
}

/**
 * Switches the page to dark, waits for the colours to settle, and expects no colour violation; back to light after.
 * Skipped where axe is off for the story, and for a story shown in dark already (its own axe run was in dark).
 */
export async function expectReadableInDark(story: CheckedStory): Promise<void> {
  const a11y = story.parameters.a11y as { disable?: boolean; test?: string } | undefined;
  if (a11y?.disable || a11y?.test === 'off' || story.globals.theme === 'dark') return;
  // The colours change at once: with their transitions (150 to 200 ms on most controls), a changed colour reaches
  // inherited text one style pass later as a new transition, one frame per level of the page, waited out below on
  // every story. The check is about the colours the dark scheme ends on, not how they get there.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  try {
    document.head.append(still);
    await switchScheme('dark');
    await animationsDone();
    const results = await axe.run(
      { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']] },
      { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] },
    );
    const found = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    );
    expect(found, `${story.id} in dark`).toEqual([]);
  } finally {
    await switchScheme('light');
    still.remove();
  }
}
