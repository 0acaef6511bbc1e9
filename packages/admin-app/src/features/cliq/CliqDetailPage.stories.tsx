import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userDisplayName } from './rules';
import { cliqDemoIds, cliqStore } from './demo';
import { handlers } from '../../test/demoHandlers';
import {
  AppAt,
  at320,
  at320Globals,
  collapsedSidebar,
  demoBackendWith,
  expectNoSidewaysScroll,
  findTitle,
  neverAnswer,
  serverError,
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { expectCompactReviewBar } from '../review-shared/reviewBarStory';
import { CliqDetailPage } from './CliqDetailPage';

const TITLE = 'Cliq account review';

/**
 * Cliq Account Review (/cliq/{id}): the account, its user, its change history (newest first) and
 * the decision bar. The real app against the demo backend, signed in as the demo administrator.
 */
const meta = {
  title: 'Screens/Cliq/Cliq Account Review',
  component: CliqDetailPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path={`/cliq/${cliqDemoIds.pendingAfterApproval}?from=status%3Dpending`} />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof CliqDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvas: ReturnType<typeof within>) => canvas.findByRole('heading', { level: 2, name: 'Account information' });

const actions = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('region', { name: 'Account actions' }));

const userNameOf = (id: number) => userDisplayName(cliqStore.accounts.find((a) => a.id === id)?.user);

/** Pending after its approved alias changed (Arabic user name): history newest first, both actions. */
export const WithHistory: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px', subject: { role: 'table', name: 'Change history' } } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await loaded(canvas);
    await expect(canvas.getByRole('link', { name: 'Back to Cliq accounts' })).toHaveAttribute('href', '/cliq?status=pending');
    const history = canvas.getByRole('table', { name: 'Change history' });
    const actionsColumn = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await expect(actionsColumn).toEqual(['Changed', 'Approved', 'Created']);
    await expect(canvas.getByText(userNameOf(cliqDemoIds.pendingAfterApproval))).toHaveAttribute('dir', 'auto');
    await expect(actions(canvas).getByRole('button', { name: 'Approve account' })).toBeVisible();
    await expect(actions(canvas).getByRole('button', { name: 'Reject account' })).toBeVisible();
    await settle();
  },
};

/** No log yet: no Change history; Last changed reads N/A. */
export const WithoutHistory: Story = {
  render: () => <AppAt path={`/cliq/${cliqDemoIds.noHistory}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.queryByRole('table', { name: 'Change history' })).not.toBeInTheDocument();
    await expect(canvas.getByText('N/A')).toBeVisible();
    await settle();
  },
};

/** A verified account: Reject account only. */
export const VerifiedAccount: Story = {
  render: () => <AppAt path={`/cliq/${cliqDemoIds.verified}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(actions(canvas).getByText('Status: Verified')).toBeVisible();
    await expect(actions(canvas).queryByRole('button', { name: 'Approve account' })).not.toBeInTheDocument();
    await expect(actions(canvas).getByRole('button', { name: 'Reject account' })).toBeVisible();
    await settle();
  },
};

/** A rejected account (after an approval): Approve account only. */
export const RejectedAccount: Story = {
  render: () => <AppAt path={`/cliq/${cliqDemoIds.rejectedAfterApproval}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(actions(canvas).getByText('Status: Rejected')).toBeVisible();
    await expect(actions(canvas).getByRole('button', { name: 'Approve account' })).toBeVisible();
    await expect(actions(canvas).queryByRole('button', { name: 'Reject account' })).not.toBeInTheDocument();
    await settle();
  },
};

/** Skeletons until the account has loaded. */
export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/admin/cliq-accounts/:id', neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await expect(await canvas.findByText('Loading account…')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Account actions' })).not.toBeInTheDocument();
  },
};

/** Approve account opens Confirm approval, naming the user. */
export const ApproveModal: Story = {
  render: () => <AppAt path={`/cliq/${cliqDemoIds.pending}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(actions(canvas).getByRole('button', { name: 'Approve account' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Confirm approval' });
    await settle();
    await expect(dialog).toHaveAccessibleDescription(
      `Are you sure you want to approve this Cliq account for ${userNameOf(cliqDemoIds.pending)}?`,
    );
    await expect(within(dialog).getByRole('button', { name: 'Yes, approve' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await settle();
  },
};

/** Reject account on an account whose history holds an approval: the revert warning. */
export const RejectModalRevert: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px', subject: { role: 'alertdialog' } } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(actions(canvas).getByRole('button', { name: 'Reject account' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reject Cliq account' });
    await settle();
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to reject this Cliq account?');
    await expect(
      within(dialog).getByText('This action will revert the account to its previous approved state: the alias WALLET4 comes back.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Yes, reject' })).toBeVisible();
    await settle();
  },
};

/** Reject account on a never-approved account: it stays pending. */
export const RejectModalKeepPending: Story = {
  render: () => <AppAt path={`/cliq/${cliqDemoIds.pending}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(actions(canvas).getByRole('button', { name: 'Reject account' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reject Cliq account' });
    await settle();
    await expect(within(dialog).getByText('This action will reject the account and keep it in pending state.')).toBeVisible();
    await settle();
  },
};

/** A failed approval: the modal closes, the failure is told, the screen stays usable. */
export const ApproveFails: Story = {
  render: () => <AppAt path={`/cliq/${cliqDemoIds.pending}`} />,
  parameters: demoBackendWith(mswHttp.post('*/api/admin/cliq-accounts/:id/approve', serverError)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(actions(canvas).getByRole('button', { name: 'Approve account' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Confirm approval' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    await expect(await within(document.body).findByText('Failed to approve account. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(actions(canvas).getByRole('button', { name: 'Approve account' })).toBeVisible();
    await settle();
  },
};

/** The account, its user and its change history, once loaded. */
async function reviewLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findTitle(canvas, TITLE);
  await loaded(canvas);
  await canvas.findByRole('table', { name: 'Change history' });
}

/** The whole screen at 1280x800 beside the open sidebar: a pending account with its history and both actions. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    await reviewLoaded(canvasElement);
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** Reflow: at 320 px wide the review takes the width (the sidebar a drawer) and never scrolls sideways. */
export const At320: Story = {
  tags: ['visual'],
  parameters: { ...at320 },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    await reviewLoaded(canvasElement);
    await expectNoSidewaysScroll();
    // A compact bar, as KYC's: the case steps on a row, Reject and Approve on the next, at most 15 % of the screen.
    await expectCompactReviewBar({ bar: 'Account actions', reject: 'Reject account', approve: 'Approve account' });
    await settle();
  },
};

/** The whole screen at 1280x800 in Arabic, right to left: the account, its user, the change history and both actions. */
export const Desktop1280Arabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'بيانات الحساب' });
    await canvas.findByRole('table', { name: 'سجل التغييرات' });
    await settle();
  },
};
