import { darkTheme, lightTheme } from '@admin-console/admin-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../platform/i18n/i18n';
import { AppThemeProvider } from '../platform/theme/AppThemeProvider';
import { COLOR_SCHEME_STORAGE_KEY, setColorScheme } from '../platform/theme/colorScheme';
import { setupDemoServer } from '../test/demoServer';
import { preloadScreens } from '../test/preloadScreens';
import { clearClientState, signInAsAdmin } from '../test/session';
import { App } from './App';
import { routes } from './router';

setupDemoServer();
beforeAll(preloadScreens);
beforeEach(() => clearClientState());
afterEach(() => clearClientState());

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(<App router={router} />);
}

// The page-wide CSS the app's theme writes (collected as a server render: jsdom gets styled-components'
// server build, which writes global styles only into a collecting sheet), without white space.
function pageCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<AppThemeProvider />));
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

describe('the colour scheme', () => {
  it('follows the system until one is chosen in the top bar, then remembers the choice', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    const view = renderApp('/fees');
    await screen.findByRole('heading', { level: 1, name: 'Fees' });
    const themes = screen.getByRole('group', { name: 'Theme' });
    expect(within(themes).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(themes).getByRole('button', { name: 'Dark' }));

    expect(within(themes).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(themes).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

    // Another visit in this browser opens dark.
    view.unmount();
    renderApp('/fees');
    await screen.findByRole('heading', { level: 1, name: 'Fees' });
    expect(within(screen.getByRole('group', { name: 'Theme' })).getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('still switches for this page when the browser refuses storage', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    // Local storage refused (a privacy setting, a full quota); the tab's session storage still works.
    const refuse = function (this: Storage) {
      if (this === window.localStorage) throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const { getItem, setItem } = Storage.prototype;
    const getSpy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      refuse.call(this);
      return getItem.call(this, key);
    });
    const setSpy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      refuse.call(this);
      setItem.call(this, key, value);
    });
    try {
      renderApp('/fees');
      await screen.findByRole('heading', { level: 1, name: 'Fees' });
      const themes = screen.getByRole('group', { name: 'Theme' });
      expect(within(themes).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(themes).getByRole('button', { name: 'Dark' }));

      expect(within(themes).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
      expect(pageCss()).toContain('color-scheme:dark;');
      await user.click(within(themes).getByRole('button', { name: 'Light' }));
      expect(within(themes).getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      getSpy.mockRestore();
      setSpy.mockRestore();
      setColorScheme('system');
    }
  });

  it('writes the chosen scheme on the page: system (both, by media query), dark, light', () => {
    expect(pageCss()).toContain('color-scheme:lightdark;');
    expect(pageCss()).toMatch(new RegExp(`@media\\(prefers-color-scheme:dark\\)\\{:root\\{[^}]*--admin-color-bg:${darkTheme.color.bg};`));
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(pageCss()).toContain('color-scheme:dark;');
    expect(pageCss()).toContain(`--admin-color-bg:${darkTheme.color.bg};`);
    expect(pageCss()).not.toContain('prefers-color-scheme');
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(pageCss()).toContain('color-scheme:light;');
    expect(pageCss()).toContain(`--admin-color-bg:${lightTheme.color.bg};`);
    // The console is the whole page: its body takes the theme's background.
    expect(pageCss()).toMatch(/body\{margin:0;background:var\(--admin-color-bg/);
  });

  it('names the schemes in Arabic', async () => {
    signInAsAdmin();
    await setLocale('ar');
    renderApp('/fees');
    const themes = await screen.findByRole('group', { name: 'المظهر' });
    expect(
      within(themes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['فاتح', 'داكن', 'حسب النظام']);
  });
});
