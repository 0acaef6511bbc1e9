import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell, Button, LoadingBar, PageHeader, Sidebar, vars } from '@admin-console/admin-ui';
import { consoleLinks, fakeLink } from '../../test-utils/navFixtures';

const navigate = fn().mockName('navigate');
const FakeLink = fakeLink(navigate);

const rows = Array.from({ length: 24 }, (_, i) => ({
  id: 1040 + i,
  name: i % 3 === 1 ? 'ليلى أحمد الخطيب' : ['Omar Haddad', 'Sara Nasser', 'Yousef Khalil'][i % 3],
  email: `user${1040 + i}@example.com`,
  status: ['Pending', 'Approved', 'Rejected'][i % 3],
}));

const cell = { padding: '8px 12px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' } as const;

function KycPage() {
  return (
    <>
      <PageHeader title="KYC Verification" meta={`Total: ${rows.length}`} actions={<Button variant="secondary">Refresh</Button>} />
      <table style={{ width: '100%', borderCollapse: 'collapse', background: vars.color.surface }}>
        <thead>
          <tr>
            {['ID', 'Name', 'Email', 'Status'].map((h) => (
              <th key={h} scope="col" style={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td style={cell}>{r.id}</td>
              <td style={cell} dir="auto">
                {r.name}
              </td>
              <td style={cell}>{r.email}</td>
              <td style={cell}>{r.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  // The shell is the page: its own banner, navigation and main (no `main` around the story).
  parameters: { layout: 'fullscreen', landmarks: 'own' },
  args: {
    sidebar: <Sidebar links={consoleLinks} activeHref="/verification" brand="Processor Admin" onLogout={fn()} linkComponent={FakeLink} />,
    topBar: <LoadingBar active={false} />,
    children: <KycPage />,
  },
  argTypes: { sidebar: { control: false }, topBar: { control: false }, children: { control: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full page: sidebar, loading bar, page header and a long list that scrolls past the sticky sidebar. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(within(main).getByRole('heading', { level: 1, name: 'KYC Verification' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { topBar: <LoadingBar active label="Loading KYC verifications" /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading KYC verifications' })).toBeInTheDocument();
  },
};

/** A bar of the app's own above the page (beside the sidebar), here with the loading bar too. */
export const WithTopBar: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 600px; overflow: hidden' } },
  args: {
    topBar: (
      <>
        <LoadingBar active label="Loading KYC verifications" />
        <p style={{ margin: 0, padding: '12px 0', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'end' }}>
          Signed in as <span dir="auto">ليلى أحمد</span>
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByText('Signed in as', { exact: false });
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // Beside the sidebar, above the page: the sidebar still starts at the very top.
    await expect(nav.getBoundingClientRect().top).toBe(canvasElement.getBoundingClientRect().top);
    await expect(bar.getBoundingClientRect().left).toBeGreaterThanOrEqual(nav.getBoundingClientRect().right);
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('main').getBoundingClientRect().top);
  },
};

/** The first Tab shows the skip link; Enter moves focus to the page, past the navigation. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(50);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab lands inside the page, not in the sidebar.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await expect(window.location.hash).not.toBe('#main-content');
  },
};

export const CollapsedSidebar: Story = {
  args: {
    sidebar: <Sidebar links={consoleLinks} activeHref="/verification" defaultCollapsed onLogout={fn()} linkComponent={FakeLink} />,
  },
};

/** The app owns the collapsed state and the loading flag. */
export const Interactive: Story = {
  render: function Render(args) {
    const [busy, setBusy] = useState(false);
    return (
      <AppShell
        {...args}
        topBar={<LoadingBar active={busy} />}
        sidebar={<Sidebar links={consoleLinks} activeHref="/fees" onLogout={fn()} linkComponent={FakeLink} />}
      >
        <PageHeader
          title="Fees"
          actions={
            <Button
              loading={busy}
              loadingText="Saving…"
              onClick={() => {
                setBusy(true);
                setTimeout(() => setBusy(false), 1500);
              }}
            >
              Save Data
            </Button>
          }
        />
      </AppShell>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Data' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  args: {
    sidebar: <Sidebar links={consoleLinks} activeHref="/verification" defaultCollapsed onLogout={fn()} linkComponent={FakeLink} />,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * On a phone (narrower than 640 px) the sidebar is a drawer opened by Menu. Its toggle is named "Close menu" there
 * and closes it (focus back on Menu); the drawer shows the labels even when the sidebar is collapsed beside the page.
 */
export const NarrowDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    sidebar: <Sidebar links={consoleLinks} activeHref="/verification" defaultCollapsed onLogout={fn()} linkComponent={FakeLink} />,
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(640);
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const close = await canvas.findByRole('button', { name: 'Close menu' });
    await expect(close).toHaveFocus();
    // With its labels, not the 70-px rail.
    await expect(canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
    await userEvent.click(close);
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 600px; overflow: hidden' } },
  args: {
    skipLinkLabel: 'انتقل إلى المحتوى الرئيسي',
    sidebar: (
      <Sidebar
        links={[
          { to: '/fees', label: 'الرسوم', icon: consoleLinks[0]?.icon },
          { to: '/verification', label: 'التحقق من الهوية', icon: consoleLinks[4]?.icon },
        ]}
        activeHref="/verification"
        brand="لوحة التحكم"
        logoutLabel="تسجيل الخروج"
        onLogout={fn()}
        linkComponent={FakeLink}
      />
    ),
    children: <PageHeader title="التحقق من الهوية" meta="المجموع: ٢٤" actions={<Button>تحديث</Button>} />,
  },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
