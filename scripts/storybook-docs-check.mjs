// The built Storybook's Docs pages, as a designer or a reviewer opens them (storybook-static, after
// `npm run build-storybook`): each page stays left to right and light whatever its stories show (an Arabic story, a
// Dark one), and its headings are readable. A story's language, direction and theme belong to that story's root
// (.storybook/preview.tsx); before, an Arabic story turned <html dir="rtl"> for the whole DataTable page ("8 of 8"
// read "of 8 8") and the Tokens page's Dark story painted its "Colours" heading dark on the light page.
// And each page stays where its reader puts it, with no dialog over it: it opens at the top, and scrolling to a story
// never makes the page jump. Before, the Modal page opened scrolled to y=3087: a story frame's play function clicked
// its "Open dialog" button, and that focus scrolled the Docs page to the frame; the KeyboardShortcutsDialog page
// opened under two of its stories' dialogs, its scrolling locked.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

// A page that never answers (a frozen page: Playwright's evaluate has no timeout of its own) fails the check in
// bounded time instead of holding CI: the check takes 34 to 48 s here; in a fresh clone's run on 2026-11-28 it
// waited on the ImageViewer page for 14 minutes until stopped.
const LIMIT_S = 180;
setTimeout(() => {
  console.error(`Storybook Docs pages: not done after ${LIMIT_S} s (a page stopped answering); stopped.`);
  process.exit(1);
}, LIMIT_S * 1000).unref();

const dist = 'storybook-static';
if (!existsSync(`${dist}/iframe.html`)) throw new Error(`No Storybook build in ${dist}: run \`npm run build-storybook\` first.`);

/**
 * Docs pages with a story in Arabic (DataTable, EditableTable, DualListPicker) and one in Dark (Tokens), and those of
 * the dialogs, whose stories open a dialog or open one in their play functions.
 */
const PAGES = [
  'components-datatable--docs',
  'components-editabletable--docs',
  'components-duallistpicker--docs',
  'foundations-tokens--docs',
  'components-modal--docs',
  'components-confirmmodal--docs',
  'components-rejectmodal--docs',
  'components-keyboardshortcutsdialog--docs',
  'components-imageviewer--docs',
];
/** WCAG 1.4.3 for a heading of this size (large text would need 3:1; the check asks the normal 4.5:1). */
const MIN_CONTRAST = 4.5;

