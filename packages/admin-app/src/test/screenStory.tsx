import { delay, HttpResponse, type RequestHandler } from 'msw';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { App } from '../app/App';
import { SIDEBAR_COLLAPSED_KEY } from '../app/AppLayout';
import { routes } from '../app/router';
import { resetDb } from '../demo/db';
import { handlers } from '../demo-backend/handlers';
import { setDemoSettings, type DemoSettings } from '../demo/settings';
import { setColorScheme } from '../platform/theme/colorScheme';
import { setLocale } from '../platform/i18n/i18n';
import { clearClientState, signInAsAdmin } from './session';

/**
 * The harness of every screen story: the whole app in memory at a path, signed in as the demo
 * administrator, against the demo backend (its handlers come from the story's `parameters.msw.handlers`).
 *
 * ```tsx
 * const meta = {
 *   title: 'Screens/Cliq/Cliq Account Review',
 *   component: CliqDetailPage,
 *   parameters: { layout: 'fullscreen', msw: { handlers } },
 *   render: () => <AppAt path="/cliq/4?from=status%3Dpending" />,
 *   beforeEach: signedInStory(),
 * } satisfies Meta<typeof CliqDetailPage>;
 *
 * // A state the demo switches cannot make: a handler of the story's own answers first.
 * export const Loading: Story = { parameters: demoBackendWith(mswHttp.get(DETAIL, neverAnswer)) };
 * ```
 */

/** The app's real route table at `path` (with its query), with an optional router location `state`. */
export function AppAt({ path, state }: { path: string; state?: unknown }) {
  const [router] = useState(() => {
    const { pathname, search, hash } = new URL(path, 'http://app.invalid');
    return createMemoryRouter(routes, { initialEntries: [{ pathname, search, hash, state }] });
  });
  return <App router={router} />;
}

/** Drafts the screens keep in sessionStorage (fees, discount and group forms): a story starts without any. */
function clearDrafts() {
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith('admin-console:')) window.sessionStorage.removeItem(key);
  }
}

/**
 * A screen story's `beforeEach`: the demo data back at its seed, the given demo switches (none by
 * default), no stored session or draft, then signed in as the demo administrator. Undone afterwards.
 */
export function signedInStory(settings: Partial<DemoSettings> = {}) {
  return async ({ globals }: { globals: Record<string, unknown> }) => {
    clearClientState();
    clearDrafts();
    resetDb();
    setDemoSettings(settings);
    signInAsAdmin();
    // clearClientState went back to English: the story's language again (the toolbar's, or its own
    // `globals: { locale: 'ar' }` for an Arabic picture).
    await setLocale(globals.locale === 'ar' ? 'ar' : 'en');
    // The app's colour scheme: the toolbar's Theme (or the story's `globals: { theme: 'dark' }`). Under test (Vitest's
    // mode) the system's, light until the same render is checked in dark (.storybook/darkContrast.ts).
    setColorScheme(globals.theme === 'dark' ? 'dark' : import.meta.env.MODE === 'test' ? 'system' : 'light');
    return () => {
      clearClientState();
      clearDrafts();
      setDemoSettings({});
    };
  };
}

/**
 * A story's own `beforeEach` (after the meta's `signedInStory`): the sidebar collapsed, as the
 * administrator can leave it, so that an 800-px wide picture leaves a wide table or grid its room.
 */
export const collapsedSidebar = () => {
  window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
};

/** A story's `parameters` for a state the demo switches cannot make: `first` answers before the demo backend. */
export const demoBackendWith = (...first: RequestHandler[]): { msw: { handlers: RequestHandler[] } } => ({
  msw: { handlers: [...first, ...handlers] },
});

/** A resolver that never answers: the screen stays loading (or saving) for as long as the story is looked at. */
export async function neverAnswer() {
  await delay('infinite');
  return HttpResponse.json({});
}

/**
 * Holds a request until the play answers it (then the demo backend does): a state that lasts while a call is
 * out (a busy button) is checked without racing a delay. `beforeEach: held.reset`; in the play, after the
 * action, `await held.arrived()`, check, then `held.answer()`.
 *
 * ```tsx
 * const held = heldAnswer();
 * export const Saving: Story = { parameters: demoBackendWith(mswHttp.post(SAVE, held.resolver)), beforeEach: held.reset, play: … };
 * ```
 */
export function heldAnswer() {
  let calls = 0;
  let arrive = () => {};
  let arrived = Promise.resolve();
  let answer = () => {};
  let answered = Promise.resolve();
  const reset = () => {
    calls = 0;
    arrived = new Promise<void>((resolve) => (arrive = resolve));
    answered = new Promise<void>((resolve) => (answer = resolve));
  };
  reset();
  return {
    resolver: async () => {
      calls += 1;
      arrive();
      await answered;
      return undefined;
    },
    reset,
    /** Resolves once the (first) request has reached the handler. */
    arrived: () => arrived,
    /** Lets every held request through. */
    answer: () => answer(),
    /** How many requests reached the handler since the last reset. */
    calls: () => calls,
  };
}

