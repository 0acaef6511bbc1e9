import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, Link } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitAppNotice } from '../platform/appEvents';
import { failureText, http, httpStatus } from '../platform/http';
import { setLocale } from '../platform/i18n/i18n';
import { LOGIN_PATH } from '../platform/session/auth';
import { useUnsavedChangesGuard } from '../platform/useUnsavedChangesGuard';
import { setupDemoServer } from '../test/demoServer';
import { preloadScreens } from '../test/preloadScreens';
import { renderApp, signInAsAdmin } from '../test/renderApp';
import { clearClientState } from '../test/session';
import { visibleEnglish } from '../test/visibleEnglish';
import { App } from './App';
import { AppRoot } from './AppRoot';
import { RouteErrorPage } from './RouteErrorPage';
import { routes } from './router';

const server = setupDemoServer();
beforeAll(preloadScreens);
beforeEach(async () => {
  clearClientState();
  await setLocale('ar');
});
afterEach(async () => {
  clearClientState();
  await setLocale('en');
});

/**
 * Not interface words, each allowed as a whole text: the product's name (the brand above the sidebar), the demo
 * administrator's name, and the address the 404 page quotes as it was typed.
 */
const DATA = ['Processor Admin', 'Layla Haddad', '/no-such-page'];
const english = () => visibleEnglish(document.body, { allow: DATA });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the shell in Arabic', () => {
  it('signs in with Arabic labels, validation sentences and failure messages', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await heading('أهلاً بك في منصة معالج المدفوعات');
    expect(english()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('أدخل اسم المستخدم.')).toBeVisible();
    expect(screen.getByText('أدخل كلمة المرور.')).toBeVisible();
    expect(english()).toEqual([]);

    // A signed-in account without admin rights.
    await user.type(screen.getByRole('textbox', { name: 'اسم المستخدم' }), 'agent');
    await user.type(screen.getByLabelText('كلمة المرور', { selector: 'input' }), 'Agent#2026');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('تم رفض الوصول. يلزم امتلاك صلاحيات المسؤول.')).toBeVisible();
    expect(english()).toEqual([]);

    // A proxy's page instead of an answer: the status, in Arabic.
    server.use(mswHttp.post(`*${LOGIN_PATH}`, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('تعذّر الوصول إلى الخادم (502 بوابة غير صالحة). يُرجى المحاولة مرة أخرى.')).toBeVisible();
    expect(english()).toEqual([]);
  });

  it('says in Arabic that the session ended', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: '/login', state: { from: { pathname: '/fees' }, ended: 'expired' } }],
    });
    render(<App router={router} />);
    expect(await screen.findByText('انتهت جلستك. سجّل الدخول مرة أخرى للعودة إلى حيث كنت.')).toBeVisible();
    expect(screen.getAllByText('انتهت الجلسة')[0]).toBeVisible();
    expect(english()).toEqual([]);
  });

  it('shows the layout and the 404 page in Arabic, with an Arabic tab title', async () => {
    signInAsAdmin();
    renderApp('/no-such-page');
    await heading('الصفحة غير موجودة');
    expect(screen.getByText('لا توجد صفحة هنا')).toBeVisible();
    expect(screen.getByRole('link', { name: 'الانتقال إلى الرسوم' })).toHaveAttribute('href', '/fees');
    expect(screen.getByText('/no-such-page')).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByRole('group', { name: 'اللغة' })).toBeVisible();
    // The tab title is set just after the page is drawn (an effect): wait for it as for the heading.
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة · Processor Admin'));
    expect(english()).toEqual([]);
  });

  it('tells of a refused call and of a failed one in Arabic notices', async () => {
    signInAsAdmin();
    renderApp('/no-such-page');
    await heading('الصفحة غير موجودة');
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
      mswHttp.get('*/api/admin/cliq-accounts', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await http.get('/api/admin/kyc/pending').then(
        () => 200,
        (error: unknown) => httpStatus(error),
      ),
    ).toBe(403);
    expect(await screen.findByText('يلزم امتلاك صلاحيات المسؤول.')).toBeVisible();
    await http.get('/api/admin/cliq-accounts').catch((error: unknown) => emitAppNotice({ tone: 'error', message: failureText(error) }));
    expect(await screen.findByText('تعذّر الوصول إلى الخادم (502 بوابة غير صالحة). لم يُحفظ أي شيء.')).toBeVisible();
    // admin-ui's own texts come from its Arabic set, given by the app with the interface language.
    expect(screen.getAllByRole('button', { name: 'إغلاق الإشعار' })).toHaveLength(2);
    expect(english()).toEqual([]);
    warn.mockRestore();
  });

  it('asks in Arabic before leaving unsaved changes', async () => {
    const user = userEvent.setup();
    function Form() {
      const [dirty, setDirty] = useState(false);
      const guard = useUnsavedChangesGuard(dirty);
      return (
        <main>
          <h1>نموذج</h1>
          <button type="button" onClick={() => setDirty(true)}>
            كتابة
          </button>
          <Link to="/elsewhere">مكان آخر</Link>
          {guard.prompt}
        </main>
      );
    }
    const router = createMemoryRouter(
      [
        {
          element: <AppRoot />,
          children: [
            { path: '/form', element: <Form /> },
            { path: '/elsewhere', element: <h1>مكان آخر</h1> },
          ],
        },
      ],
      { initialEntries: ['/form'] },
    );
    render(<App router={router} />);
    await user.click(await screen.findByRole('button', { name: 'كتابة' }));
    await user.click(screen.getByRole('link', { name: 'مكان آخر' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'المغادرة دون حفظ؟' });
    expect(within(dialog).getByText('لديك تغييرات غير محفوظة. إذا غادرت هذه الصفحة فستفقدها.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'البقاء في الصفحة' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'مغادرة الصفحة' })).toBeVisible();
    // The dialog's own Close (admin-ui's Modal, no prop on ConfirmModal) comes with admin-ui's Arabic texts.
    expect(english()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'مغادرة الصفحة' }));
    await heading('مكان آخر');
  });

  it('shows the route error page in Arabic', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/', loader: () => Promise.reject(new Error('chunk failed')), element: <p>never</p>, errorElement: <RouteErrorPage /> }],
      { initialEntries: ['/'] },
    );
    render(<App router={router} />);
    await heading('حدث خطأ ما');
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('حدث خطأ ما · Processor Admin'));
    expect(english()).toEqual([]);
    error.mockRestore();
  });
});
