import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../test/demoHandlers';
import { kycStore } from './demo';
import { setDemoSettings } from '../../demo/settings';
import {
  AppAt,
  collapsedSidebar,
  demoBackendWith,
  listAt320,
  findTitle,
  neverAnswer,
  settle,
  signedInStory,
  type Canvas,
  wholeScreenAt,
} from '../../test/screenStory';
import { KycListPage } from './KycListPage';
import { captureDownloads } from '../../test/downloads';
import { exportFileName } from '../../kernel/listExport';

const LIST = '*/api/admin/kyc/pending';
const TITLE = 'KYC verification';

/**
 * KYC Verification (/verification): individual users' identity checks by status, searchable,
 * 15 a page. The real app against the demo backend, signed in as the demo administrator.
 */
const meta = {
  title: 'Screens/KYC/KYC Verification',
  component: KycListPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/verification" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof KycListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'KYC verifications' });

/** The first page: Name, Email, Mobile, National ID, Updated At, Status and a Review link per row. */
export const PagedList: Story = {
  // All statuses, chosen in the address (a queue opens on Pending).
  render: () => <AppAt path="/verification?status=all" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    const rows = within(await table(canvas)).getAllByRole('row');
    await expect(rows).toHaveLength(16);
    await expect(canvas.getByText(`Total: ${kycStore.users.length}`)).toBeVisible();
    await expect(canvas.getByText(`Page 1 of ${Math.ceil(kycStore.users.length / 15)}`)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search KYC verifications' })).toHaveAttribute(
      'placeholder',
      'search by name, email, ID or mobile',
    );
    await settle();
  },
};

/** Pending only, second page (from the URL): every row Pending. */
export const PendingSecondPage: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 600px; overflow: hidden' } },
  beforeEach: collapsedSidebar,
  render: () => <AppAt path="/verification?status=pending&page=2" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = kycStore.users.filter((u) => u.kyc_status === 'pending').length;
    await expect(await canvas.findByText(`Total: ${pending}`)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    const rows = within(await table(canvas))
      .getAllByRole('row')
      .slice(1);
    // Page 2 has rows (a loop over none checks nothing).
    await expect(pending).toBeGreaterThan(15);
    await expect(rows).toHaveLength(pending - 15);
    for (const row of rows) await expect(within(row).getByText('Pending')).toBeVisible();
    await settle();
  },
};

/** A search by Arabic name (debounced), right to left in its cells. */
export const SearchArabic: Story = {
  // All statuses, chosen in the address (a queue opens on Pending).
  render: () => <AppAt path="/verification?status=all" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    const target = kycStore.users[4]!;
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search KYC verifications' }),
      target.first_name_ar + ' ' + target.second_name_ar,
    );
    await waitFor(() => expect(canvas.getByText('Total: 1')).toBeVisible());
    await settle();
  },
};

/** Nothing matches: the empty state of docs/product.md#kyc-list. */
export const Empty: Story = {
  render: () => <AppAt path="/verification?search=nobody-matches-this" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No KYC Verifications Found')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Next/ })).toBeNull();
    await settle();
  },
};

/** Waiting for the first page: a skeleton table. */
export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await expect(await canvas.findByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The server fails (demo switch ?demo-fail=kyc): an error with Retry, which recovers. */
export const LoadError: Story = {
  beforeEach: () => {
    setDemoSettings({ fail: ['kyc'] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load KYC verifications. Please try again.')).toBeVisible();
    setDemoSettings({});
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(within(await table(canvas)).getAllByRole('row')).toHaveLength(16);
    await settle();
  },
};

/** An answer the screen cannot read is an error, never a blank page. */
export const MalformedResponse: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, () => HttpResponse.json({ data: 'not a page' }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load KYC verifications. Please try again.')).toBeVisible();
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

/** At 1024x768 the sidebar still open: the table still fits, and no status badge is cut. */
export const Desktop1024: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1024, 768),
  play: Desktop1280.play,
};
/**
 * Export CSV: every page of the list fetched in turn and saved as one file (UTF-8 with a BOM, CRLF lines), for
 * analysis: the id, one field a column, ISO timestamps. The download is caught (test/downloads) and read back.
 */
export const ExportCsv: Story = {
  // All statuses, chosen in the address (a queue opens on Pending).
  render: () => <AppAt path="/verification?status=all" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await table(canvas);
    const downloads = captureDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      const fileName = exportFileName('kyc-all');
      await expect(await canvas.findByText(`Exported ${kycStore.users.length} rows to ${fileName}.`)).toBeVisible();
      await expect(downloads.files.map((f) => f.fileName)).toEqual([fileName]);
      const text = await downloads.files[0]!.text();
      await expect(text.startsWith('\uFEFFID,Name (English),Name (Arabic),Email,Mobile,National ID,Status,Updated at (UTC)\r\n')).toBe(
        true,
      );
      await expect(text.split('\r\n')).toHaveLength(kycStore.users.length + 2);
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    } finally {
      downloads.restore();
    }
  },
};

/** The whole screen at 1280x800 in Arabic, right to left: names, emails, phone numbers and IDs keep their own direction. */
export const Desktop1280Arabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'طلبات التحقق من KYC' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'التحقق من KYC' })).toBeVisible();
    await settle();
  },
};

/** At 320 px (a 1280-px window zoomed to 400 %), the first screen: no sideways scrolling, a compact banner. */
export const At320: Story = { tags: ['visual'], ...listAt320() };

/** At 320 px in Arabic, right to left. */
export const At320Arabic: Story = { tags: ['visual'], ...listAt320('ar') };
