import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar } from '@admin-console/admin-ui';
import { consoleLinks, consoleLinksWithoutIcons, fakeLink } from '../../test-utils/navFixtures';

const navigate = fn().mockName('navigate');
const FakeLink = fakeLink(navigate);

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    links: consoleLinks,
    activeHref: '/fees',
    brand: 'Processor Admin',
    linkComponent: FakeLink,
    onLogout: fn(),
    onCollapsedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 520, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const navWidth = (canvasElement: HTMLElement) =>
  Math.round(within(canvasElement).getByRole('navigation', { name: 'Main' }).getBoundingClientRect().width);

export const Playground: Story = {};

export const Expanded: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-flex' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(navWidth(canvasElement)).toBe(160);
    for (const name of ['Fees', 'Distributions', 'Discount', 'Discount Groups', 'KYC Verification', 'KYB Verification', 'Cliq']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
  },
};

/** Collapsed to 70px: icons only, every link keeps its name. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navWidth(canvasElement)).toBe(70);
    await expect(canvas.getByRole('link', { name: 'Discount Groups' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).not.toHaveAttribute('aria-expanded');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};

/** The label's box: 1px while hidden, its text's width while shown as a tooltip. */
const labelBox = (control: HTMLElement, label: string) => within(control).getByText(label).getBoundingClientRect();

/** Hidden: visually hidden in a 1px box (still the link's accessible name). */
const expectLabelHidden = (control: HTMLElement, label: string) => expect(labelBox(control, label).width).toBeLessThanOrEqual(1);

/** Shown as a tooltip: the text's width, beside the collapsed sidebar, level with its link. */
const expectLabelShown = (control: HTMLElement, label: string) => {
  const link = control.getBoundingClientRect();
  const shown = labelBox(control, label);
  expect(shown.width).toBeGreaterThan(60);
  expect(shown.left).toBeGreaterThanOrEqual(link.right);
  expect(shown.top).toBeLessThan(link.bottom);
  expect(shown.bottom).toBeGreaterThan(link.top);
};

/**
 * Collapsed, a link's label shows beside the sidebar while the link has keyboard focus (not only
 * on mouse hover), level with the link; the next link's label shows instead once focus moves on.
 */
export const CollapsedLabelOnFocus: Story = {
  tags: ['visual'],
  args: { defaultCollapsed: true },
  parameters: { visual: { frame: 'display: inline-flex; width: 260px' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getByRole('link', { name: 'Discount Groups' });
    // Each state as the user ends up seeing it, whatever a style or layout change still has to settle.
    await waitFor(() => expectLabelHidden(groups, 'Discount Groups'));
    groups.focus();
    await waitFor(() => expectLabelShown(groups, 'Discount Groups'));
    await userEvent.tab();
    const kyc = canvas.getByRole('link', { name: 'KYC Verification' });
    await expect(kyc).toHaveFocus();
    await waitFor(() => expectLabelShown(kyc, 'KYC Verification'));
    await waitFor(() => expectLabelHidden(groups, 'Discount Groups'));
  },
};

/** Without icons, the collapsed links show the label's initials. */
export const CollapsedWithoutIcons: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-flex' } },
  args: { links: consoleLinksWithoutIcons, defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'KYB Verification' });
    await expect(link).toHaveTextContent('K\u200cVKYB Verification');
  },
};

/** The toggle collapses and expands, by pointer or keyboard, with a width transition. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).not.toHaveAttribute('aria-expanded');
    await userEvent.click(collapse);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).not.toHaveAttribute('aria-expanded');
    await expect(expand).toHaveFocus();
    await waitFor(() => expect(navWidth(canvasElement)).toBe(70));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(navWidth(canvasElement)).toBe(160));
  },
};

/** A detail page marks its section's link: /verification/12 is under KYC Verification. */
export const ActiveNestedLink: Story = {
  args: { activeHref: '/verification/12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'KYC Verification' })).toHaveAttribute('aria-current', 'page');
    // /kyb-verification is not "under" /verification.
    await expect(canvas.getByRole('link', { name: 'KYB Verification' })).not.toHaveAttribute('aria-current');
  },
};

/** The longest one-word label, as the current page, stays on one line at 160px. */
export const LongestLabelActive: Story = {
  args: { activeHref: '/distribution' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = canvas.getByRole('link', { name: 'Distributions' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    const oneLine = canvas.getByRole('link', { name: 'Fees' }).getBoundingClientRect().height;
    await expect(active.getBoundingClientRect().height).toBe(oneLine);
  },
};

/** Every label stays on one line at 160px, the current page's included (the drawer or a wider sidebar is not needed for them). */
export const NoLabelWraps: Story = {
  args: { activeHref: '/verification' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(navWidth(canvasElement)).toBe(160);
    const oneLine = within(nav).getByRole('link', { name: 'Fees' }).getBoundingClientRect().height;
    for (const link of within(nav).getAllByRole('link')) {
      await expect({ name: link.textContent, height: link.getBoundingClientRect().height }).toEqual({
        name: link.textContent,
        height: oneLine,
      });
    }
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Distributions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/distribution');
  },
};

export const LogoutBusy: Story = {
  args: { logoutBusy: true },
  play: async ({ canvasElement, args }) => {
    const logout = within(canvasElement).getByRole('button', { name: 'Logout' });
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(logout);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LongLabels: Story = {
  args: {
    brand: 'Wallet Processor Administration Console',
    activeHref: '/cliq',
    links: [
      ...consoleLinks.slice(0, 3),
      { to: '/settlement-reports', label: 'Settlement and reconciliation reports' },
      { to: '/cliq', label: 'Cliq alias accounts awaiting verification', icon: consoleLinks[6]?.icon },
    ],
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-flex' } },
  args: {
    brand: 'لوحة التحكم',
    logoutLabel: 'تسجيل الخروج',
    collapseLabel: 'طيّ الشريط الجانبي',
    expandLabel: 'توسيع الشريط الجانبي',
    activeHref: '/distribution',
    links: [
      { to: '/fees', label: 'الرسوم', icon: consoleLinks[0]?.icon },
      { to: '/distribution', label: 'توزيع الرسوم', icon: consoleLinks[1]?.icon },
      { to: '/promotion-groups', label: 'مجموعات الخصم' },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" style={{ height: '100%', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
};

/** The screen owns the state, e.g. to remember it across visits. */
export const Controlled: Story = {
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(true);
    return (
      <>
        <Sidebar {...args} collapsed={collapsed} onCollapsedChange={setCollapsed} />
        <p style={{ padding: 16 }}>Collapsed: {String(collapsed)}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(canvas.getByText('Collapsed: false')).toBeInTheDocument();
  },
};
