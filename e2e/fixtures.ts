import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
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

/**
 * The grid's cell in `column` of the row holding `rowName`: the column found by its header, the cell by the column
 * index the grid gives both (aria-colindex), so the same value in another column of the row never stands in for it.
 */
export async function cellOf(grid: Locator, rowName: string, column: string): Promise<Locator> {
  const colIndex = await grid.getByRole('columnheader', { name: column, exact: true }).getAttribute('aria-colindex');
  expect(colIndex, `the ${column} header's aria-colindex`).toMatch(/^\d+$/);
  // filter({ has }) and and() take locators relative to what they filter: a grid-scoped one would seek a grid in the row.
  const page = grid.page();
  const row = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: rowName, exact: true }) });
  return row.getByRole('gridcell').and(page.locator(`[aria-colindex="${colIndex}"]`));
}

/**
 * Edits a cell of an EditableTable as a person does: clicks it (`cellOf`), then returns its textbox, focused. In edit
 * mode only the active cell's row holds inputs; another row's editable cell shows its value in a field's box, and the
 * click there brings the row's inputs with this cell's focused, its value selected (EditableTable's doc comment).
 */
export async function editCell(grid: Locator, rowName: string, column: string): Promise<Locator> {
  const cell = await cellOf(grid, rowName, column);
  await cell.click();
  const input = cell.getByRole('textbox');
  await expect(input).toBeFocused();
  return input;
}

/** Runs axe-core in the page (WCAG 2.2 AA): its violations, with the nodes' targets. */
export async function axeViolations(page: Page): Promise<{ id: string; help: string; targets: string[] }[]> {
  // Evaluated by the test runner, not added as a <script>: the page's Content-Security-Policy and Trusted Types refuse an
  // inline script, as they must.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
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
 * A session as the app's sign-in leaves it (the token in the `access_token` cookie, the user under `user` in local
 * storage: docs/product.md#the-token), from one login call to the demo backend. session.e2e.ts signs in through the
 * form and checks that the form leaves exactly this shape, so the two cannot drift apart unseen.
 */
export async function apiSession(request: APIRequestContext, origin: string, { username, password } = ADMIN) {
  const response = await request.post('/api/api-customer-account/1/login', {
    data: { user_name: username, username, password, grant_type: 'password', client_id: '2', scope: '*', device_id: 'e2e' },
  });
  expect(response.status(), 'the demo login').toBe(200);
  const { data } = (await response.json()) as { data: { access_token: string; user: object } };
  return {
    cookies: [
      {
        name: 'access_token',
        value: data.access_token,
        domain: new URL(origin).hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Strict' as const,
      },
    ],
    origins: [{ origin, localStorage: [{ name: 'user', value: JSON.stringify(data.user) }] }],
  };
}

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What of a session's storage the app reads: cookie names and flags, local storage keys and the user's fields. */
export function sessionShape(state: SessionState) {
  return {
    cookies: state.cookies.map(({ name, path, expires, httpOnly, secure, sameSite }) => ({
      name,
      path,
      expires,
      httpOnly,
      secure,
      sameSite,
    })),
    storage: state.origins.flatMap((o) =>
      o.localStorage.map(({ name, value }) => ({ name, fields: Object.keys(JSON.parse(value) as object).sort() })),
    ),
  };
}

/**
 * Each worker has its own demo server (the production build and the demo backend, on a free port), so workers never
 * share a demo store. Every test starts from the demo seed, signed out; with `test.use({ signedIn: true })`, signed in
 * as the demo administrator on a blank page (the test opens the address it needs). The session comes from the login
 * call, not the form: the form took about 2 s of every such test (the login page, then /fees, rendered only to be
 * left), and session.e2e.ts and the keyboard and Arabic tests sign in through it. `resetDemo()` puts the demo backend
 * back to its seed again, ending every session.
 */
export const test = base.extend<{ signedIn: boolean; resetDemo: () => Promise<void>; policyViolations: string[] }, { demoServer: string }>({
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
  // Every test runs under the demo server's Content-Security-Policy with Trusted Types (scripts/csp.mjs), in every page
  // of its context, and fails on any violation the browser reports (a blocked script, style, image, connection, or a
  // string given to an HTML or script sink).
  policyViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => {
        seen.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
          report(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
        });
      });
      await use(seen);
      expect(seen, 'Content-Security-Policy and Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
  resetDemo: async ({ request }, use) => {
    await use(async () => {
      expect((await request.post('/__demo/reset')).status()).toBe(204);
    });
  },
  // The browser context is made from this: the store is put back to its seed first (which ends every session), then,
  // when signed in, the session is the one login call's.
  storageState: async ({ signedIn, playwright, demoServer }, use) => {
    // Its own request context: the `request` fixture takes the context options this fixture is one of.
    const api = await playwright.request.newContext({ baseURL: demoServer });
    expect((await api.post('/__demo/reset')).status()).toBe(204);
    const state = signedIn ? await apiSession(api, demoServer) : undefined;
    await api.dispose();
    await use(state);
  },
});
