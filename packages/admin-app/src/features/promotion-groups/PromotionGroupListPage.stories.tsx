import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { handlers } from '../../test/demoHandlers';
import { listAt320, AppAt, demoBackendWith, findTitle, neverAnswer, settle, signedInStory, wholeScreenAt } from '../../test/screenStory';
import { PromotionGroupListPage } from './PromotionGroupListPage';

/** The promotion groups list (/promotion-groups), headed "Discount Groups" like its sidebar link. */
const meta = {
  title: 'Screens/Promotion Groups/Discount Groups',
  component: PromotionGroupListPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/promotion-groups" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof PromotionGroupListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Discount groups');
    await expect(await canvas.findByText('عملاء مميزون')).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('link', { name: 'View Staff' })).toHaveAttribute('href', '/edit-promotion-group?id=4');
    await expect(canvas.getByRole('button', { name: 'New discount group' })).toBeVisible();
    await settle();
  },
};

export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/promotion-groups', neverAnswer)),
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Discount groups');
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
    await settle();
  },
};

export const Empty: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/promotion-groups', () => HttpResponse.json({ data: [] }))),
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Discount groups');
    await expect(await within(canvasElement).findByText('No discount groups found')).toBeVisible();
    await settle();
  },
};

export const LoadError: Story = {
  beforeEach: signedInStory({ fail: ['promotion-groups'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Discount groups');
    await expect(await canvas.findByText('Failed to load discount groups. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await settle();
  },
};

/** The whole screen at 1280x800 beside the open sidebar: every column shows, without sideways scrolling. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Discount groups' });
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** In Arabic at 1280x800: the columns right to left, English and Arabic names and descriptions each in their direction. */
export const DesktopArabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'مجموعات الخصم' });
    await within(table).findByText('Salary transfer customers');
    await expect(canvas.getByRole('button', { name: 'مجموعة خصم جديدة' })).toBeVisible();
    await settle();
  },
};

/** At 320 px (a 1280-px window zoomed to 400 %), the first screen: no sideways scrolling, a compact banner. */
export const At320: Story = { tags: ['visual'], ...listAt320() };

/** At 320 px in Arabic, right to left. */
export const At320Arabic: Story = { tags: ['visual'], ...listAt320('ar') };
