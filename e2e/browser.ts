import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
// @ts-expect-error plain ESM helper shared with the node scripts
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
export const baseURL = (): string => inject('baseURL');

/**
 * `waitForURL`'s options for the app's own navigations (history.pushState): done when the address
 * changes. The default also waits for the document's `load` event, and on a busy machine one such
 * wait outlived its timeout with the address already right (CI, and 1 run in 3 here with a cold
 * test order): what follows a navigation waits for what the user would see instead.
 */
export const SPA_URL = { waitUntil: 'commit' } as const;

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath() as string, args: chromiumArgs as string[] });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

/** Puts the demo backend back to its seed: every test starts from the same data, signed out. */
export async function resetDemo(): Promise<void> {
  const res = await fetch(`${baseURL()}/__e2e/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`reset failed: ${res.status}`);
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Runs axe-core in the page and returns its violations (id and the nodes' targets). */
export async function axeViolations(page: Page): Promise<{ id: string; help: string; targets: string[] }[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** Screenshots for people to look at (not compared): .reports/e2e/<name>.png */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync('.reports/e2e', { recursive: true });
  await page.screenshot({ path: `.reports/e2e/${name}.png`, fullPage: true });
}

export interface DemoSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * The hooks every end-to-end file needs: one Chromium for the file, and for each test the demo
 * backend back at its seed and a fresh context and page (optionally signed in as the demo
 * administrator, landing on /fees). Read `session.page` inside tests: it is a new page each time.
 */
export function useDemoBrowser({ signedIn = false }: { signedIn?: boolean } = {}): DemoSession {
  let browser: Browser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetDemo();
    current = await newPage(browser!);
    // Fail with the step that did not happen, within the test's time.
    current.page.setDefaultTimeout(10_000);
    if (signedIn) {
      await current.page.goto('/login');
      await signIn(current.page, 'admin', 'Admin#2026');
      await current.page.waitForURL('**/fees', SPA_URL);
    }
  });
  afterEach(async () => {
    await current?.context.close();
  });
  const need = <T,>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };
  return {
    get browser() {
      return need(browser, 'the browser');
    },
    get context() {
      return need(current, 'the page').context;
    },
    get page() {
      return need(current, 'the page').page;
    },
  };
}
