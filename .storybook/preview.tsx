import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AdminThemeProvider } from '@admin-console/admin-ui';
import { startClockAt } from './fixedToday';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    // A component is shown inside `main`, as on a page of the console (axe's `region` rule: all
    // content sits in a landmark). Screens, and stories with `parameters.landmarks: 'own'` (the app
    // shell), render their own landmarks.
    (Story, { title, parameters }) => (
      <AdminThemeProvider>
        {title.startsWith('Screens/') || parameters.landmarks === 'own' ? (
          <Story />
        ) : (
          <main>
            <Story />
          </main>
        )}
      </AdminThemeProvider>
    ),
  ],
  // Screen stories get the demo backend's handlers through `parameters.msw.handlers`.
  loaders: [mswLoader()],
  // `parameters.today` ('2026-11-23T10:00:00'): the story runs on that day. Before the stories' own
  // beforeEach, so demo data seeded there counts from it.
  beforeEach: ({ parameters }) => (typeof parameters.today === 'string' ? startClockAt(parameters.today) : undefined),
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
    options: { storySort: { order: ['Foundations', 'Components', 'Screens'] } },
  },
};

export default preview;
