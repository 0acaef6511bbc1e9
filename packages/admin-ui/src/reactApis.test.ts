// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The package runs on every React its peer range admits (README, Install): no API newer than React 19.0 is imported.
 * Next.js 15 bundles a React 19 canary without `useEffectEvent`, and `next build` failed on SearchInput's import of it.
 * utils/useLatest.ts does that hook's job.
 */
const NEWER_THAN_19_0 = ['useEffectEvent', 'Activity', 'ViewTransition', 'addTransitionType', 'cacheSignal', 'unstable_'];

const sources = (readdirSync(__dirname, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.includes('test-utils'))
  .map((file) => ({ file, text: readFileSync(join(__dirname, file), 'utf8') }));

describe('React APIs', () => {
  it('imports nothing from react newer than 19.0', () => {
    const found = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/import\s*{([^}]*)}\s*from\s*'react(?:-dom)?'/g)].flatMap(([, names]) =>
        names!
          .split(',')
          .map(
            (name) =>
              name
                .replace(/^\s*type\s+/, '')
                .trim()
                .split(/\s+as\s+/)[0]!,
          )
          .filter((name) => NEWER_THAN_19_0.some((newer) => name.startsWith(newer)))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(sources.length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
