import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, StickyActionBar, UploadSlots, type UploadFiles, type UploadSlotsProps } from '@admin-console/admin-ui';
import { visibleEnglish } from '../../test-utils/visibleEnglish';

const KYB_SLOTS: UploadSlotsProps['slots'] = [
  { key: 'commercial_record', label: 'Commercial Record' },
  { key: 'authorization_letter', label: 'Authorization Letter' },
  { key: 'signed_terms_and_conditions', label: 'Signed Terms and Conditions' },
];

/** The rules the KYB screen passes (the app's policy: admin-ui has none of its own). */
const DOCUMENT_RULES: UploadSlotsProps['rules'] = { maxBytes: 10 * 1024 * 1024, accept: ['pdf', 'jpg', 'jpeg', 'png'] };

const pdfFile = (name: string, size = 245_760) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
  return new File([bytes], name, { type: 'application/pdf' });
};
const renamedExecutable = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], 'commercial-record.pdf', {
    type: 'application/pdf',
  });

/** Controlled, as the KYB screen holds it. */
function UploadDemo(args: UploadSlotsProps) {
  const [files, setFiles] = useState<UploadFiles>(args.files);
  return (
    <UploadSlots
      {...args}
      files={files}
      onFilesChange={(next) => {
        args.onFilesChange(next);
        setFiles(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/UploadSlots',
  component: UploadSlots,
  render: (args) => <UploadDemo {...args} />,
  args: { slots: KYB_SLOTS, rules: DOCUMENT_RULES, files: {}, onFilesChange: fn(), onReject: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {};

export const SomeSelected: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 780px' } },
  args: {
    files: { commercial_record: pdfFile('commercial-record-2025.pdf') },
    slots: [KYB_SLOTS[0]!, { ...KYB_SLOTS[1]!, uploadedFileName: 'authorization-letter.pdf' }, KYB_SLOTS[2]!],
  },
};

export const AllUploaded: Story = {
  args: {
    slots: KYB_SLOTS.map((slot) => ({ ...slot, uploadedFileName: `${slot.key.replaceAll('_', '-')}.pdf` })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 3 documents ready');
    await expect(canvas.getAllByText('Uploaded')).toHaveLength(3);
  },
};

/** A renamed executable is refused inline, reported, and the input is cleared so it can be picked again. */
export const RefusedFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Commercial Record/);
    await userEvent.upload(input, renamedExecutable());
    await expect(await canvas.findByText('Only PDF, JPG, and PNG files are allowed')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith('commercial_record', 'Only PDF, JPG, and PNG files are allowed');
    await expect(input).toHaveValue('');
    // The same file again: refused again (the cleared input fires a change).
    await userEvent.upload(input, renamedExecutable());
    await waitFor(() => expect(args.onReject).toHaveBeenCalledTimes(2));
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    // A real PDF replaces the refusal.
    await userEvent.upload(input, pdfFile('commercial-record.pdf'));
    await canvas.findByRole('button', { name: 'Remove commercial-record.pdf' });
    await expect(canvas.queryByText('Only PDF, JPG, and PNG files are allowed')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 3 documents ready');
  },
};

/**
 * The screen notifies each refusal (documented usage), so the inline message is not a live region:
 * it is still shown and describes the picker, and the refusal is spoken once.
 */
export const RefusalNotifiedByScreen: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 780px' } },
  args: { announceErrors: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Commercial Record/);
    await userEvent.upload(input, renamedExecutable());
    await expect(await canvas.findByText('Only PDF, JPG, and PNG files are allowed')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith('commercial_record', 'Only PDF, JPG, and PNG files are allowed');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Only PDF, JPG, and PNG files are allowed/);
  },
};

/** Drag a file onto a slot (a real DataTransfer in Chromium). */
export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slot = canvas.getAllByRole('listitem')[1]!;
    const transfer = new DataTransfer();
    transfer.items.add(pdfFile('authorization-letter.pdf'));
    slot.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitFor(() => expect(slot).toHaveAttribute('data-dragging', 'true'));
    slot.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await canvas.findByText('authorization-letter.pdf');
    await waitFor(() => expect(slot).not.toHaveAttribute('data-dragging'));
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
  },
};

/** The picker is the native input: Tab reaches it, Enter/Space open it; Remove returns focus to it. */
export const Keyboard: Story = {
  args: { files: { commercial_record: pdfFile('commercial-record.pdf') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove commercial-record.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(/Choose file Commercial Record/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Choose file Authorization Letter/)).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    files: { commercial_record: pdfFile('commercial-record.pdf') },
    slots: [KYB_SLOTS[0]!, { ...KYB_SLOTS[1]!, uploadedFileName: 'authorization-letter.pdf' }, KYB_SLOTS[2]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Choose file Signed Terms and Conditions/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove commercial-record.pdf' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongFileNames: Story = {
  args: {
    files: {
      commercial_record: pdfFile('commercial-record-of-the-company-registered-in-amman-in-2019-final-scanned-copy-v3.pdf', 9_800_000),
    },
    slots: [
      KYB_SLOTS[0]!,
      { ...KYB_SLOTS[1]!, uploadedFileName: 'authorization-letter-signed-by-the-general-manager-and-stamped.pdf' },
      { ...KYB_SLOTS[2]!, label: 'Signed Terms and Conditions of the Wallet Processor Merchant Agreement' },
    ],
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 780px' } },
  args: {
    slots: [
      { key: 'commercial_record', label: 'السجل التجاري' },
      { key: 'authorization_letter', label: 'كتاب التفويض', uploadedFileName: 'كتاب-التفويض.pdf' },
      { key: 'signed_terms_and_conditions', label: 'الشروط والأحكام الموقعة' },
    ],
    files: { commercial_record: pdfFile('السجل-التجاري.pdf') },
  },
};

export const Narrow: Story = {
  tags: ['visual'],
  args: { files: { commercial_record: pdfFile('commercial-record.pdf') } },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * In a long page with a sticky decision bar (as on the KYB review): tabbing to each "Choose file",
 * forwards from above and backwards from the bar, brings its visible button into view, clear of the
 * bar, not only the input's hidden 1px box (which sits below the button).
 */
export const ChooseFileNotHidden: Story = {
  render: (args) => (
    <div>
      <Button variant="secondary">Start</Button>
      <div style={{ height: 1200 }} />
      <UploadDemo {...args} />
      <div style={{ height: 1200 }} />
      <StickyActionBar aria-label="KYB actions" message="Status: Pending Review">
        <Button>Approve KYB</Button>
      </StickyActionBar>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'KYB actions' });
    const slots = ['Commercial Record', 'Authorization Letter', 'Signed Terms and Conditions'];
    const expectFaceInView = async (slot: string) => {
      const input = canvas.getByLabelText(`Choose file ${slot}`);
      await expect(input).toHaveFocus();
      const face = canvas.getAllByText('Choose file').find((label) => label.getAttribute('for') === input.id);
      if (!face) throw new Error(`no visible button for ${slot}`);
      await waitFor(() => {
        const box = face.getBoundingClientRect();
        return expect({ slot, top: box.top >= 0, bottom: Math.round(box.bottom) <= Math.round(bar.getBoundingClientRect().top) }).toEqual({
          slot,
          top: true,
          bottom: true,
        });
      });
    };
    window.scrollTo(0, 0);
    canvas.getByRole('button', { name: 'Start' }).focus();
    for (const slot of slots) {
      await userEvent.tab();
      await expectFaceInView(slot);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    canvas.getByRole('button', { name: 'Approve KYB' }).focus();
    for (const slot of [...slots].reverse()) {
      await userEvent.tab({ shift: true });
      await expectFaceInView(slot);
    }
  },
};

/** `header`: the section's heading at the start of the counter's row; the counter beside it, not on a line of its own. */
export const WithHeader: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 780px' } },
  args: { header: <h2 style={{ margin: 0, fontSize: 18 }}>Required Documents</h2> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Required Documents' }).getBoundingClientRect();
    const counter = canvas.getByRole('status').getBoundingClientRect();
    // One row: the counter's middle is within the heading's height, and it sits at the end.
    await expect(counter.top + counter.height / 2).toBeGreaterThan(heading.top);
    await expect(counter.top + counter.height / 2).toBeLessThan(heading.bottom);
    await expect(counter.left).toBeGreaterThan(heading.right);
  },
};

/**
 * Another app's rules (one CSV of at most 1 MB): the hint, the picker's filter and the refusals are
 * worded from them, with no trace of the document rules.
 */
export const OtherRules: Story = {
  args: { slots: [{ key: 'rates', label: 'Exchange rates' }], rules: { maxBytes: 1024 * 1024, accept: ['csv'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Exchange rates/);
    await expect(input).toHaveAccessibleDescription('CSV, up to 1 MB. Or drop it here.');
    await expect(input).toHaveAttribute('accept', '.csv');
    // The dialog's "All files" choice: the browser does not hold the picker to `accept`.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, pdfFile('rates.pdf'));
    await expect(await canvas.findByText('Only CSV files are allowed')).toBeVisible();
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1).fill(0x61)], 'rates.csv', { type: 'text/csv' }));
    await expect(await canvas.findByText('File size must be at most 1 MB')).toBeVisible();
    await expect(args.onReject).toHaveBeenLastCalledWith('rates', 'File size must be at most 1 MB');
    await expect(canvasElement).not.toHaveTextContent(/PDF|JPG|PNG|10 MB/);
  },
};

/** The slots' own texts in Arabic (markers, buttons, hint, sizes, counter), from the provider. */
export const SomeSelectedArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { viewport: { width: 1280, height: 800 } } },
  args: {
    slots: [
      { key: 'commercial_record', label: 'السجل التجاري' },
      { key: 'authorization_letter', label: 'كتاب التفويض', uploadedFileName: 'كتاب-التفويض.pdf' },
      { key: 'signed_terms_and_conditions', label: 'الشروط والأحكام الموقعة' },
    ],
    files: { commercial_record: pdfFile('السجل-التجاري.pdf') },
  },
  play: async ({ canvasElement }) => {
    // No English left in the slots' texts, names and hints; the file names are data, each allowed whole.
    await waitFor(() => expect(visibleEnglish(canvasElement, { allow: ['السجل-التجاري.pdf', 'كتاب-التفويض.pdf'] })).toEqual([]));
  },
};
