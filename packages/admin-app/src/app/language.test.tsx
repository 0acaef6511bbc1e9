import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, restoreLocale } from '../platform/i18n/i18n';
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
  render(<App router={router} />);
  return router;
}

const html = document.documentElement;

describe('the interface language', () => {
  it('switches the sign-in page to Arabic, right to left, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome to the processor platform' });
    expect(html).toHaveAttribute('lang', 'en');
    expect(html).toHaveAttribute('dir', 'ltr');
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(languages).getByRole('button', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { name: 'أهلاً بك في منصة معالج المدفوعات' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'اسم المستخدم' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'اللغة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    // The tab title follows just after the page is drawn again (an effect): wait for it too.
    await waitFor(() => expect(document.title).toContain('تسجيل الدخول'));
  });

  it('shows Arabic validation sentences, and English again after switching back', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('أدخل اسم المستخدم.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Enter your username.')).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'en');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('opens in the remembered language after a reload', async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    await restoreLocale(); // what main.tsx does before the first render
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'أهلاً بك في منصة معالج المدفوعات' })).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
  });

  it('translates the shell and keeps Arabic after signing out', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    renderApp('/fees');
    await screen.findByRole('heading', { level: 1, name: 'Fees' });
    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'العربية' }));

    const nav = screen.getByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'الرسوم' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'حسابات Cliq' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى المحتوى الرئيسي' })).toBeInTheDocument();
    expect(screen.getByText('تم تسجيل الدخول باسم', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));

    expect(await screen.findByRole('heading', { name: 'أهلاً بك في منصة معالج المدفوعات' })).toBeInTheDocument();
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
  });
});
