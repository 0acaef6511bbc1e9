import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the node scripts
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
// @ts-expect-error plain ESM helper (the app's messages, compiled as the app build compiles them)
import { compiledMessages } from './scripts/i18n-messages.mjs';

const uiSource = fileURLToPath(new URL('./packages/admin-ui/src/index.ts', import.meta.url));
const uiArabic = fileURLToPath(new URL('./packages/admin-ui/src/locale/ar.ts', import.meta.url));
const uiFonts = fileURLToPath(new URL('./packages/admin-ui/src/theme/fonts.css', import.meta.url));
// The subpaths first: an alias also matches what starts with its name and a slash.
const alias = {
  '@admin-console/admin-ui/locale/ar': uiArabic,
  '@admin-console/admin-ui/fonts.css': uiFonts,
  '@admin-console/admin-ui': uiSource,
};

const browser = ({ reducedMotion = false } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath() as string, args: chromiumArgs as string[] },
    // Screenshots need still pictures: spinners and skeleton shimmer stop under reduced motion; and
    // the same dates and numbers on every machine: screens format them in the browser's locale and zone.
    // The window as large as the largest story viewport (1440x900): a smaller window draws the story's frame scaled
    // down (vitest fits it with a CSS transform), at fractional pixels where the sticky grid cells snap one way in one
    // run and the other way in the next.
    contextOptions: reducedMotion
      ? { reducedMotion: 'reduce' as const, locale: 'en-US', timezoneId: 'UTC', viewport: { width: 1440, height: 900 } }
      : {},
  }),
  instances: [{ browser: 'chromium' as const }],
  commands: {
    // The mouse stays wherever an earlier test left it; a leftover :hover changes a picture (.storybook/visualStories.tsx).
    parkMouse: async (ctx: object) => {
      if ('page' in ctx) await (ctx as { page: { mouse: { move(x: number, y: number): Promise<void> } } }).page.mouse.move(0, 0);
    },
    // The operating system's colour scheme, emulated: a story is checked in dark on the same render (.storybook/darkContrast.ts).
    colorScheme: async (ctx: object, scheme: 'light' | 'dark') => {
      if ('page' in ctx)
        await (ctx as { page: { emulateMedia(o: { colorScheme: 'light' | 'dark' }): Promise<void> } }).page.emulateMedia({
          colorScheme: scheme,
        });
    },
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        // Logic and components in jsdom; services against msw/node.
        plugins: [compiledMessages(), react()],
        resolve: { alias },
        test: {
          name: 'unit',
          // A child process runs file after file in one module graph, not a fresh one per file: loading the
          // modules again for each file was about half of this step's CPU seconds. Tests leave the shared state as they
          // found it (clearClientState, the demo server's reset, i18n's addMessages remover, process.env.TZ put back).
          isolate: false,
          environment: 'jsdom',
          // Before jsdom loads: bidi-js's tables parsed once, not on every directionality check (the script says why).
          execArgv: ['--import', new URL('./scripts/jsdom-bidi-once.mjs', import.meta.url).href],
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          // Tests of trusted browser input need a real browser: they run in the `visual` project.
          exclude: [...configDefaults.exclude, '**/*.browser.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          // Both cores (Vitest's default leaves one of two idle). Child processes, Vitest's default pool, not worker
          // threads: a test that sets process.env.TZ changes the time zone only in a process of its own.
          pool: 'forks',
          maxWorkers: 2,
          // Above the 10 s a findBy may wait (vitest.setup.ts), so a missing screen fails with what was
          // not found, not with a bare timeout.
          testTimeout: 30_000,
        },
      },
      {
        // Every story of both packages runs once as a test in Chromium: its play function, axe, and axe's colour rules
        // again in dark on the same render (.storybook/vitest.setup.ts). Those tagged `visual` run in the `visual`
        // project instead, which also takes their picture.
        extends: true,
        plugins: [
          compiledMessages(),
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)), tags: { exclude: ['visual'] } }),
        ],
        test: {
          name: 'storybook',
          // One page per worker for file after file, not a fresh page loading preview.tsx, admin-ui and the demo
          // backend again for each of 57 files (their setup was 331 of 537 s). Each story renders afresh either way.
          isolate: false,
          // A list: storybookTest() copies a setup file given as a string into its own list, and Vite's config merge then
          // adds the string again, so every hook in it ran twice (the dark check on each story, twice).
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // Both cores: story files run side by side (Vitest's default leaves one of two cores idle).
          maxWorkers: 2,
          browser: browser(),
        },
      },
      {
        // Local visual check: every story tagged `visual` pictured against its committed baseline
        // (.storybook/visualStories.tsx, in two files); and the few component tests that need trusted browser input.
        plugins: [compiledMessages(), react()],
        resolve: { alias },
        // The demo backend's MSW service worker, which screen stories start through their loader.
        publicDir: 'packages/admin-app/public',
        test: {
          name: 'visual',
          include: ['.storybook/visual.*.test.tsx', 'packages/*/src/**/*.browser.test.tsx'],
          // Both cores: the stories are split between two files (.storybook/visualStories.tsx).
          maxWorkers: 2,
          setupFiles: ['./.storybook/visual.setup.ts'],
          // addon-a11y's axe run fails the story on a violation, as in the `storybook` project.
          env: { VITEST_STORYBOOK: 'false' },
          browser: {
            ...browser({ reducedMotion: true }),
            viewport: { width: 800, height: 600 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Tolerant of anti-aliasing noise (pixelmatch leaves anti-aliased pixels out, and `threshold` is its
                // colour tolerance), not of a changed word: 0.3% of a page (2,488 pixels of a 1152x720 picture, as they were drawn scaled down) let two
                // stale Arabic words through (705 pixels). Every machine draws the same typefaces (admin-ui's fonts.css).
                // At most 64 pixels may differ, under a word: the Fees grid draws a 1-px edge of its sticky Alias header
                // in some runs and not others (30 to 57 pixels seen in a fresh clone's run, 2026-11-27); 16, less than a
                // letter, once that edge is drawn the same every time.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 64 },
                // One folder of baselines for both shards, named by story id (a story moving between shards keeps
                // its picture).
                resolveScreenshotPath: ({ arg, browserName, platform, ext, root, testFileDirectory, screenshotDirectory }) =>
                  `${root}/${testFileDirectory}/${screenshotDirectory}/visual.test.tsx/${arg}-${browserName}-${platform}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
