/**
 * esbuild plugin (tsup's `esbuildPlugins`): loads admin-ui's own .ts/.tsx sources with the CSS of
 * their styled-components templates minified (styledTemplates.ts). The shipped CSS text was
 * whitespace and comments that stylis drops at runtime anyway. An inline source map keeps the
 * package's .js.map pointing at the original lines. Storybook and vitest use the sources directly.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { transformStyledTemplates } from './styledTemplates';

export interface StyledMinifyStats {
  files: number;
  templates: number;
  minified: number;
  bytesBefore: number;
  bytesAfter: number;
}

/** `root`: only files under it are rewritten (admin-ui's src). `onStats` hears the totals of each build. */
export function minifyStyledTemplates(options: { root: string; onStats?: (stats: StyledMinifyStats) => void }): Plugin {
  const root = resolve(options.root) + sep;
  return {
    name: 'admin-ui-minify-styled-templates',
    setup(build) {
      let stats: StyledMinifyStats;
      build.onStart(() => {
        stats = { files: 0, templates: 0, minified: 0, bytesBefore: 0, bytesAfter: 0 };
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!args.path.startsWith(root) || args.path.endsWith('.d.ts')) return undefined;
        const source = await readFile(args.path, 'utf8');
        const result = transformStyledTemplates(source, basename(args.path));
        if (!result.map) return undefined;
        const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
        stats.files++;
        stats.templates += result.templates;
        stats.minified += result.minified;
        stats.bytesBefore += source.length;
        stats.bytesAfter += result.code.length;
        const inlineMap = Buffer.from(JSON.stringify(result.map)).toString('base64');
        return { contents: `${result.code}\n//# sourceMappingURL=data:application/json;base64,${inlineMap}\n`, loader };
      });
      build.onEnd(() => options.onStats?.(stats));
    },
  };
}
