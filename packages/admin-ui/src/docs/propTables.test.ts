// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// The Vite plugin Storybook's prop tables come from (@storybook/react-vite with `reactDocgen: 'react-docgen-typescript'`).
import reactDocgenTypescript from '@joshwooding/vite-plugin-react-docgen-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ui from '../index';

interface DocgenProp {
  name: string;
  description: string;
  type: { name: string };
  defaultValue: { value: string } | null;
}
interface DocgenInfo {
  displayName: string;
  props: Record<string, DocgenProp>;
}

const root = join(__dirname, '../../../..');
const src = join(root, 'packages/admin-ui/src');

// Exports named like components that are not ones (a global style).
const NOT_COMPONENTS = new Set(['GlobalStyle']);
const exportedComponents = Object.entries(ui)
  .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function' && !NOT_COMPONENTS.has(name))
  .map(([name]) => name);

type Hook = (...args: unknown[]) => unknown;

/**
 * The docgen data Storybook attaches to each component, produced as `storybook build` does: the plugin with
 * the options of .storybook/main.ts, on the sources alone (no `tsc -b` outputs, as in a fresh clone).
 */
async function docgenOfSources(): Promise<Map<string, DocgenInfo>> {
  const mainPath = join(root, '.storybook/main.ts');
  const main = (await import(/* @vite-ignore */ mainPath)) as { default: { typescript: { reactDocgenTypescriptOptions: object } } };
  const plugin = reactDocgenTypescript({
    ...main.default.typescript.reactDocgenTypescriptOptions,
    savePropValueAsString: true,
  }) as unknown as Record<string, Hook>;
  await plugin.configResolved!({ root, command: 'build' });
  const warnings: string[] = [];
  const context = { warn: (message: string) => warnings.push(message), addWatchFile: () => {} };
  const docs = new Map<string, DocgenInfo>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(f) && !f.startsWith('test-utils'))
    .map((f) => join(src, f));
  for (const file of files) {
    const out = (await plugin.transform!.call(context, readFileSync(file, 'utf8'), file)) as string | { code: string } | undefined;
    const code = typeof out === 'string' ? out : (out?.code ?? '');
    for (const [, json] of code.matchAll(/\.__docgenInfo = (\{.*\});?$/gm)) {
      const info = JSON.parse(json!) as DocgenInfo;
      docs.set(info.displayName, info);
    }
  }
  (plugin.closeBundle as Hook | undefined)?.();
  expect(warnings).toEqual([]);
  return docs;
}

describe('Storybook prop tables', () => {
  let docs: Map<string, DocgenInfo>;
  beforeAll(async () => {
    docs = await docgenOfSources();
  }, 120_000);

  it('has a table for every exported component', () => {
    expect(exportedComponents.length).toBeGreaterThan(30);
    expect(exportedComponents.filter((name) => !docs.has(name))).toEqual([]);
  });

  it('gives every prop of every exported component a type and a description', () => {
    const undocumented = exportedComponents.flatMap((name) =>
      Object.values(docs.get(name)?.props ?? {})
        .filter((prop) => !prop.description.trim() || !prop.type.name)
        .map((prop) => `${name}.${prop.name}`),
    );
    expect(undocumented).toEqual([]);
  });

  it("shows Button's own props with descriptions, types and defaults", () => {
    const props = docs.get('Button')?.props ?? {};
    expect(Object.keys(props)).toEqual(expect.arrayContaining(['variant', 'size', 'loading', 'loadingText', 'fullWidth', 'ref']));
    expect(props.variant?.type.name).toBe('enum');
    expect(props.variant?.defaultValue?.value).toBe('primary');
    expect(props.size?.defaultValue?.value).toBe('md');
    expect(props.loading?.defaultValue?.value).toBe('false');
    expect(props.fullWidth?.description).toMatch(/width/);
  });
});
