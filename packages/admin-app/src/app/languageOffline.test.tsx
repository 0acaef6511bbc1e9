import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { addMessages, LOCALE_STORAGE_KEY } from '../platform/i18n/i18n';
import { setupDemoServer } from '../test/demoServer';
import { clearClientState } from '../test/session';
import { App } from './App';
import { routes } from './router';

setupDemoServer();
// The Arabic messages are a separate download: here a part of it fails, as with a lost connection (and Arabic is
// fetched anew, even where an earlier test of this process loaded it).
let removeFailingPart: () => void;
beforeEach(() => {
  clearClientState();
  removeFailingPart = addMessages('ar', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
});
afterEach(() => {
  removeFailingPart();
  clearClientState();
});

it('stays in English and says so when the Arabic messages cannot load', async () => {
  const user = userEvent.setup();
  render(<App router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />);
  const languages = await screen.findByRole('group', { name: 'Language' });

  await user.click(within(languages).getByRole('button', { name: 'العربية' }));

  expect(await screen.findByText('The Arabic interface could not load. Check your connection and try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome to the processor platform' })).toBeInTheDocument();
  expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
});
