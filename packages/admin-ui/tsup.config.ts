import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
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

const shared: Options = {
  target: 'es2022',
  // Every file (entries and shared chunks) is a client module for React Server Component hosts: a
  // server component file may import a component, which then renders on the client.
  banner: { js: "'use client';" },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
  esbuildPlugins: [styledMinify],
};

export default defineConfig([
  {
    ...shared,
    entry: {
      index: 'src/index.ts',
      'theme/index': 'src/theme/index.ts',
      // Also a subpath of its own (`@admin-console/admin-ui/locale/ar`), for an app that loads it only with its Arabic.
      'locale/ar': 'src/locale/ar.ts',
      ...Object.fromEntries(components.map((c) => [`components/${c}/index`, `src/components/${c}/index.ts`])),
    },
    format: ['esm'],
    splitting: true,
    clean: true,
    onSuccess: async () => copyFonts(),
    dts: {
      entry: { index: 'src/index.ts', 'locale/ar': 'src/locale/ar.ts' },
      compilerOptions: { ignoreDeprecations: '6.0', composite: false, emitDeclarationOnly: false },
    },
  },
  {
    ...shared,
    entry: { index: 'src/index.ts', 'locale/ar': 'src/locale/ar.ts' },
    format: ['cjs'],
    dts: {
      entry: { index: 'src/index.ts', 'locale/ar': 'src/locale/ar.ts' },
      compilerOptions: { ignoreDeprecations: '6.0', composite: false, emitDeclarationOnly: false },
    },
  },
]);
