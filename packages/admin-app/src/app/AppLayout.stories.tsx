import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadingStore } from '../platform/loading/loadingStore';
import { db } from '../demo/db';
import { handlers } from '../demo-backend/handlers';
import { http } from '../platform/http';
import { updateSessionUser } from '../platform/session/sessionStore';
import {
  at320,
  at320Globals,
  expectNoSidewaysScroll,
  heldAnswer,
  lineCount,
  settle as settleEnded,
  signedInStory,
  wholeScreenAt,
} from '../test/screenStory';
import { visibleEnglish } from '../test/visibleEnglish';
import { App } from './App';
import { AppLayout, SIDEBAR_COLLAPSED_KEY } from './AppLayout';
import { routes } from './router';

/** The whole app in memory, starting at `path`, signed in as the demo administrator. */
function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <App router={router} />;
}

/**
 * The signed-in layout: the sidebar of docs/product.md#sidebar (160px, or 70px collapsed and remembered), the
 * global loading bar, and the current page fading in. Runs the real route table against the
 * demo backend, signed in as the demo administrator.
 */
const meta = {
  title: 'Screens/App layout',
  component: AppLayout,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/fees" />,
  // Signed in against the seeded demo data, in the story's language (the toolbar's, or `globals: { locale: 'ar' }`).
  beforeEach: signedInStory(),
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lets running animations (the page fade) finish, so axe checks the page as it rests, not mid-fade. */
const settle = () => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

const heading = (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('heading', { level: 1, name });

export const Default: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 420px; overflow: hidden' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Fees');
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getAllByRole('link')).toHaveLength(7);
    await expect(within(nav).getByRole('link', { name: 'Fees' })).toHaveAttribute('aria-current', 'page');
    const name = canvas.getByText('Layla Haddad');
    await expect(name.parentElement).toHaveTextContent('Signed in as Layla Haddad');
    await expect(name).toBeVisible();
  },
};

/**
 * The layout in Arabic at 1280x800: the sidebar on the right, the banner's texts and the switch in Arabic (the page
 * itself is its area's business).
 */
export const DefaultArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(within(nav).getByRole('link', { name: 'الرسوم' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Layla Haddad').parentElement).toHaveTextContent('تم تسجيل الدخول باسم Layla Haddad');
    await expect(canvas.getByRole('button', { name: 'العربية', pressed: true })).toBeVisible();
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(canvas.getByRole('main').getBoundingClientRect().left);
    for (const part of [nav, canvas.getByRole('banner')]) {
      await expect(visibleEnglish(part, { allow: ['Processor Admin', 'Layla Haddad'] })).toEqual([]);
    }
    await settle();
  },
};

export const NavigatesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Fees');
    const cliq = within(canvas.getByRole('navigation')).getByRole('link', { name: 'Cliq accounts' });
    cliq.focus();
    await userEvent.keyboard('{Enter}');
    const title = await heading(canvas, 'Cliq accounts');
    // Focus moves to the new page's heading for screen reader and keyboard users.
    await waitFor(() => expect(title).toHaveFocus());
    // The tab title is set just after the page is drawn (an effect): wait for it as for the heading.
    await waitFor(() => expect(document.title).toBe('Cliq accounts · Processor Admin'));
    await settle();
  },
};

export const Collapsed: Story = {
  beforeEach: () => {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Fees');
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    // Collapsed links keep their names (icons only on screen).
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { name: 'KYC verification' })).toBeInTheDocument();
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  },
};

export const Loading: Story = {
  beforeEach: () => {
    loadingStore.start('Loading fees');
    return () => loadingStore.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Fees');
    await expect(await canvas.findByRole('progressbar', { name: 'Loading fees' })).toBeInTheDocument();
  },
};

/** The logout, held until the play has seen the button busy. */
const heldLogout = heldAnswer();

export const LoggingOut: Story = {
  parameters: { msw: { handlers: [mswHttp.post('*/api/logout', heldLogout.resolver), ...handlers] } },
  beforeEach: heldLogout.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Fees');
    const logout = canvas.getByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    await heldLogout.arrived();
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    heldLogout.answer();
    await heading(canvas, 'Welcome to the processor platform');
    await expect(document.cookie).not.toContain('access_token');
    await settle();
  },
};

