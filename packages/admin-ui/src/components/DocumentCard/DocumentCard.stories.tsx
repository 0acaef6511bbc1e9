import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentCard, StatusBadge } from '@admin-console/admin-ui';
// ?no-inline: Vite would inline small assets as data: URLs, which isSafeDocumentUrl refuses by design.
import nationalIdBack from './fixtures/national-id-back.png?no-inline';
import nationalIdFront from './fixtures/national-id-front.png?no-inline';
import commercialRecord from './fixtures/commercial-record.pdf?no-inline';

// Cards live in a grid: give each story a column's width (parameters.cardWidth).
const cardColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.cardWidth as number | undefined) ?? 320 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/DocumentCard',
  component: DocumentCard,
  args: {
    title: 'National ID (front)',
    url: nationalIdFront,
    uploadedAt: '12/05/2026, 10:14',
    fileName: 'national_id_front.png',
  },
  argTypes: { kind: { control: 'inline-radio', options: ['image', 'pdf', 'other'] } },
  decorators: [cardColumn],
} satisfies Meta<typeof DocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The thumbnail opens the image full size; Escape closes it and focus returns to the thumbnail. */
export const Image: Story = {
  args: { status: <StatusBadge tone="success">Verified</StatusBadge> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbnail = canvas.getByRole('button', { name: 'View National ID (front)' });
    await userEvent.click(thumbnail);
    const viewer = await canvas.findByRole('dialog', { name: 'National ID (front)' });
    const image = within(viewer).getByRole('img', { name: 'National ID (front)' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(480));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(thumbnail).toHaveFocus();
  },
};

/** PDFs open in a new tab, without giving the new page a handle on this one. */
export const Pdf: Story = {
  tags: ['visual'],
  args: {
    title: 'Commercial Record',
    url: commercialRecord,
    fileName: 'commercial_record.pdf',
    status: <StatusBadge tone="warning">Pending Review</StatusBadge>,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open PDF (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', commercialRecord);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const OtherFile: Story = {
  args: { title: 'User Agreement', url: '/api/admin/kyc/documents/3', fileName: undefined, kind: 'other' },
};

/** A javascript: URL from the server is never rendered as a link or an image. */
export const UnsafeUrl: Story = {
  tags: ['visual'],
  args: { url: 'javascript:alert(document.cookie)', kind: 'pdf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Document unavailable')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const MissingUrl: Story = {
  args: { url: null, uploadedAt: undefined },
};

/** The image URL is safe but does not load: say so, and offer the file itself. */
export const BrokenImage: Story = {
  args: { url: '/storage/kyc/does-not-exist.png', onOpenImage: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Preview unavailable');
    await expect(canvas.getByRole('link', { name: 'Open image (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/storage/kyc/does-not-exist.png',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(args.onOpenImage).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  tags: ['visual'],
  args: {
    title: 'Signed Terms and Conditions of the Wallet Processor Merchant Agreement (second revision)',
    url: commercialRecord,
    fileName: 'signed-terms-and-conditions-of-the-wallet-processor-merchant-agreement-v2-final.pdf',
    uploadedAt: 'Wednesday, 12 May 2026 at 10:14:55 Arabian Standard Time',
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  args: {
    title: 'الهوية الوطنية (الوجه الخلفي)',
    url: nationalIdBack,
    fileName: 'الهوية-الخلفية.png',
    status: <StatusBadge tone="success">تم التحقق</StatusBadge>,
  },
};

/** KYC detail: the three documents side by side. */
export const Gallery: Story = {
  tags: ['visual'],
  parameters: { cardWidth: 760 },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
      <DocumentCard title="National ID (front)" url={nationalIdFront} uploadedAt="12/05/2026, 10:14" />
      <DocumentCard title="National ID (back)" url={nationalIdBack} uploadedAt="12/05/2026, 10:15" />
      <DocumentCard title="User Agreement" url={commercialRecord} fileName="user_agreement.pdf" uploadedAt="12/05/2026, 10:16" />
    </div>
  ),
};

export const Narrow: Story = {
  parameters: { cardWidth: 200 },
};

/** The screen found the file missing (404): the card says what failed, never that the browser cannot show PDFs, and keeps the link. */
export const FileNotLoaded: Story = {
  tags: ['visual'],
  parameters: { cardWidth: 640 },
  args: {
    title: 'User agreement',
    url: '/missing/user_agreement.pdf',
    fileName: 'user_agreement.pdf',
    loadError: { status: '404 Not Found' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'User agreement' });
    await expect(card).toHaveTextContent('The file could not be loaded (404 Not Found).');
    await expect(card).not.toHaveTextContent('This browser cannot show the PDF here');
    await expect(within(card).queryByRole('group', { name: 'User agreement, preview' })).not.toBeInTheDocument();
    await expect(within(card).getByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/missing/user_agreement.pdf',
    );
  },
};
