import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { draftOwner, formDraftStore } from '../../kernel/formDraft';
import { handlers } from '../../test/demoHandlers';
import { makeKycUser } from './demo';
import {
  AppAt,
  at320,
  at320Globals,
  demoBackendWith,
  expectNoSidewaysScroll,
  findNotice,
  findTitle,
  neverAnswer,
  settle,
  signedInStory,
  wholeScreenAt,
  type Canvas,
} from '../../test/screenStory';
import { sessionStore } from '../../platform/session/sessionStore';
import { expectCompactReviewBar } from '../review-shared/reviewBarStory';
import { KycDetailPage } from './KycDetailPage';

const TITLE = 'KYC verification review';
// Seed users (deterministic): 1 is pending, 3 approved, 5 rejected.
const PENDING = makeKycUser(0);
const APPROVED = makeKycUser(2);
const REJECTED = makeKycUser(4);

/**
 * KYC Verification Review (/verification/{id}): one user's details in English and Arabic, their
 * documents (images in the viewer, PDFs in a new tab), and Approve KYC / Reject KYC.
 */
const meta = {
  title: 'Screens/KYC/KYC Verification Review',
  component: KycDetailPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path={`/verification/${PENDING.id}?from=status%3Dpending`} />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof KycDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvas: Canvas) => {
  await findTitle(canvas, TITLE);
  await canvas.findByRole('heading', { name: 'User information' });
};

/** A pending user: names in English and Arabic, ID card images and the signed agreement. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(
      canvas.getByText(`${PENDING.first_name_ar} ${PENDING.second_name_ar} ${PENDING.third_name_ar} ${PENDING.family_name_ar}`),
    ).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to KYC verification' })).toHaveAttribute('href', '/verification?status=pending');
    await expect(canvas.getByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await settle();
  },
};

/**
 * The keys in a real browser: "?" lists them; A opens Approve; Esc closes the dialog and only then, pressed again,
 * goes back to the list. A PDF is shown in the page, with its link to the original kept.
 */
export const KeyboardShortcuts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await loaded(canvas);
    await expect(canvas.getByRole('group', { name: 'User agreement, preview' })).toBeVisible();
    await userEvent.keyboard('{Shift>}[Slash]{/Shift}');
    const help = await canvas.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(help).getAllByRole('definition')).toHaveLength(7);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('a');
    const approve = await canvas.findByRole('alertdialog', { name: 'Approve KYC' });
    // waitFor: the dialog fades in (opacity counts for toBeVisible).
    await waitFor(() => expect(approve).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  },
};

/** An approved user: KYC status Verified. */
export const Verified: Story = {
  render: () => <AppAt path={`/verification/${APPROVED.id}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('Verified')).toBeVisible();
    await settle();
  },
};

/** A rejected user (the server reports it in kyc_status): KYC status Rejected. */
export const Rejected: Story = {
  render: () => <AppAt path={`/verification/${REJECTED.id}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await settle();
  },
};

/** The front of the ID card full size, with zoom and rotate. */
export const ImageViewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'View National ID (front)' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'National ID (front)' });
    const image = await within(dialog).findByRole('img', { name: 'National ID (front)' });
    // The generated PNG really loads (480 x 300).
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(480));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate right' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await settle();
  },
};

/** Approve KYC asks first. */
export const ApproveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Approve KYC' });
    await expect(within(dialog).getByRole('button', { name: 'Yes, approve' })).toBeInTheDocument();
    await settle();
  },
};

/** Reject KYC needs a reason: Yes, reject stays inert until it has one (spaces do not count). */
export const RejectReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject KYC' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reject KYC' });
    const reject = within(dialog).getByRole('button', { name: 'Yes, reject' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), '   ');
    await expect(reject).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'The ID photo is blurred.');
    await expect(reject).not.toHaveAttribute('aria-disabled');
    await settle();
  },
};

/**
 * Back after a session that ended mid-rejection (a 401, then signing in again): the reject dialog
 * opens by itself with the reason typed before, and says so; nothing was sent yet.
 */
export const RejectReasonRestored: Story = {
  beforeEach: () => {
    formDraftStore(draftOwner(sessionStore.getState().user), `review-reason:kyc:${PENDING.id}`).write('The ID photo is blurred.');
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reject KYC' });
    const field = within(dialog).getByRole('textbox', { name: 'Rejection reason' });
    await expect(field).toHaveValue('The ID photo is blurred.');
    await expect(field).toHaveAccessibleDescription('Required. Restored: you typed it before your session ended; nothing was sent yet.');
    await settle();
  },
};

