import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import { build } from 'esbuild';
import type * as Scanner from '../packages/admin-ui/src/test-utils/visibleEnglish';

/**
 * The English an Arabic reader would see on the page, found by the one scanner the unit walks use
 * (admin-ui's `src/test-utils/visibleEnglish.ts`, whose doc comment says what it reads, skips and allows), bundled
 * for the browser once per run and added to the page when it has not got it yet (a full load drops it).
 * `allow`: data values, each allowed as a whole text.
 */
export async function visibleEnglish(page: Page, allow: readonly string[] = []): Promise<string[]> {
  // Evaluated by the test runner, not added as a <script>: the page's Content-Security-Policy and Trusted Types refuse
  // an inline script, as they must. The bundle declares `var __visibleEnglish`, local to the evaluation: made global.
  if (!(await page.evaluate((name) => name in window, GLOBAL))) {
    await page.evaluate(`${await scannerScript()}\nwindow.${GLOBAL} = ${GLOBAL};`);
  }
  return page.evaluate(
    ({ name, allow }) => (window as unknown as Record<string, typeof Scanner>)[name]!.visibleEnglish(document.body, { allow }),
    { name: GLOBAL, allow: [...allow] },
  );
}

const GLOBAL = '__visibleEnglish';

let script: Promise<string> | undefined;

function scannerScript(): Promise<string> {
  script ??= build({
    entryPoints: [fileURLToPath(new URL('../packages/admin-ui/src/test-utils/visibleEnglish.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: GLOBAL,
    target: 'chrome120',
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]!.text);
  return script;
}

/**
 * The data values the page was sent, as the screens show them: every string under a key of free text (names,
 * aliases, emails, file names, a fee's type and conditions), and people's names joined from their parts as the
 * screens join them. Never the other keys' values (a status, an alias type): those the interface must translate.
 * Start it before the page loads; `values()` waits for the answers it is still reading.
 */
export function sentData(page: Page): { values: () => Promise<string[]> } {
  const found = new Set<string>();
  const reading = new Set<Promise<void>>();
  const read = async (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    collect(await response.json().catch(() => null), found);
  };
  page.on('response', (response) => {
    const done = read(response).finally(() => reading.delete(done));
    reading.add(done);
  });
  return {
    values: async () => {
      await Promise.all([...reading]);
      return [...found];
    },
  };
}

const DATA_KEYS = new Set([
  'full_name',
  'user_name',
  'email',
  'name',
  'name_alias',
  'type',
  'conditions',
  'discount_name',
  'description',
  'alias',
  'old_alias',
  'new_alias',
  'company_name_en',
  'name_en',
  'file_name',
]);
const NAME_PARTS = ['first_name', 'second_name', 'third_name', 'family_name'];

function collect(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const parts = NAME_PARTS.map((key) => record[key]).filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  if (parts.length > 0) found.add(parts.join(' '));
  for (const [key, item] of Object.entries(record)) {
    if (typeof item === 'string' && DATA_KEYS.has(key)) found.add(item);
    else collect(item, found);
  }
}
