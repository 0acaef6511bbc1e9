import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '../../test/demoHandlers';
import { kybStore } from './demo';
import { setDemoSettings } from '../../demo/settings';
import {
  listAt320,
  AppAt,
  demoBackendWith,
  findTitle,
  neverAnswer,
  settle,
  signedInStory,
  type Canvas,
  wholeScreenAt,
} from '../../test/screenStory';
import { KybListPage } from './KybListPage';

const TITLE = 'KYB verification';

/**
 * KYB Verification (/kyb-verification): company requests by status, searchable, 15 a page (the
 * same layout as the KYC list). The real app against the demo backend.
 */
const meta = {
  title: 'Screens/KYB/KYB Verification',
  component: KybListPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/kyb-verification" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof KybListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'KYB requests' });

/** The first page, company names in English and Arabic; Next goes to page 2. */
export const PagedList: Story = {
  // All statuses, chosen in the address (a queue opens on Pending).
  render: () => <AppAt path="/kyb-verification?status=all" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await expect(within(await table(canvas)).getAllByRole('row')).toHaveLength(16);
    await expect(canvas.getByText(`Total: ${kybStore.requests.length}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(await canvas.findByText(`Page 2 of ${Math.ceil(kybStore.requests.length / 15)}`)).toBeVisible();
    await settle();
  },
};

/** Pending only: every row Pending review. */
export const PendingReview: Story = {
  render: () => <AppAt path="/kyb-verification?status=pending" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = kybStore.requests.filter((r) => r.status === 'pending').length;
    await expect(await canvas.findByText(`Total: ${pending}`)).toBeVisible();
    await expect(within(await table(canvas)).getAllByText('Pending review')).toHaveLength(Math.min(15, pending));
    await settle();
  },
};

/** Nothing matches: the empty state of docs/product.md#kyb-list. */
export const Empty: Story = {
  render: () => <AppAt path="/kyb-verification?search=no-such-company" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No KYB Requests Found')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search KYB requests' })).toHaveValue('no-such-company');
    await settle();
  },
};

/** Waiting for the first page: a skeleton table. */
export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/admin/kyb/requests', neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await expect(await canvas.findByText('Loading…')).toBeInTheDocument();
  },
};

/** The server fails (?demo-fail=kyb): an error with Retry. */
export const LoadError: Story = {
  beforeEach: () => {
    setDemoSettings({ fail: ['kyb'] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load KYB requests. Please try again.')).toBeVisible();
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
    await table(canvas);
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** The whole screen at 1280x800 in Arabic, right to left: emails, phone numbers and IDs keep their own direction. */
export const Desktop1280Arabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'طلبات KYB' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'التحقق من KYB' })).toBeVisible();
    await settle();
  },
};

/** At 320 px (a 1280-px window zoomed to 400 %), the first screen: no sideways scrolling, a compact banner. */
export const At320: Story = { tags: ['visual'], ...listAt320() };

/** At 320 px in Arabic, right to left. */
export const At320Arabic: Story = { tags: ['visual'], ...listAt320('ar') };
