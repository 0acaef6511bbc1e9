// The local visual check: every story tagged `visual` is run as in Storybook (loaders, beforeEach,
// render, play, axe) and pictured against its baseline in __screenshots__/visual.test.tsx/<story id>, then
// checked in dark. It is the one run of those stories (the `storybook` project leaves them out). Two test files
// (visual.1.test.tsx, visual.2.test.tsx) each take every other story, so both cores work.
// A new picture: tag the story; its setup (data, signed-in start, a fixed day, a collapsed sidebar)
// lives in the story itself, its framing in `parameters.visual`.
import { composeStories } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { animationsDone, expectReadableInDark, nextFrame } from './darkContrast';
import { PICTURE_DAY, startClockAt } from './fixedToday';

/** `parameters.visual` of a story tagged `visual`. */
export interface VisualParameters {
  /** CSS of the frame the story renders in, and which is pictured; default: as tight as the story, 8px around it. */
  frame?: string;
  /** Pictured instead of the frame: the element with this role (and name), e.g. a dialog (in the top layer). */
  subject?: { role: Parameters<typeof page.getByRole>[0]; name?: string };
  /** The viewport while the story runs, for what is wider than the default 800x600. */
  viewport?: { width: number; height: number };
}

const VIEWPORT = { width: 800, height: 600 };
const FRAME = 'display: inline-block; padding: 8px';

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('../packages/*/src/**/*.stories.tsx', { eager: true });
const stories = Object.values(modules)
  .flatMap((module) => Object.values(composeStories(module)) as ComposedStoryFn[])
  .filter((story) => story.tags.includes('visual'))
  .sort((a, b) => a.id.localeCompare(b.id));

/** Every image of the page decoded (a broken one counts as settled: its picture is the broken state). */
const imagesLoaded = () => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));

let frame: HTMLElement | undefined;
let undoClock: (() => void) | undefined;
let resized = false;

beforeEach(async () => {
  // The real mouse stays wherever an earlier test left it: a leftover :hover changes a picture.
  await commands.parkMouse();
});

afterEach(async () => {
  frame?.remove();
  undoClock?.();
  undoClock = undefined;
  frame = undefined;
  if (resized) await page.viewport(VIEWPORT.width, VIEWPORT.height);
  resized = false;
});

/**
 * The tests of shard `shard` of `of`: every `of`-th story tagged visual, in the order of their ids. Called by each
 * visual.N.test.tsx.
 */
export function pictureStories(shard: number, of: number): void {
  it('has stories tagged visual', () => {
    expect(stories.length).toBeGreaterThan(of);
  });
  stories.filter((_, index) => index % of === shard - 1).forEach(pictureStory);
}

function pictureStory(Story: ComposedStoryFn): void {
  it(Story.id, async () => {
    const visual: VisualParameters = Story.parameters.visual ?? {};
    if (visual.viewport) {
      resized = true;
      await page.viewport(visual.viewport.width, visual.viewport.height);
    }
    // A picture is the same on any day: a story that names no day (`parameters.today`) runs on PICTURE_DAY, so a
    // count from today (a review's "Waiting 313 d") does not grow by one each midnight.
    if (Story.parameters.today === undefined) undoClock = startClockAt(PICTURE_DAY);
    frame = document.createElement('div');
    frame.style.cssText = visual.frame ?? FRAME;
    // A frame that crops the picture (`overflow: hidden`) crops it only for the picture: the play function and axe see
    // the whole screen, as a user who scrolls does (a cropped field would read as having no visible label). The
    // layout is the same either way: overflow does not move what is inside.
    const overflow = frame.style.overflow;
    frame.style.overflow = 'visible';
    document.body.append(frame);
    // What a user would wait for: the story's own play function has run to its end.
    await Story.run({ canvasElement: frame });
    frame.style.overflow = overflow;
    await document.fonts.ready;
    await imagesLoaded();
    await layOutAfresh(frame);
    await animationsDone();
    const subject = visual.subject ? page.getByRole(visual.subject.role, { name: visual.subject.name }) : page.elementLocator(frame);
    // A PDF in the page is drawn by Chromium's own viewer, blank or with its page depending on when (and on a busy
    // machine whether) it got there: it is hidden for the picture, its place left empty (the card's frame, label and
    // the rest are still compared).
    const embedded = [...document.querySelectorAll<HTMLElement>('object, embed, iframe')];
    for (const element of embedded) element.style.visibility = 'hidden';
    await expect.element(subject).toMatchScreenshot(Story.id);
    for (const element of embedded) element.style.visibility = '';
    // The story's one run also checks it in dark (its play and axe ran in Story.run).
    await expectReadableInDark(Story);
  });
}

/**
 * The story's page laid out once more from nothing, as it now stands, before its picture. Chromium keeps the layout
 * of a box whose size and constraints did not change, and the text of a button or a sort header can keep where an
 * earlier, still-loading layout put it: a pixel lower, or half a pixel sideways, in some runs only (the KYB review
 * bar, the Fees grid's headers; 2026-11-28: repainting, scrolling, relaying out the frame or unsticking its sticky
 * parts left it there; only taking the frame out of the layout moved it back). The frame is out of the layout for one forced
 * layout, no frame is drawn in between, so observers and the focus see nothing; the scroll positions (lost with the
 * boxes) are put back, and the focus is given back if it moved and checked to be where it was, with its ring only if
 * it had one.
 */
async function layOutAfresh(root: HTMLElement): Promise<void> {
  const scrolled = [...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.scrollTop !== 0 || element.scrollLeft !== 0)
    .map((element) => [element, element.scrollTop, element.scrollLeft] as const);
  const page = [scrollX, scrollY] as const;
  const active = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement : null;
  const ring = active?.matches(':focus-visible') ?? false;
  const display = root.style.display;
  root.style.display = 'none';
  void root.offsetHeight;
  root.style.display = display;
  void root.offsetHeight;
  for (const [element, top, left] of scrolled) element.scrollTo(left, top);
  scrollTo(page[0], page[1]);
  active?.focus({ preventScroll: true, focusVisible: ring } as FocusOptions);
  if (active && (document.activeElement !== active || active.matches(':focus-visible') !== ring)) {
    throw new Error(`layOutAfresh did not give the focus back as it was (${active.tagName}, ring ${ring})`);
  }
  await nextFrame();
  await nextFrame();
}
