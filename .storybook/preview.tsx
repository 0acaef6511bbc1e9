import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AdminThemeProvider } from '@admin-console/admin-ui';
import { startClockAt } from './fixedToday';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <AdminThemeProvider>
        <Story />
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
    // Every story is checked with axe when it runs as a test: a violation fails it.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Components', 'Screens'] } },
  },
};

export default preview;
