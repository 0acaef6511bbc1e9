import type { Preview } from '@storybook/react-vite';
// The typefaces every picture is drawn in, the same on every machine (admin-ui ships them).
import '@admin-console/admin-ui/fonts.css';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { AdminLocaleProvider, AdminThemeProvider } from '@admin-console/admin-ui';
import { arMessages } from '@admin-console/admin-ui/locale/ar';
import { setLocale } from '../packages/admin-app/src/platform/i18n/i18n';
import { startClockAt } from './fixedToday';

// How long a play function waits for what a user waits for (a screen, a row, a notice) before it calls the story
// broken: the one bound of the jsdom tests and the end-to-end tests (10 s), never a per-call guess. A passing story
// never waits it out.
configure({ asyncUtilTimeout: 10_000 });

/** The interface language of a story: the toolbar's Language switch, or a story's `globals: { locale: 'ar' }`. */
const storyLocale = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? 'ar' : 'en');
/**
 * The colour scheme of a story: the toolbar's Theme switch, or a story's `globals: { theme: 'dark' }`. Under test
 * (Vitest's mode), a story not set to dark follows the emulated system scheme, light unless switched: after its play,
 * its axe run and its picture, the same render is checked in dark (darkContrast.ts).
 */
const storyScheme = (globals: Record<string, unknown>) =>
  globals.theme === 'dark' ? 'dark' : import.meta.env.MODE === 'test' ? 'system' : 'light';

/** A prop typed `ReactNode` (a hint, an error, a description) gets a text box in Controls, not a JSON editor. */
const nodePropsAsText: NonNullable<Preview['argTypesEnhancers']>[number] = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const type = argType.table?.type?.summary ?? '';
      return [name, /^ReactNode\b/.test(type) && !argType.control ? { ...argType, control: { type: 'text' } } : argType];
    }),
  );

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [nodePropsAsText],
  decorators: [
    // A component is shown inside `main`, as on a page of the console (axe's `region` rule: all
    // content sits in a landmark). Screens, and stories with `parameters.landmarks: 'own'` (the app
    // shell), render their own landmarks.
    // The language: admin-ui's built-in texts (AdminLocaleProvider) here, the app's texts and
    // `<html lang dir>` in beforeEach below.
    // On a Docs page, where several stories share one document, each story's theme, language and direction are its
    // own (a scoped provider with `dir` and `lang` on its root): an Arabic or Dark story never turns the page (its
    // headings, the other stories) right to left or dark.
    (Story, { title, parameters, globals, viewMode }) => {
      const arabic = storyLocale(globals) === 'ar';
      const story = (
        <AdminLocaleProvider {...(arabic ? { locale: 'ar-JO-u-nu-latn', messages: arMessages } : {})}>
          {title.startsWith('Screens/') || parameters.landmarks === 'own' ? (
            <Story />
          ) : (
            <main>
              <Story />
            </main>
          )}
        </AdminLocaleProvider>
      );
      return viewMode === 'docs' ? (
        <AdminThemeProvider
          scope
          colorScheme={storyScheme(globals)}
          scopeProps={{ dir: arabic ? 'rtl' : 'ltr', lang: arabic ? 'ar' : 'en' }}
        >
          {story}
        </AdminThemeProvider>
      ) : (
        <AdminThemeProvider resetBody colorScheme={storyScheme(globals)}>
          {story}
        </AdminThemeProvider>
      );
    },
  ],
  // Screen stories get the demo backend's handlers through `parameters.msw.handlers`.
  loaders: [mswLoader()],
  // `parameters.today` ('2026-11-23T10:00:00'): the story runs on that day. Before the stories' own
  // beforeEach, so demo data seeded there counts from it.
  // The story's language (`<html lang dir>` and the app's messages; Arabic downloaded once) before it renders.
  beforeEach: async ({ parameters, globals, viewMode }) => {
    await setLocale(storyLocale(globals));
    if (viewMode === 'docs') {
      // The app's language is global; a Docs page's direction is each story's (the decorator above), never <html>'s.
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    }
    return typeof parameters.today === 'string' ? startClockAt(parameters.today) : undefined;
  },
  globalTypes: {
    locale: {
      description: 'Interface language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English, left to right' },
          { value: 'ar', title: 'العربية، right to left' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme of the components (AdminThemeProvider colorScheme)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe when it runs as a test: a violation fails it. The addon turns
    // axe's `region` rule off by default (components shown alone sit outside landmarks); it is on here,
    // so content outside a landmark fails a story too: component stories are shown inside `main`
    // (decorator above), screen stories render the app's own landmarks.
    a11y: {
      test: 'error',
      config: { rules: [{ id: 'region', enabled: true }] },
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Screens'] } },
  },
};

export default preview;
