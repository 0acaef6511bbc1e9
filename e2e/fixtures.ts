import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
// @ts-expect-error plain ESM script, no types
import { startDemoServer } from '../scripts/demo-server.mjs';

export { expect };

export const ADMIN = { username: 'admin', password: 'Admin#2026' };
export const AGENT = { username: 'agent', password: 'Agent#2026' };

export async function signIn(page: Page, { username, password } = ADMIN): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Runs axe-core in the page (WCAG 2.2 AA): its violations, with the nodes' targets. */
export async function axeViolations(page: Page): Promise<{ id: string; help: string; targets: string[] }[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** Screenshots for people to look at (not compared): .reports/e2e/<name>.png */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync('.reports/e2e', { recursive: true });
  await page.screenshot({ path: `.reports/e2e/${name}.png`, fullPage: true });
}

/**
 * Each worker has its own demo server (the production build and the demo backend, on a free port), so workers never
 * share a demo store. Every test starts from the demo seed, signed out (`test.use({ signedIn: true })`: signed in as the demo
 * administrator, on /fees). `resetDemo()` puts the demo backend back to its seed again, ending every session.
 */
export const test = base.extend<{ signedIn: boolean; resetDemo: () => Promise<void> }, { demoServer: string }>({
  demoServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startDemoServer();
      await use(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ demoServer }, use) => use(demoServer),
  signedIn: [false, { option: true }],
  resetDemo: async ({ request }, use) => {
    await use(async () => {
      expect((await request.post('/__demo/reset')).status()).toBe(204);
    });
  },
  page: async ({ page, signedIn, resetDemo }, use) => {
    await resetDemo();
    if (signedIn) {
      await page.goto('/login');
      await signIn(page);
      await expect(page).toHaveURL(/\/fees$/);
    }
    await use(page);
  },
});
