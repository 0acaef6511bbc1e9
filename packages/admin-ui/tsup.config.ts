import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, normalize } from 'node:path';
import { transformAsync } from '@babel/core';
import { defineConfig, type Options } from 'tsup';
// @ts-expect-error plain ESM helper shared with the app's build
import { importsStyled, styledCssPlugin } from '../../scripts/styled-css.mjs';

// The typefaces (src/theme/fonts.css) ship inside the package: dist/fonts.css names its files beside it
// (dist/fonts/), with their licence, so a consumer's bundler finds them whatever its node_modules holds.
const require = createRequire(import.meta.url);
function copyFonts() {
  const source = readFileSync('src/theme/fonts.css', 'utf8');
  mkdirSync('dist/fonts', { recursive: true });
  const packages = new Set<string>();
  const css = source.replace(
    /url\('((@fontsource[^/]*\/[^/]+)\/files\/([^']+))'\)/g,
    (_match, request: string, pkg: string, file: string) => {
      copyFileSync(require.resolve(request), `dist/fonts/${file}`);
      packages.add(pkg);
      return `url('./fonts/${file}')`;
    },
  );
  for (const pkg of packages) copyFileSync(require.resolve(`${pkg}/LICENSE`), `dist/fonts/LICENSE-${basename(pkg)}.txt`);
  if (!packages.size || css.includes('@fontsource')) throw new Error('src/theme/fonts.css: every url() must name a @fontsource file');
  writeFileSync('dist/fonts.css', css);
  // Its types: nothing to import, only a module that exists (TypeScript checks a side-effect import's path).
  writeFileSync('dist/fonts.d.css.ts', 'export {};\n');
}

// styled-components' tagged templates are calls a bundler must keep unless it can drop the whole
// module. So the ESM build has one entry per component (plus shared chunks): with
// `sideEffects: false`, a consumer importing Button never evaluates or ships the other modules.
// CommonJS consumers do not tree-shake; they get one file.
/**
 * The CSS in the styled-components templates, minified (comments and whitespace out) by styled-components' own Babel
 * plugin: a consumer's minifier leaves template literals as they are, so the indentation and the comments of every
 * rule were shipped and gzipped with the package (about 1.2 KB of its 55). Only the files that call `styled` or `css`
 * go through Babel; TypeScript stays TypeScript (esbuild compiles it after).
 */
/**
 * What the plugin's minifier leaves: the spaces around a child combinator (`& > li`) and after a comma (selector
 * lists, `rgba(16, 24, 40, 0.08)`, font and transition lists). Neither means anything in CSS; `+` is left alone (in
 * `calc()` its spaces are required). Only in the templates of styled calls and `css`/`keyframes`/`createGlobalStyle`.
 */
const CSS_TAGS = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;
const collapseCssSeparators = {
  visitor: {
    TaggedTemplateExpression(path: {
      node: { tag: unknown; quasi: { quasis: { value: { raw: string; cooked?: string | null } }[] } };
      get: (key: string) => { getSource: () => string };
    }) {
      if (!CSS_TAGS.test(path.get('tag').getSource())) return;
      for (const quasi of path.node.quasi.quasis) {
        const tidy = (text: string) => text.replace(/\s*>\s*/g, '>').replace(/,\s+/g, ',');
        quasi.value.raw = tidy(quasi.value.raw);
        if (quasi.value.cooked != null) quasi.value.cooked = tidy(quasi.value.cooked);
      }
    },
  },
};

const styledMinify: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'styled-components-minify',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async ({ path }) => {
      const source = readFileSync(path, 'utf8');
      if (!importsStyled(source)) return undefined;
      const result = await transformAsync(source, {
        filename: path,
        babelrc: false,
        configFile: false,
        sourceMaps: 'inline',
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [styledCssPlugin, collapseCssSeparators],
      });
      return { contents: result?.code ?? source, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const components = readdirSync('src/components', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * `'use client'` first in every built file but the server-safe ones: the `core` entry and the Arabic messages, and
 * the chunks they import (esbuild puts a module in a chunk by the set of entries that reach it, so a chunk `core`
 * imports holds only modules `core` imports: helpers, no component). A React Server Component host then runs those
 * on the server (`createTheme` at a server module's top level) and treats everything else as client modules.
 * esbuild's `banner` is one for the whole build, hence this pass after it; each file's source map gets the one line.
 */
const SERVER_SAFE_ENTRIES = ['core', 'locale/ar'];
function markClientFiles(extension: '.js' | '.cjs') {
  const serverSafe = new Set<string>();
  // Static imports, re-exports, side-effect imports, `import()` and `require()` of a relative path.
  const visit = (file: string) => {
    if (serverSafe.has(file) || !existsSync(join('dist', file))) return;
    serverSafe.add(file);
    const code = readFileSync(join('dist', file), 'utf8');
    for (const [, request] of code.matchAll(/(?:\bfrom|\bimport\s*\(?|\brequire\s*\()\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(normalize(join(dirname(file), request!)));
    }
  };
  for (const entry of SERVER_SAFE_ENTRIES) visit(`${entry}${extension}`);
  const files = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(extension));
  for (const file of files) {
    if (serverSafe.has(file)) continue;
    const path = join('dist', file);
    writeFileSync(path, `'use client';\n${readFileSync(path, 'utf8')}`);
    if (existsSync(`${path}.map`)) {
      const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      writeFileSync(`${path}.map`, JSON.stringify(map));
    }
  }
}

const shared: Options = {
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
  esbuildPlugins: [styledMinify],
};

// `core` and `locale/ar` are subpaths of their own (`@admin-console/admin-ui/core`, `…/locale/ar`).
const entries = { index: 'src/index.ts', core: 'src/core.ts', 'locale/ar': 'src/locale/ar.ts' };
const dts = { entry: entries, compilerOptions: { ignoreDeprecations: '6.0', composite: false, emitDeclarationOnly: false } };

export default defineConfig([
  {
    ...shared,
    entry: {
      ...entries,
      'theme/index': 'src/theme/index.ts',
      ...Object.fromEntries(components.map((c) => [`components/${c}/index`, `src/components/${c}/index.ts`])),
    },
    format: ['esm'],
    splitting: true,
    clean: true,
    onSuccess: async () => {
      markClientFiles('.js');
      copyFonts();
    },
    dts,
  },
  {
    ...shared,
    entry: entries,
    format: ['cjs'],
    onSuccess: async () => markClientFiles('.cjs'),
    dts,
  },
]);
