import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { draftOwner, formDraftStore } from '../../kernel/formDraft';
import { handlers } from '../../test/demoHandlers';
import { makeKybRequest } from './demo';
import { sessionStore } from '../../platform/session/sessionStore';
import {
  AppAt,
  at320,
  at320Globals,
  collapsedSidebar,
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
import { KybDetailPage } from './KybDetailPage';
import { expectCompactReviewBar } from '../review-shared/reviewBarStory';

const TITLE = 'KYB verification review';
// Seed requests (deterministic): 1 pending with no document, 13 pending with two, 4 rejected (its
// documents lack download_url: links come from documents/{documentId}).
const PENDING = makeKybRequest(0);
const PENDING_WITH_TWO = makeKybRequest(12);
const REJECTED_BY_ID = makeKybRequest(3);

/**
 * KYB Verification Review (/kyb-verification/{id}): company and user details; while pending, the
 * three required documents are uploaded here and the request approved or rejected; afterwards the
 * documents are read-only.
 */
const meta = {
  title: 'Screens/KYB/KYB Verification Review',
  component: KybDetailPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path={`/kyb-verification/${PENDING.id}`} />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof KybDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvas: Canvas) => {
  await findTitle(canvas, TITLE);
  await canvas.findByRole('heading', { name: 'Company details' });
};
const picker = (canvas: Canvas, label: string) => canvas.getByLabelText(label, { selector: 'input' });
const pdf = (name: string) => new File(['%PDF-1.4\n% demo\n'], name, { type: 'application/pdf' });

/** Pending review: company (EN/AR), user, three empty slots (0/3), Save files inert. */
export const Pending: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px', subject: { role: 'region', name: 'Required documents' } } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText(PENDING.company_name_ar)).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByText('Pending review')).toBeVisible();
    await expect(canvas.getByText('0/3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save files' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Approve KYB' })).toBeVisible();
    await settle();
  },
};

/** Pending with two documents in: those slots are marked Uploaded (2/3) and the files can be opened. */
export const PendingWithDocuments: Story = {
  render: () => <AppAt path={`/kyb-verification/${PENDING_WITH_TWO.id}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('2/3')).toBeVisible();
    // The slots say "Uploaded"; the cards say when ("Uploaded 12 Jan 2026, 09:30").
    await expect(canvas.getAllByText('Uploaded', { selector: ':not(p)' })).toHaveLength(2);
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveLength(2));
    await settle();
  },
};

/** Refused files: the exact messages under the slot and as a notification; the picker is cleared. */
export const UploadRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'record.pdf', { type: 'application/pdf' });
    await userEvent.upload(picker(canvas, 'Commercial record'), exe);
    // Under the slot, and as a notification.
    await waitFor(() => expect(within(document.body).getAllByText('Only PDF, JPG, and PNG files are allowed')).toHaveLength(2));
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'letter.pdf', { type: 'application/pdf' });
    await userEvent.upload(picker(canvas, 'Authorization letter'), big);
    await waitFor(() => expect(within(document.body).getAllByText('File size must be at most 10 MB')).toHaveLength(2));
    await expect(picker(canvas, 'Commercial record')).toHaveValue('');
    await settle();
  },
};

/** Two files selected, then saved: the slots are marked Uploaded with their names. */
export const FilesSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.upload(picker(canvas, 'Commercial record'), pdf('commercial-record.pdf'));
    await userEvent.upload(picker(canvas, 'Authorization letter'), pdf('authorization.pdf'));
    const save = canvas.getByRole('button', { name: 'Save files' });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByText('2/3')).toBeVisible();
    await userEvent.click(save);
    await expect(await findNotice('Files saved successfully!')).toBeInTheDocument();
    await expect(canvas.getAllByText('Uploaded', { selector: ':not(p)' })).toHaveLength(2);
    await settle();
  },
};

/** While Save files runs, Approve and Reject are inert: a decision cannot race the upload. */
export const SavingFiles: Story = {
  parameters: demoBackendWith(mswHttp.post('*/api/admin/kyb/save-files/:id', neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.upload(picker(canvas, 'Commercial record'), pdf('commercial-record.pdf'));
    const save = canvas.getByRole('button', { name: 'Save files' });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(save);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Approve KYB' })).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('button', { name: 'Reject KYB' })).toHaveAttribute('aria-disabled', 'true');
    await settle();
  },
};

/** Files selected but not saved: the Approve dialog says they will be discarded. */
export const ApproveWithUnsavedFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.upload(picker(canvas, 'Commercial record'), pdf('commercial-record.pdf'));
    await userEvent.upload(picker(canvas, 'Authorization letter'), pdf('authorization.pdf'));
    await expect(await canvas.findByText('2/3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYB' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Approve KYB' });
    await expect(dialog).toHaveAccessibleDescription(
      `Are you sure you want to approve the KYB request of ${PENDING.company_name_en}? 2 selected files are not saved yet and will be discarded.`,
    );
    await settle();
  },
};

/** Approving before the documents are in: the server's message is part of the notification. */
export const ApproveFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYB' }));
    // Its documents are missing: a risky approval, sent only through the second step (the server refuses it anyway).
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Approve KYB' });
    await expect(within(dialog).getByRole('listitem')).toHaveTextContent(/of its 3 required documents/);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have checked these risks' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    await expect(await findNotice('Failed to approve KYB: All required documents must be uploaded before approval.')).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await settle();
  },
};

/** Reject KYB asks for a reason. */
export const RejectReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject KYB' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reject KYB' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'انتهت صلاحية السجل التجاري');
    await expect(within(dialog).getByRole('button', { name: 'Yes, reject' })).not.toHaveAttribute('aria-disabled');
    await settle();
  },
};

/**
 * Back after a session that ended with files chosen and not saved: the browser could not keep the
 * files, so the page names them (a name's bidi controls shown as code points) and asks for them again.
 */
export const FilesNotUploadedOnReturn: Story = {
  beforeEach: () => {
    const owner = draftOwner(sessionStore.getState().user);
    formDraftStore(owner, `kyb-files:${PENDING.id}`).write({
      commercial_record: 'commercial-record.pdf',
      authorization_letter: 'letter\u202Efdp.pdf',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('Files not uploaded')).toBeVisible();
    await expect(canvas.getByText('commercial-record.pdf', { selector: 'bdi' })).toBeVisible();
    await expect(canvas.getByText('letter[U+202E]fdp.pdf', { selector: 'bdi' })).toBeVisible();
    await expect(canvas.getByText('0/3')).toBeVisible();
    await settle();
  },
};

/** Rejected: read-only Uploaded documents with the status; links fetched from documents/{documentId}. */
export const Reviewed: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px', subject: { role: 'region', name: 'Uploaded documents' } } },
  beforeEach: collapsedSidebar,
  render: () => <AppAt path={`/kyb-verification/${REJECTED_BY_ID.id}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: 'Uploaded documents' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve KYB' })).toBeNull();
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveLength(3));
    await settle();
  },
};

/** Until the request is loaded: placeholders under the header. */
export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/admin/kyb/requests/:id', neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await expect(await canvas.findByText('Loading KYB request details…')).toBeInTheDocument();
  },
};

/** Reflow: at 320 px wide the review and its upload slots take the width (the sidebar a drawer) and never scroll sideways. */
export const At320: Story = {
  tags: ['visual'],
  parameters: { ...at320 },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, TITLE);
    await canvas.findByRole('heading', { name: 'Required documents' });
    await expectNoSidewaysScroll();
    await expectCompactReviewBar({ bar: 'KYB actions', reject: 'Reject KYB', approve: 'Approve KYB' });
    await settle();
  },
};

/** The whole screen at 1280x800 beside the open sidebar: a pending request, its company, user and document slots. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('Pending review')).toBeVisible();
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** The whole screen at 1280x800 in Arabic, right to left: company, user, status, the upload slots and Save files. */
export const Desktop1280Arabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'مراجعة التحقق من KYB' });
    await canvas.findByRole('heading', { name: 'بيانات الشركة' });
    await expect(canvas.getByRole('button', { name: 'حفظ الملفات' })).toBeInTheDocument();
    await settle();
  },
};
