import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
// @ts-expect-error plain ESM helper (the app's messages, compiled as the app build compiles them)
import { compiledMessages } from '../scripts/i18n-messages.mjs';

const uiSource = fileURLToPath(new URL('../packages/admin-ui/src/index.ts', import.meta.url));
const uiArabic = fileURLToPath(new URL('../packages/admin-ui/src/locale/ar.ts', import.meta.url));
const uiFonts = fileURLToPath(new URL('../packages/admin-ui/src/theme/fonts.css', import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../packages/admin-ui/src/**/*.mdx',
    '../packages/admin-ui/src/**/*.stories.@(ts|tsx)',
    '../packages/admin-app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker (committed, from `msw init`) is served from the app's public folder.
  staticDirs: ['../packages/admin-app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The catalogue opens on its Introduction page, not on Storybook's own onboarding checklist.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Prop tables from the sources of both packages in one program (tsconfig.storybook.json), not from
    // the root tsconfig's project references, which resolve to `tsc -b` outputs a fresh clone lacks.
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.storybook.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = {
      ...(viteConfig.resolve.alias as Record<string, string> | undefined),
      // Stories import from the package name, like consumer code; it resolves to the source.
      // The subpath first: an alias also matches what starts with its name and a slash.
      '@admin-console/admin-ui/locale/ar': uiArabic,
      '@admin-console/admin-ui/fonts.css': uiFonts,
      '@admin-console/admin-ui': uiSource,
    };
    viteConfig.plugins = [compiledMessages(), ...(viteConfig.plugins ?? [])];
    return viteConfig;
  },
};

export default config;