const files = sirv(dist, { etag: true });
const server = createServer((req, res) => files(req, res, () => res.writeHead(404).end()));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const failures = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // A story shown in its own frame (`docs.story.inline: false`) runs as a story: its play function too. It tells the
  // Docs page over Storybook's channel (postMessage to its parent): any message says it has started, `storyFinished`
  // that it is rendered and played. The frames are told apart by their window.
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const started = new WeakSet();
    const finished = new WeakSet();
    // Where the reader left the page, and each time it moved elsewhere: to where, and the frame focused then.
    const state = {
      started,
      finished,
      readerY: 0,
      jumps: [],
      /** Notes a move away from where the reader left the page: on its scroll event, or when asked before that. */
      noteJump() {
        if (Math.abs(scrollY - state.readerY) < 1) return;
        const active = document.activeElement;
        state.jumps.push({ y: Math.round(scrollY), by: active?.tagName === 'IFRAME' ? active.title : (active?.tagName ?? '') });
        state.readerY = scrollY;
      },
    };
    window.__docsCheck = state;
    window.addEventListener('scroll', state.noteJump);
    window.addEventListener('message', (event) => {
      if (typeof event.data !== 'string' || !event.data.includes('storybook-channel') || !event.source) return;
      started.add(event.source);
      if (event.data.includes('"storyFinished"')) finished.add(event.source);
    });
  });
  for (const id of PAGES) {
    await page.goto(`${base}/iframe.html?viewMode=docs&id=${id}`);
    // The page's title, then every story on it rendered (each story's root holds its content).
    await page.locator('.sbdocs-title').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () => {
        const stories = [...document.querySelectorAll('.docs-story')];
        const drawn = (story) => story.querySelector('iframe') || story.querySelector('[id^="story--"] *');
        return stories.length > 0 && stories.every(drawn) && document.fonts.status === 'loaded';
      },
      null,
      { timeout: 30_000 },
    );
    const position = await readAsYouScroll(page);
    // On a page with story frames, the reading above waited for each of them to be rendered and played; there,
    // Playwright's `networkidle` never comes (Chromium does not report lazy frames' loading as idle).
    if (position.frames === 0) await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      const rgb = (value) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = ([r, g, b]) =>
        [r, g, b]
          .map((c) => c / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
      const contrast = (a, b) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      /** The colour painted behind an element: its nearest ancestor with an opaque background, else white. */
      const behind = (element) => {
        for (let node = element; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          const parts = rgb(colour);
          const alpha = Number((colour.match(/[\d.]+/g) ?? [])[3] ?? 1);
          if (parts.length === 3 && alpha === 1) return parts;
        }
        return [255, 255, 255];
      };
      // The page's headings (its title and sections) and those its stories draw (the Tokens tables' "Colours").
      const headings = [...document.querySelectorAll('.sbdocs-content :is(h1, h2, h3)')];
      return {
        dialogs: [...document.querySelectorAll('dialog')]
          .filter((dialog) => dialog.matches(':modal'))
          .map((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby'))?.textContent ?? 'a dialog'),
        dir: document.documentElement.getAttribute('dir') ?? 'ltr',
        lang: document.documentElement.getAttribute('lang'),
        headings: headings.map((h) => ({
          text: h.textContent.trim().slice(0, 40),
          contrast: Math.round(contrast(rgb(getComputedStyle(h).color), behind(h)) * 100) / 100,
        })),
      };
    });
    if (seen.dir !== 'ltr') failures.push(`${id}: <html dir="${seen.dir}"> (a story's direction leaked to the page)`);
    if (seen.headings.length === 0) failures.push(`${id}: no heading found on the page`);
    for (const dialog of seen.dialogs)
      failures.push(`${id}: the dialog "${dialog}" of a story is open over the page (a story rendered in the page, not its own frame)`);
    for (const moved of position.moves) failures.push(`${id}: ${moved}`);
    for (const heading of seen.headings) {
      if (heading.contrast < MIN_CONTRAST)
        failures.push(`${id}: heading "${heading.text}" at ${heading.contrast}:1 against its background`);
    }
    console.log(
      `${id}: dir ${seen.dir}, ${seen.headings.length} headings, lowest contrast ${Math.min(...seen.headings.map((h) => h.contrast))}:1, ` +
        `opened at y=${position.openedAt}, ${position.frames} story frames read, ${position.moves.length} jumps, ${seen.dialogs.length} dialogs over it`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
if (failures.length) {
  console.error(`Storybook Docs pages:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Storybook Docs pages: ${PAGES.length} opened, left to right, headings readable, at the top and still as they are read.`);

/**
 * Reads a Docs page as a reader does: first what shows at the top, then each story frame in turn, scrolled to. Each
 * time, once every story frame that has started is rendered and played (and the one in view among them), the page
 * must still be where the reader put it: at y=0 on opening, then where each scroll left it. A frame's play runs when
 * the frame loads (Chromium loads lazy frames some way before they show), so a jump may come from a frame below.
 */
async function readAsYouScroll(page) {
  const moves = [];
  /**
   * Waits until the frames that started are done (with `frame`, when given, among them); then says where the page
   * went meanwhile, if it moved, and which story frame had taken the focus when it did.
   */
  const settled = (frame) =>
    page
      .waitForFunction(
        (index) => {
          const state = window.__docsCheck;
          const { started, finished } = state;
          const frames = [...document.querySelectorAll('.docs-story iframe')];
          const inView = index === null ? frames.filter((f) => f.getBoundingClientRect().top < innerHeight) : [frames[index]];
          const done = (f) => finished.has(f.contentWindow);
          if (!inView.every(done) || !frames.every((f) => !started.has(f.contentWindow) || done(f))) return false;
          // A scroll event comes with the next frame drawn: a move not yet told is noted here.
          state.noteJump();
          return { y: Math.round(scrollY), jumps: state.jumps.splice(0) };
        },
        frame,
        { timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue());
  const story = (jump) => (jump.by ? `, as the story "${jump.by}" took the focus` : '');
  const opened = await settled(null);
  for (const jump of opened.jumps) moves.push(`opening, the page scrolled from the top to y=${jump.y}${story(jump)}`);
  const frames = await page.locator('.docs-story iframe').count();
  for (let index = 0; index < frames; index += 1) {
    // The frame 100 px under the top of the window, or as near as the page's length lets it come.
    const { y, title } = await page.evaluate((i) => {
      const frame = document.querySelectorAll('.docs-story iframe')[i];
      window.__docsCheck.noteJump();
      window.scrollTo({ top: frame.getBoundingClientRect().top + scrollY - 100, behavior: 'instant' });
      window.__docsCheck.readerY = scrollY;
      return { y: Math.round(scrollY), title: frame.title };
    }, index);
    const now = await settled(index);
    for (const jump of now.jumps) moves.push(`scrolled to the story "${title}" (y=${y}), the page jumped to y=${jump.y}${story(jump)}`);
  }
  return { openedAt: opened.y, frames, moves };
}
