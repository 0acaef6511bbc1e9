import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '../../test/demoHandlers';
import {
  listAt320,
  AppAt,
  collapsedSidebar,
  demoBackendWith,
  findTitle,
  neverAnswer,
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { DiscountListPage } from './DiscountListPage';

/** Discount Promotions (/discount): the list with its real payer, payee, fee and guarantor columns. */
const meta = {
  title: 'Screens/Discounts/Discount Promotions',
  component: DiscountListPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/discount" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof DiscountListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['visual'],
  parameters: { today: '2026-11-23T10:00:00', visual: { frame: 'width: 800px; height: 600px; overflow: hidden' } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Discounts');
    const row = await canvas.findByRole('row', { name: /Student cash-in/ });
    // The four columns the original left empty show real data.
    await expect(within(row).getAllByText('University students')).toHaveLength(2);
    await expect(within(row).getByText('cash_in_agent')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Eligible payers' })).toBeVisible();
    // An Arabic name is isolated (<bdi>): it reads right to left, its user type under it left to right.
    await expect(getComputedStyle(canvas.getByText('خصم رمضان')).direction).toBe('rtl');
    // A list of Arabic group names takes its direction from the text.
    await expect(canvas.getAllByText('عملاء مميزون')[0]!.closest('[dir]')).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('link', { name: 'View Student cash-in' })).toHaveAttribute('href', '/edit-discount?id=3');
    await expect(canvas.getByRole('button', { name: 'New discount' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New discount group' })).toBeVisible();
    await settle();
  },
};

export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/discount-promotions', neverAnswer)),
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Discounts');
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
    await settle();
  },
};

export const Empty: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/discount-promotions', () => HttpResponse.json({ data: [] }))),
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Discounts');
    await expect(await within(canvasElement).findByText('No discounts found')).toBeVisible();
    await settle();
  },
};

export const LoadError: Story = {
  beforeEach: signedInStory({ fail: ['discounts'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Discounts');
    await expect(await canvas.findByText('Failed to load discounts. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await settle();
  },
};

export const MalformedResponse: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/discount-promotions', () => HttpResponse.json({ data: { unexpected: true } }))),
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Discounts');
    await expect(await within(canvasElement).findByText('Failed to load discounts. Please try again.')).toBeVisible();
    await settle();
  },
};

/** ?demo-rows=25: three pages of 10, the page kept in the URL. */
export const Paged: Story = {
  beforeEach: signedInStory({ rows: 25 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Discounts');
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^View / })).toHaveLength(10);
    await settle();
  },
};

export const NewDiscountButton: Story = {
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Discounts');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New discount' }));
    await findTitle(within(canvasElement), 'Create discount');
    await settle();
  },
};

/** The whole screen at 1280x800 beside the open sidebar: every column shows, without sideways scrolling. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Discounts' });
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** In Arabic at 1280x800: the columns right to left, rates and periods read whole (numbers and dates isolated). */
export const DesktopArabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'الخصومات' });
    await within(table).findByText('Student cash-in');
    await expect(within(table).getByRole('columnheader', { name: 'الفترة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'خصم جديد' })).toBeVisible();
    await settle();
  },
};

/** At 320 px (a 1280-px window zoomed to 400 %), the first screen: no sideways scrolling, a compact banner. */
export const At320: Story = { tags: ['visual'], ...listAt320() };

/** At 320 px in Arabic, right to left. */
export const At320Arabic: Story = { tags: ['visual'], ...listAt320('ar') };
