import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AdminThemeProvider } from '@admin-console/admin-ui';

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
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe when it runs as a test: a violation fails it.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Components', 'Screens'] } },
  },
};

export default preview;
