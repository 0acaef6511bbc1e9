import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '../../demo/accounts';
import { setLocale } from '../../platform/i18n/i18n';
import { setupDemoServer } from '../../test/demoServer';
import { renderApp } from '../../test/renderApp';
import { clearClientState } from '../../test/session';
import { visibleEnglish } from '../../test/visibleEnglish';

const server = setupDemoServer();

beforeEach(async () => {
  clearClientState();
  // The demo build: the page lists the demo accounts.
  vi.stubEnv('VITE_DEMO', 'true');
  await setLocale('ar');
});
afterEach(async () => {
  clearClientState();
  vi.unstubAllEnvs();
  await setLocale('en');
});

/** What the page shows as it is: the demo accounts' user names and passwords, the language switch's own names. */
const DATA = demoAccounts.flatMap((account) => [account.username, account.password]);

const noEnglish = () => {
  // Every text, name and hint of the page, the fields' hints and errors (their descriptions) included.
  expect(visibleEnglish(document.body, { allow: DATA })).toEqual([]);
};

async function openLogin() {
  const user = userEvent.setup();
  renderApp('/login');
  await screen.findByRole('heading', { level: 1 });
  return user;
}

describe('The sign-in page in Arabic', () => {
  it('says what each demo account does in Arabic', async () => {
    await openLogin();
    const box = await screen.findByRole('region', { name: 'حسابات تجريبية' });
    const [admin, agent] = within(box).getAllByRole('listitem');
    expect(admin).toHaveTextContent('مسؤول: صلاحيات كاملة');
    expect(agent).toHaveTextContent('ليس مسؤولًا: يُرفض دخوله');
    // Nothing in Latin letters there but the accounts' names and passwords, each a whole text of its own.
    expect(visibleEnglish(box, { allow: DATA })).toEqual([]);
    noEnglish();
  });

  it('says nothing in English when both fields are missing', async () => {
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('أدخل اسم المستخدم.')).toBeInTheDocument();
    noEnglish();
  });

  it('says in Arabic that the credentials were refused, not the server’s English sentence', async () => {
    const user = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'اسم المستخدم' }), 'admin');
    await user.type(screen.getByLabelText('كلمة المرور', { selector: 'input' }), 'wrong-password{Enter}');
    // The demo backend answers as the real one: 422, "The provided credentials are incorrect.".
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('اسم المستخدم أو كلمة المرور غير صحيحة.'),
    );
    noEnglish();
  });

  it('shows another refusal of the server as it is, marked English', async () => {
    server.use(
      mswHttp.post('*/api/api-customer-account/1/login', () => HttpResponse.json({ message: 'Account locked.' }, { status: 423 })),
    );
    const user = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'اسم المستخدم' }), 'admin');
    await user.type(screen.getByLabelText('كلمة المرور', { selector: 'input' }), 'Admin#2026{Enter}');
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Account locked.'));
    expect(screen.getByText('Account locked.')).toHaveAttribute('lang', 'en');
    noEnglish();
  });
});
