// The built Storybook's Docs pages, as a designer or a reviewer opens them (storybook-static, after
// `npm run build-storybook`): each page stays left to right and light whatever its stories show (an Arabic story, a
// Dark one), and its headings are readable. A story's language, direction and theme belong to that story's root
// (.storybook/preview.tsx); before, an Arabic story turned <html dir="rtl"> for the whole DataTable page ("8 of 8"
// read "of 8 8") and the Tokens page's Dark story painted its "Colours" heading dark on the light page.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const dist = 'storybook-static';
if (!existsSync(`${dist}/iframe.html`)) throw new Error(`No Storybook build in ${dist}: run \`npm run build-storybook\` first.`);

/** Docs pages with a story in Arabic (DataTable, EditableTable, DualListPicker) and one in Dark (Tokens). */
const PAGES = [
  'components-datatable--docs',
  'components-editabletable--docs',
  'components-duallistpicker--docs',
  'foundations-tokens--docs',
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
    await page.waitForLoadState('networkidle');
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
    for (const heading of seen.headings) {
      if (heading.contrast < MIN_CONTRAST)
        failures.push(`${id}: heading "${heading.text}" at ${heading.contrast}:1 against its background`);
    }
    console.log(
      `${id}: dir ${seen.dir}, ${seen.headings.length} headings, lowest contrast ${Math.min(...seen.headings.map((h) => h.contrast))}:1`,
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
console.log(`Storybook Docs pages: ${PAGES.length} opened, left to right, headings readable.`);
