// @vitest-environment node
/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from './core';
import * as root from './index';

/**
 * `@admin-console/admin-ui/core` (src/core.ts) is what a server may run: the built file has no `'use client'`, so a
 * React Server Component imports it and runs it there. Nothing it reaches may need the client: no component file
 * (.tsx), no styled-components, no React hook or context (React's server build has none of them). The pack check
 * loads the built entry with React's server conditions and in a Next.js server component; this finds the cause first.
 */
const CLIENT_ONLY = [
  /from 'styled-components'/,
  /import\s*{[^}]*\b(use[A-Z]\w*|createContext|Component|forwardRef|memo)\b[^}]*}\s*from\s*'react'/,
];

function reachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // Value imports and re-exports; `import type` and `export type` leave nothing in the built file.
    for (const [, request] of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const base = join(dirname(file), request!);
      const resolved = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (!resolved) throw new Error(`${file}: cannot resolve ${request}`);
      visit(resolved);
    }
  };
  visit(entry);
  return [...seen].map((file) => file.slice(__dirname.length + 1));
}

describe('the server-safe entry (core)', () => {
  it('reaches no component, styled-components, hook or context', () => {
    const files = reachedFrom(join(__dirname, 'core.ts'));
    expect(files.length).toBeGreaterThan(10);
    const clientOnly = files.filter(
      (file) => file.endsWith('.tsx') || CLIENT_ONLY.some((pattern) => pattern.test(readFileSync(join(__dirname, file), 'utf8'))),
    );
    expect(clientOnly).toEqual([]);
  });

  it('is re-exported whole by the root entry, the same values', () => {
    const names = Object.keys(core);
    expect(names).toEqual(expect.arrayContaining(['createTheme', 'formatDate', 'sortRows', 'toCsv', 'validateUploadFile']));
    for (const name of names) expect(root[name as keyof typeof root], name).toBe(core[name as keyof typeof core]);
  });

  it('holds every value of the root entry that is not a component, a provider or a hook', () => {
    // A constant or a helper only the client entry exports reaches a server component as a client reference, not its
    // value (`MAIN_CONTENT_ID` would not be a string there).
    const clientOnly = Object.keys(root).filter((name) => !(name in core));
    expect(clientOnly.length).toBeGreaterThan(40);
    expect(clientOnly.filter((name) => !/^([A-Z][a-z]|use[A-Z])/.test(name))).toEqual([]);
  });

  it('runs the helpers a server calls', () => {
    const theme = core.createTheme({ color: { primary: '#0b5cad' } });
    expect(theme.color.primary).toBe('#0b5cad');
    expect(core.themeToCssVariables(theme)).toContain('#0b5cad');
    expect(core.formatDate('2026-11-28', { locale: 'en-GB', timeZone: 'UTC' })).toMatch(/28/);
    expect(core.toCsv([['a', 'b']])).toContain('a,b');
  });
});
