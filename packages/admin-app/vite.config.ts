import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
// @ts-expect-error plain ESM helper shared with the test and Storybook configs
import { compiledMessages } from '../../scripts/i18n-messages.mjs';
// @ts-expect-error plain ESM helper shared with admin-ui's build
import { importsStyled, styledCssPlugin } from '../../scripts/styled-css.mjs';

const uiSource = fileURLToPath(new URL('../admin-ui/src/index.ts', import.meta.url));
const uiArabic = fileURLToPath(new URL('../admin-ui/src/locale/ar.ts', import.meta.url));
const uiFonts = fileURLToPath(new URL('../admin-ui/src/theme/fonts.css', import.meta.url));

// What a build writes to its output folder is deployed as is, so it holds nothing private:
// - source maps (full sources) go to packages/admin-app/sourcemaps/ beside it, for debugging a
//   production stack trace; the scripts carry no sourceMappingURL ('hidden'), so no browser asks;
// - the demo backend's service worker (public/mockServiceWorker.js, which dev and a demo build
//   need) is left out of a build without the demo backend.
const sourcemapDir = fileURLToPath(new URL('./sourcemaps/', import.meta.url));
const keepBuildPrivate = (demo: boolean): Plugin => ({
  name: 'admin-app-keep-build-private',
  apply: 'build',
  writeBundle(options) {
    const outDir = options.dir;
    if (!outDir) return;
    rmSync(sourcemapDir, { recursive: true, force: true });
    for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
      const from = join(entry.parentPath, entry.name);
      const to = join(sourcemapDir, relative(outDir, from));
      mkdirSync(dirname(to), { recursive: true });
      renameSync(from, to);
    }
    const worker = join(outDir, 'mockServiceWorker.js');
    if (!demo && existsSync(worker)) rmSync(worker);
  },
});

// A lazy route's download preloads the chunks it needs at once (no waterfall), listed in the chunk that imports it.
// Those the importing chunk imports statically (React, the router, styled-components...) are already loaded when
// that code runs, so they are left out of its lists: less to download on the first page, the same requests after.
const staticImports = new Map<string, readonly string[]>();
const recordStaticImports = (): Plugin => ({
  name: 'admin-app-record-static-imports',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') staticImports.set(chunk.fileName, chunk.imports);
    },
  },
});
const loadedWith = (file: string, loaded = new Set<string>()): Set<string> => {
  if (loaded.has(file)) return loaded;
  loaded.add(file);
  for (const imported of staticImports.get(file) ?? []) loadedWith(imported, loaded);
  return loaded;
};
const preloadOnlyWhatIsMissing = (_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
  if (hostType !== 'js') return deps;
  const loaded = loadedWith(hostId);
  return deps.filter((dep) => !loaded.has(dep));
};

// react-router's package exports only its development build (warnings, invariant messages): a production build
// takes the production one it ships beside it, 0.5 KB gzip less of what a first visit to /login downloads.
const routerDist = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const routerProduction = {
  'react-router/dom': routerDist('dom-export.mjs'),
  'react-router': routerDist('index.mjs'),
};

// The modules of the shared 'core' chunk (below).
const coreModules = [
  /[\\/]platform[\\/]i18n[\\/]LanguageSwitch\.tsx$/,
  /[\\/]node_modules[\\/]@lingui[\\/]/,
  /[\\/](platform[\\/]i18n[\\/]i18n|platform[\\/]config|platform[\\/]useOneAtATime|platform[\\/]session[\\/](messages|tabChannel|returnTo)|kernel[\\/]recordPath|theme[\\/]themeContext|locale[\\/]context|format[\\/]number|components[\\/]\w+[\\/]\w+\.messages)\.ts$/,
  /[\\/]admin-ui[\\/]src[\\/](internal[\\/]field[\\/]|components[\\/](TextField|PasswordField|InlineAlert|SegmentedControl|Checkbox)[\\/]|utils[\\/](mergeRefs|visuallyHidden)\.ts$)/,
];

// `npm start` runs `vite` (mode "development"): the demo backend is on unless VITE_DEMO=false.
// `npm run build` (mode "production") never contains mock code: the demo import is behind
// a compile-time constant that is false there, so the bundler drops it.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.API_PROXY_TARGET;
  return {
    plugins: [compiledMessages(), minifyStyledCss(), react(), keepBuildPrivate(env.VITE_DEMO === 'true'), recordStaticImports()],
    // The subpath first: an alias also matches what starts with its name and a slash.
    resolve: {
      alias: {
        '@admin-console/admin-ui/locale/ar': uiArabic,
        '@admin-console/admin-ui/fonts.css': uiFonts,
        '@admin-console/admin-ui': uiSource,
        ...(mode === 'production' ? routerProduction : {}),
      },
    },
    server: {
      port: 5173,
      proxy: proxyTarget ? { '/api': { target: proxyTarget, changeOrigin: true } } : undefined,
    },
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      modulePreload: {
        resolveDependencies: preloadOnlyWhatIsMissing,
        // No polyfill for browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115): they
        // still load every module through its imports, only without the head start; the others never ran it.
        polyfill: false,
      },
      rolldownOptions: {
        output: {
          // A first visit to /login downloads at most 130 KB of JS, gzip (scripts/budget.mjs).
          codeSplitting: {
            // One chunk per library family, so a page downloads the libraries it uses and no more: a
            // first visit to /login needs React, the router and styled-components, not axios (the
            // sign-in code loads on submit). The app's own modules are split by route automatically.
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
              { name: 'styled-components', test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion|tslib|shallowequal)[\\/]/ },
              { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
              // What the first page and the signed-in pages share: one chunk rather than the six the bundler would
              // cut, each compressed on its own (1.4 KB gzip more, measured on 2026-11-27). It holds the i18n runtime
              // (every page, with the messages compiled at build time), the language state, the configuration, the
              // theme and locale contexts, the components' default texts, the one-request lock, the record addresses,
              // admin-ui's text fields with the parts every form control shares (label, hint, error line, ids), the
              // checkbox ("Trust this PC"; the risky-approval dialog's too, which would cut it into a chunk of its own),
              // the inline alert and the language switch.
              { name: 'core', test: (id: string) => coreModules.some((re) => re.test(id)) },
              { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
            ],
          },
        },
      },
    },
  };
});

/**
 * The production build's styled-components CSS minified (comments, indentation and line breaks out) by
 * styled-components' own Babel plugin, as admin-ui's package build does (packages/admin-ui/tsup.config.ts): the app
 * compiles admin-ui from source, and a JS minifier leaves template literals as written, so every rule's whitespace
 * was shipped to /login. Only in `vite build`, only files that import styled-components (or admin-ui's utils/styled).
 */
function minifyStyledCss(): Plugin {
  return {
    name: 'admin:minify-styled-css',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]packages[\\/]admin-(ui|app)[\\/]src[\\/][^?]*\.tsx?$/.test(id)) return null;
      if (!importsStyled(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [styledCssPlugin],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