/** Approving fails: the message of docs/product.md#notifications, and the page stays usable. */
export const ApproveFails: Story = {
  parameters: demoBackendWith(mswHttp.post('*/api/admin/kyc/approve/:id', () => HttpResponse.json({ message: 'Down' }, { status: 500 }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog', { name: 'Approve KYC' })).getByRole('button', { name: 'Yes, approve' }),
    );
    await expect(await findNotice('Failed to approve KYC. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await settle();
  },
};

/** Until the user is loaded: placeholders under the header. */
export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/admin/kyc/review/:id', neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await expect(await canvas.findByText('Loading user details…')).toBeInTheDocument();
  },
};

/**
 * Reflow: at 320 px wide the review takes the width (the sidebar a drawer) and never scrolls sideways; the decision
 * bar is two short rows, the case steps (arrows) above Reject and Approve.
 */
export const At320: Story = {
  tags: ['visual'],
  parameters: { ...at320 },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await canvas.findByRole('heading', { name: 'User information' });
    await expectNoSidewaysScroll();
    // On a phone the pinned bar keeps the decisions and the case steps, not the keyboard help.
    await expect(canvas.getByRole('button', { name: 'Next case' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Shortcuts/ })).toBeNull();
    // A compact bar: the case steps on a row, Reject and Approve on the next, apart from Next case.
    await expectCompactReviewBar({ bar: 'KYC actions', reject: 'Reject KYC', approve: 'Approve KYC' });
    await settle();
  },
};

/** The decision bar at 320x640, in English and in Arabic: two short rows, Reject and Approve apart from the case steps. */
export const ActionBarAt320: Story = {
  parameters: { ...at320 },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), TITLE);
    await expectCompactReviewBar({ bar: 'KYC actions', reject: 'Reject KYC', approve: 'Approve KYC' });
  },
};

export const ActionBarAt320Arabic: Story = {
  parameters: { ...at320 },
  globals: { ...at320Globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'مراجعة التحقق من KYC' });
    await expectCompactReviewBar({ bar: 'إجراءات KYC', reject: 'رفض KYC', approve: 'الموافقة على KYC' });
  },
};

/** A 1280x800 window zoomed to 200 %: 640x400 CSS pixels. */
const at200Zoom = {
  viewport: {
    options: { zoom200: { name: '200 % zoom (640x400)', styles: { width: '640px', height: '400px' }, type: 'desktop' } },
  },
} as const;

/**
 * At 200 % zoom the PDF shown in the page, focused, is in sight above the pinned decision bar (WCAG 2.4.11, focus not
 * obscured) and wears the focus ring.
 */
export const PdfFocusAt200Zoom: Story = {
  parameters: { ...at200Zoom },
  globals: { viewport: { value: 'zoom200', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(window.innerHeight).toBe(400);
    const pdf = canvas.getByRole('group', { name: 'User agreement, preview' });
    const bar = canvas.getByRole('region', { name: 'KYC actions' });
    // Keyboard focus on the preview (as V gives it on a review whose first document is a PDF).
    await userEvent.keyboard('{Shift}');
    pdf.focus();
    await waitFor(() => expect(pdf).toHaveFocus());
    // Seen whole: below the top of the screen, above the bar (waitFor: a smooth scroll may still be under way).
    await waitFor(() => {
      const frame = pdf.getBoundingClientRect();
      return expect({ top: frame.top >= 0, aboveTheBar: frame.bottom <= bar.getBoundingClientRect().top }).toEqual({
        top: true,
        aboveTheBar: true,
      });
    });
    await expect(getComputedStyle(pdf).outlineStyle).toBe('solid');
  },
};

/** The whole screen at 1280x800 beside the open sidebar: a pending user, details and documents. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('Pending')).toBeVisible();
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** The whole screen at 1280x800 in Arabic, right to left: the user's details, documents and the decision bar. */
export const Desktop1280Arabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'مراجعة التحقق من KYC' });
    await canvas.findByRole('heading', { name: 'بيانات المستخدم' });
    await expect(canvas.getByRole('button', { name: 'الموافقة على KYC' })).toBeVisible();
    await settle();
  },
};
