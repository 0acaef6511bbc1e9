import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the documents in the repository (docs/product.md, docs/api/openapi.yaml), never the
 * original spec or the decision log, which a maintainer of this repository does not have.
 */
const repo = resolve(__dirname, '../../..');
const packages = join(repo, 'packages');
const SKIPPED = new Set(['node_modules', 'dist', 'sourcemaps', 'storybook-static', '.tsbuild']);
// Spelled in parts, so that this file does not name them itself.
const UNSHIPPED = ['SPEC', 'PRODUCT'].map((name) => `${name}.md`);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml)$/.test(entry.name)) yield path;
  }
}

describe('documents cited in packages/', () => {
  it('no file cites a document that is not in the repository', () => {
    const files = [...sourceFiles(packages)];
    // The walk reaches the sources (this file among them): an empty list would cite nothing.
    expect(files).toContain(join(packages, 'admin-app/src/noUnshippedDocuments.test.ts'));
    const citing = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return UNSHIPPED.filter((doc) => text.includes(doc)).map((doc) => `${relative(repo, file)} cites ${doc}`);
    });
    expect(citing).toEqual([]);
  });
});
