import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cliqStore, CLIQ_SEED_COUNT } from './demo';
import { handlers } from '../../test/demoHandlers';
import {
  listAt320,
  AppAt,
  collapsedSidebar,
  demoBackendWith,
  findTitle,
  neverAnswer,
  serverError,
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { CliqListPage } from './CliqListPage';

const LIST = '*/api/admin/cliq-accounts';
const TITLE = 'Cliq accounts';
const LAST_PAGE = Math.ceil(CLIQ_SEED_COUNT / 15);

/**
 * Cliq Account Management (/cliq): the accounts by status, 15 a page, paged by the server. The
 * real app against the demo backend, signed in as the demo administrator.
 */
const meta = {
  title: 'Screens/Cliq/Cliq Account Management',
  component: CliqListPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/cliq" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof CliqListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountsTable = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Cliq accounts' });

/** The first of four pages: ID, Alias type, Mobile/alias, Status, Created, Waiting and a View link per row. */
export const PagedList: Story = {
  // All statuses, chosen in the address (a queue opens on Pending).
  render: () => <AppAt path="/cliq?status=all" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    const table = await accountsTable(canvas);
    await expect(within(table).getAllByRole('row')).toHaveLength(16);
    await expect(canvas.getByText(`Total: ${CLIQ_SEED_COUNT}`)).toBeVisible();
    await expect(canvas.getByText(`Page 1 of ${LAST_PAGE}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Previous/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(await canvas.findByText(`Page 2 of ${LAST_PAGE}`)).toBeVisible();
    await settle();
  },
};

/** The last page of All: Next is disabled. */
export const LastPage: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 600px; overflow: hidden' } },
  beforeEach: collapsedSidebar,
  render: () => <AppAt path={`/cliq?status=all&page=${LAST_PAGE}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await accountsTable(canvas);
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + CLIQ_SEED_COUNT - (LAST_PAGE - 1) * 15);
    await expect(canvas.getByText(`Page ${LAST_PAGE} of ${LAST_PAGE}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
    await settle();
  },
};

/** Filtered by status (Rejected): only rejected accounts, one page. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsTable(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Rejected');
    const rejected = cliqStore.accounts.filter((a) => a.status === 'rejected').length;
    await expect(await canvas.findByText(`Total: ${rejected}`)).toBeVisible();
    const table = await accountsTable(canvas);
    // The Pending rows the queue opened on give way to the rejected ones.
    await waitFor(() => expect(within(table).getAllByText('Rejected')).toHaveLength(Math.min(15, rejected)));
    await expect(within(table).queryAllByText('Pending')).toHaveLength(0);
    await expect(within(table).queryAllByText('Verified')).toHaveLength(0);
    await settle();
  },
};

/** Loading with no rows: a skeleton table of 5 rows by 7 columns. */
export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await expect(await canvas.findByText('Loading cliq accounts…')).toBeInTheDocument();
    // The skeleton is decoration (aria-hidden): count its cells in the DOM.
    const skeleton = canvasElement.querySelector('[aria-hidden="true"] table');
    await expect(skeleton).not.toBeNull();
    const rows = skeleton?.querySelectorAll('tbody tr') ?? [];
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(row.querySelectorAll('td')).toHaveLength(7);
    await expect(canvas.queryByText(/^Total:/)).not.toBeInTheDocument();
  },
};

/** The list failed to load: the message and Retry, which loads again. */
export const LoadError: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, serverError, { once: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load cliq accounts. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    const table = await accountsTable(canvas);
    await expect(within(table).getAllByRole('row')).toHaveLength(16);
    await settle();
  },
};

/** No accounts at all. */
export const Empty: Story = {
  parameters: demoBackendWith(mswHttp.get(LIST, () => HttpResponse.json({ data: { data: [], current_page: 1, last_page: 1, total: 0 } }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Cliq Accounts Found')).toBeVisible();
    await expect(canvas.getByText('There are no cliq accounts to display at the moment.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
    await settle();
  },
};

/** The whole screen at 1280x800 beside the open sidebar: every column shows, without sideways scrolling. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accountsTable(canvas);
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** The whole screen at 1280x800 in Arabic, right to left: phone numbers keep their own direction. */
export const Desktop1280Arabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'حسابات Cliq' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'حسابات Cliq' })).toBeVisible();
    await settle();
  },
};

/** At 320 px (a 1280-px window zoomed to 400 %), the first screen: no sideways scrolling, a compact banner. */
export const At320: Story = { tags: ['visual'], ...listAt320() };

/** At 320 px in Arabic, right to left. */
export const At320Arabic: Story = { tags: ['visual'], ...listAt320('ar') };