/** A resolver answering HTTP 500 `{ message: 'Server Error' }`, the backend's generic failure. */
export const serverError = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 });

/**
 * Lets the animations that end (the page fade, a dialog opening) finish, so axe checks the page at
 * rest. Endless ones (a spinner, a skeleton's shimmer) never finish and are not waited for.
 */
export const settle = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined)),
  );

export type Canvas = ReturnType<typeof within>;

/** The page's title (its level-1 heading), once the lazy screen has loaded. */
export const findTitle = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** A notification: they render outside the story's root. */
export const findNotice = (text: string) => within(document.body).findByText(text, {}, { timeout: 5000 });

/**
 * A story's `parameters` for the whole screen at a desktop size, the sidebar open, on a fixed day (the ages
 * of the queues' cases count from it): pictured at that viewport when tagged `visual`, and measured there by
 * app/listsFit.browser.test.tsx.
 */
export const wholeScreenAt = (width: number, height: number) => ({
  today: '2026-11-23T10:00:00',
  visual: { viewport: { width, height }, frame: `width: ${width}px; height: ${height}px; overflow: hidden` },
});

/** The viewport of the reflow stories: 320 CSS px wide (a 1280-px window zoomed to 400%, WCAG 1.4.10). */
const REFLOW = { width: 320, height: 640 };

/**
 * A screen story's `parameters` at 320 px wide: the viewport while its play function runs in the story
 * tests, and its picture (tag it `visual`). Spread into the story's own `parameters`, not the meta's.
 */
export const at320 = {
  viewport: {
    options: {
      reflow320: { name: 'Reflow (320 px)', styles: { width: `${REFLOW.width}px`, height: `${REFLOW.height}px` }, type: 'mobile' },
    },
  },
  visual: { viewport: REFLOW, frame: `width: ${REFLOW.width}px` },
} as const;

/** `at320` pictured as the first screen a phone shows (320x640), for the lists: what fits before scrolling. */
export const at320Screen = {
  ...at320,
  visual: { viewport: REFLOW, frame: `width: ${REFLOW.width}px; height: ${REFLOW.height}px; overflow: hidden` },
} as const;

/** A story's `globals` choosing the 320-px viewport of `at320` (the story tests honour the chosen viewport). */
export const at320Globals = { viewport: { value: 'reflow320', isRotated: false } } as const;

/** Reflow: at the story's width the page never scrolls sideways (document scrollWidth <= clientWidth). */
export async function expectNoSidewaysScroll() {
  await expect(window.innerWidth).toBe(REFLOW.width);
  const root = document.documentElement;
  await expect({ scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, scrolls: root.scrollWidth > root.clientWidth }).toEqual({
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
    scrolls: false,
  });
}

/** At most this share of a 320-px screen (640 px high) goes to the banner: the rest is the page's. */
const BANNER_SHARE_AT_320 = 0.15;

/**
 * At 320 px the banner (Menu, who is signed in, language and theme) stays a strip: at most 15 % of the screen's
 * height, and none of its controls wraps its label onto a second line ("حسب النظام" on two lines).
 */
export async function expectCompactHeader(canvas: Canvas) {
  const banner = canvas.getByRole('banner');
  const height = banner.getBoundingClientRect().height;
  await expect(height, `the banner is ${height}px high`).toBeLessThanOrEqual(window.innerHeight * BANNER_SHARE_AT_320);
  for (const control of within(banner).queryAllByRole('radio').concat(within(banner).queryAllByRole('button'))) {
    const label = control.closest('label') ?? control;
    await expect({ control: label.textContent, lines: lineCount(label) }).toEqual({ control: label.textContent, lines: 1 });
  }
}

/** How many lines an element's text takes: the distinct tops of its text's line boxes (icons left out). */
export function lineCount(element: Element): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
  }
  return tops.size;
}

/**
 * A list's 320-px story (its first screen pictured) in English or Arabic, without its `tags` (the story file names them,
 * for Storybook's index): `export const At320Arabic: Story = { tags: ['visual'], ...listAt320('ar') }`.
 */
export const listAt320 = (locale: 'en' | 'ar' = 'en', role: 'table' | 'grid' = 'table') => ({
  parameters: { ...at320Screen },
  globals: { ...at320Globals, locale },
  play: listAt320Play(role),
});

/**
 * The play of a list's 320-px stories, in either language: the list's table (or grid) shows rows, the page does not
 * scroll sideways, and the banner stays compact (expectCompactHeader).
 */
export const listAt320Play =
  (role: 'table' | 'grid' = 'table') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(role, {}, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 5000 });
    await expectNoSidewaysScroll();
    await expectCompactHeader(canvas);
    await settle();
  };
