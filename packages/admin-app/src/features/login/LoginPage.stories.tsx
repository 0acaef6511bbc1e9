import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccounts } from '../../demo/accounts';
import { resetDb } from '../../demo/db';
import { handlers } from '../../test/demoHandlers';
import { setDemoSettings } from '../../demo/settings';
import { LocationProbe } from '../../test/LocationProbe';
import { setLocale } from '../../platform/i18n/i18n';
import { LOGIN_PATH } from '../../platform/session/auth';
import { clearClientState } from '../../test/session';
import { visibleEnglish } from '../../test/visibleEnglish';
import { heldAnswer, wholeScreenAt } from '../../test/screenStory';
import { LoginPage } from './LoginPage';

/**
 * The sign-in screen against the demo backend (admin / Admin#2026 is an administrator,
 * agent / Agent#2026 is not). The demo switches make the server slow or failing per story.
 */
const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  decorators: [
    // `parameters.loginEntry`: how the page was reached (its router state), default a plain /login.
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters.loginEntry as InitialEntry | undefined) ?? '/login']}>
        <Routes>
          <Route path="/login" element={<Story />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    ),
  ],
  beforeEach: async ({ globals }) => {
    clearClientState();
    resetDb();
    setDemoSettings({});
    // clearClientState went back to English: the story's language again (`globals: { locale: 'ar' }`).
    await setLocale(globals.locale === 'ar' ? 'ar' : 'en');
    return () => {
      setDemoSettings({});
      clearClientState();
    };
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function signInAs(canvas: Canvas, username: string, password: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to the processor platform' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
  },
};

export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInAs(canvas, 'admin', 'Admin#2026');
    await expect(await canvas.findByRole('heading', { name: 'Landed on /fees' })).toBeVisible();
  },
};

export const DemoAccounts: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; width: 600px' } },
  args: { demoAccounts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('region', { name: 'Demo accounts' });
    await expect(box).toHaveTextContent('admin / Admin#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Use the agent account' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('agent');
  },
};

export const RequiredFields: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; width: 600px' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter your username.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInAs(canvas, 'admin', 'not-the-password');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The username or password is incorrect.'));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
  },
};

export const NonAdminRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInAs(canvas, 'agent', 'Agent#2026');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.'));
    await expect(document.cookie).not.toContain('access_token');
  },
};

export const FailingServer: Story = {
  beforeEach: () => {
    setDemoSettings({ fail: ['auth'] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInAs(canvas, 'admin', 'Admin#2026');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Demo failure (demo-fail)'));
    await expect(canvas.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-busy');
  },
};

/** The sign-in, held until the play has seen the button busy and clicked it again. */
const heldSignIn = heldAnswer();

export const SlowServer: Story = {
  parameters: { msw: { handlers: [mswHttp.post(`*${LOGIN_PATH}`, heldSignIn.resolver), ...handlers] } },
  beforeEach: heldSignIn.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInAs(canvas, 'admin', 'Admin#2026');
    await heldSignIn.arrived();
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button); // ignored: no second request
    await expect(button).toHaveAttribute('aria-busy', 'true');
    heldSignIn.answer();
    await expect(await canvas.findByRole('heading', { name: 'Landed on /fees' })).toBeVisible();
    await expect(heldSignIn.calls()).toBe(1);
  },
};

export const ForgotPassword: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; width: 600px' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const forgot = canvas.getByRole('button', { name: 'Forgot password' });
    forgot.focus();
    await userEvent.keyboard('{Enter}');
    await expect(forgot).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Ask another administrator to reset your password.')).toBeVisible();
    // Its text lines up with the fields' edge, not indented by the button's padding.
    const text = document.createRange();
    text.selectNodeContents(forgot);
    const field = canvas.getByRole('textbox', { name: 'Username' }).getBoundingClientRect();
    await expect(Math.abs(text.getBoundingClientRect().left - field.left)).toBeLessThanOrEqual(1);
  },
};

/** After a 401 the page says that the session ended and that signing in returns to where the administrator was. */
export const SessionEnded: Story = {
  parameters: {
    loginEntry: { pathname: '/login', state: { from: { pathname: '/verification', search: '', hash: '' }, ended: 'expired' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your session has ended. Sign in again to return to where you were.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};

export const ArabicUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'ليلى.حداد');
    await expect(username).toHaveAttribute('dir', 'auto');
  },
};

export const NarrowScreen: Story = {
  args: { demoAccounts },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** The whole sign-in screen at 1280x800, as a signed-out administrator first sees it (no demo accounts). */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome to the processor platform' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

/** The whole sign-in screen in Arabic, right to left, at 1280x800: العربية chosen, every word in Arabic. */
export const Desktop1280Arabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'أهلاً بك في منصة معالج المدفوعات' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'اسم المستخدم' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'العربية', pressed: true })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(visibleEnglish(canvasElement, { allow: ['Processor Admin'] })).toEqual([]);
  },
};

/** The sign-in screen in Arabic with its validation sentences shown. */
export const ValidationArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await canvas.findByText('أدخل اسم المستخدم.')).toBeVisible();
    await expect(canvas.getByText('أدخل كلمة المرور.')).toBeVisible();
    await expect(visibleEnglish(canvasElement, { allow: ['Processor Admin'] })).toEqual([]);
  },
};

/** The whole sign-in screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};
