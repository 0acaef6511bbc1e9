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

/** Animations that end (a dialog opening, a colour transition) ended; endless ones still run under reduced motion. */
export const animationsDone = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined)),
  );

// The rules whose result depends on colours: text contrast (WCAG 1.4.3) and links told apart from text (1.4.1).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Switches the page to dark, waits for the colours to settle, and expects no colour violation; back to light after.
 * Skipped where axe is off for the story, and for a story shown in dark already (its own axe run was in dark).
 */
export async function expectReadableInDark(story: CheckedStory): Promise<void> {
  const a11y = story.parameters.a11y as { disable?: boolean; test?: string } | undefined;
  if (a11y?.disable || a11y?.test === 'off' || story.globals.theme === 'dark') return;
  await commands.colorScheme('dark');
  try {
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
    await commands.colorScheme('light');
  }
}
