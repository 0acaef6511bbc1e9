import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../test/demoHandlers';
import {
  AppAt,
  at320,
  at320Globals,
  demoBackendWith,
  expectNoSidewaysScroll,
  findTitle,
  neverAnswer,
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { alertSaying } from '../../kernel/forms/formTesting';
import { CreatePromotionGroupPage } from './CreatePromotionGroupPage';

/** Create Promotion Group (/new-promotion-group): name, description, users picked from hundreds. */
const meta = {
  title: 'Screens/Promotion Groups/Create Promotion Group',
  component: CreatePromotionGroupPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/new-promotion-group" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof CreatePromotionGroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount group');
    await expect(await canvas.findByRole('listbox', { name: 'Available users' })).toBeVisible();
    await expect(canvas.getByText('No users selected')).toBeVisible();
    await settle();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount group');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter a group name.');
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await settle();
  },
};

export const ServerRejects422: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount group');
    await userEvent.type(canvas.getByLabelText('Name'), 'Staff');
    await userEvent.type(canvas.getByLabelText('Description'), 'A second staff group');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => alertSaying(canvas.getAllByRole('alert'), 'Check the highlighted fields.'));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('The name has already been taken.');
    await expect(canvas.getByLabelText('Description')).toHaveValue('A second staff group');
    await settle();
  },
};

export const Saving: Story = {
  parameters: demoBackendWith(mswHttp.post('*/api/promotion-groups', neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount group');
    await userEvent.type(canvas.getByLabelText('Name'), 'Weekend riders');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    await settle();
  },
};

/** Reflow: at 320 px wide the form and the user picker take the width (the sidebar a drawer) and never scroll sideways. */
export const At320: Story = {
  tags: ['visual'],
  parameters: { ...at320 },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, 'Create discount group');
    await canvas.findByText('Ahmad Abbadi');
    await expectNoSidewaysScroll();
    await settle();
  },
};

/** The whole screen at 1280x800 beside the open sidebar: the empty form, the users to pick from listed. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, 'Create discount group');
    await canvas.findByText('Ahmad Abbadi');
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** In Arabic at 1280x800: Save with no name, the message in Arabic, the users to pick from listed. */
export const ValidationArabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, 'إنشاء مجموعة خصم');
    await canvas.findByText('Ahmad Abbadi');
    // Save: its Arabic name comes with the kernel's texts.
    await userEvent.click(canvas.getByRole('button', { name: /^(حفظ|Save)$/ }));
    await expect(canvas.getByLabelText('الاسم')).toHaveAccessibleDescription('أدخل اسم المجموعة.');
    await settle();
  },
};