export const AdminPrivilegesRequired: Story = {
  parameters: {
    msw: {
      handlers: [mswHttp.get('*/api/admin/kyc/pending', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Fees');
    // Any call answered 403 shows a notification (and a console warning).
    await http.get('/api/admin/kyc/pending').catch(() => undefined);
    const notice = await within(document.body).findByText('Admin privileges required.');
    await waitFor(() => expect(notice).toBeVisible());
  },
};

export const NotFound: Story = {
  render: () => <AppAt path="/reports/2024" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Page not found');
    await expect(canvas.getByRole('link', { name: 'Go to Fees' })).toHaveAttribute('href', '/fees');
  },
};

/** The 404 page, whole screen at 1280x800 beside the open sidebar. */
export const NotFound1280: Story = {
  tags: ['visual'],
  render: NotFound.render,
  parameters: wholeScreenAt(1280, 800),
  play: async (context) => {
    await NotFound.play?.(context);
    await expect(within(context.canvasElement).getByText('There is no page here')).toBeVisible();
    await settleEnded();
  },
};

/**
 * The layout and the 404 page in Arabic, right to left, at 1280x800: the sidebar on the right, every word of the
 * shell in Arabic (the product's name and the administrator's name are not interface words).
 */
export const NotFound1280Arabic: Story = {
  tags: ['visual'],
  render: NotFound.render,
  globals: { locale: 'ar' },
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'الصفحة غير موجودة');
    await expect(canvas.getByRole('link', { name: 'الانتقال إلى الرسوم' })).toHaveAttribute('href', '/fees');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    const main = canvas.getByRole('main');
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
    // Each allowed whole: the administrator's name, and the address the 404 page quotes as it was typed.
    await expect(visibleEnglish(canvasElement, { allow: ['Processor Admin', 'Layla Haddad', '/reports/2024'] })).toEqual([]);
    await settleEnded();
  },
};

/** The 404 page, whole screen at 1440x900. */
export const NotFound1440: Story = {
  tags: ['visual'],
  render: NotFound.render,
  parameters: wholeScreenAt(1440, 900),
  play: NotFound1280.play,
};

const ARABIC_NAME = 'عبد الرحمن بن عبد العزيز الهاشمي القرشي';

export const ArabicUserName: Story = {
  beforeEach: () => {
    // The server says so too: the session check (GET /api/user) would otherwise put the seed's
    // name back, and whether the play function saw it first depended on timing.
    const admin = db.users.find((u) => u.id === 1);
    if (admin) admin.full_name = ARABIC_NAME;
    updateSessionUser({ id: 1, is_admin: true, full_name: ARABIC_NAME });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Fees');
    await expect(await canvas.findByText(ARABIC_NAME)).toHaveAttribute('dir', 'auto');
  },
};

/**
 * At 320 px wide the sidebar is a drawer: the page has the whole width (no sideways scroll), the
 * banner's Menu button opens the navigation over the page with focus in it; Escape closes it and
 * focus returns to Menu; a link followed from it closes it too. Pictured with the drawer open.
 */
export const NarrowDrawerOpen: Story = {
  tags: ['visual'],
  parameters: { ...at320 },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Fees');
    await expectNoSidewaysScroll();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const menu = within(canvas.getByRole('banner')).getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(nav).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await canvas.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Cliq accounts' }));
    const cliq = await heading(canvas, 'Cliq accounts');
    await waitFor(() => expect(cliq).toHaveFocus());
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expectNoSidewaysScroll();
    // The picture: the drawer open over the page, the language and the theme in it (not in the banner).
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expectSettingsInDrawer(canvas, await canvas.findByRole('navigation', { name: 'Main' }), { language: 'Language', theme: 'Theme' });
    await settle();
  },
};

/**
 * On a phone the banner keeps Menu and the name; the language and theme switches are in the drawer, above Logout,
 * each choice on one line ("حسب النظام" too).
 */
async function expectSettingsInDrawer(canvas: ReturnType<typeof within>, drawer: HTMLElement, names: { language: string; theme: string }) {
  const banner = canvas.getByRole('banner');
  for (const name of [names.language, names.theme]) {
    await expect(within(banner).queryByRole('group', { name })).toBeNull();
    const group = within(drawer).getByRole('group', { name });
    const edge = drawer.getBoundingClientRect();
    for (const choice of within(group).getAllByRole('button')) {
      const box = choice.getBoundingClientRect();
      // On one line, and whole inside the drawer (not cut at its edge).
      await expect({
        choice: choice.textContent,
        lines: lineCount(choice),
        inside: box.left >= edge.left && box.right <= edge.right,
      }).toEqual({
        choice: choice.textContent,
        lines: 1,
        inside: true,
      });
    }
  }
}

/** The drawer in Arabic at 320 px: right to left, the settings in it, "حسب النظام" on one line. */
export const NarrowDrawerOpenArabic: Story = {
  tags: ['visual'],
  parameters: { ...at320 },
  globals: { ...at320Globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'الرسوم');
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'القائمة' }));
    const drawer = await canvas.findByRole('navigation', { name: 'التنقل الرئيسي' });
    await expectSettingsInDrawer(canvas, drawer, { language: 'اللغة', theme: 'المظهر' });
    // A choice made in the drawer applies, and the drawer stays open.
    const themes = within(within(drawer).getByRole('group', { name: 'المظهر' }));
    await userEvent.click(themes.getByRole('button', { name: 'داكن' }));
    await expect(themes.getByRole('button', { name: 'داكن' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(themes.getByRole('button', { name: 'فاتح' }));
    await expect(themes.getByRole('button', { name: 'فاتح' })).toHaveAttribute('aria-pressed', 'true');
    await settle();
  },
};
