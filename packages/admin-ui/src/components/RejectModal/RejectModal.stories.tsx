import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, RejectModal, type RejectModalProps } from '@admin-console/admin-ui';
import { visibleEnglish } from '../../test-utils/visibleEnglish';

function RejectDemo(args: RejectModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Reject KYC
      </Button>
      <RejectModal
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/RejectModal',
  component: RejectModal,
  render: (args) => <RejectDemo key={String(args.open)} {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    title: 'Reject KYC',
    description: 'The user will be asked to submit their documents again.',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: '420px' } } },
} satisfies Meta<typeof RejectModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the Docs page, a story that starts closed is drawn in the page itself, not in a frame of its own: the reader
 * sees its trigger, which opens the real dialog over the page. A frame would run the story's play function, whose
 * click on the trigger focuses it, and focus scrolls the Docs page to the frame. In the page, the play function does
 * not run (Storybook's `docs.story.autoplay` is off); the story's test still does. The frames' size is given as
 * `iframeHeight`, which a story drawn in the page does not take (`height` would make its box a scroll area that
 * clips the trigger's focus ring).
 */
const drawnInDocsPage = { docs: { story: { inline: true } } };

export const Playground: Story = {};

/** Empty or whitespace-only reason: Reject stays inert. A real reason is sent trimmed. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Reject KYC' });
    const field = within(dialog).getByRole('textbox', { name: 'Rejection reason' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(reject).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(field, '    ');
    await expect(reject).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reject);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.type(field, 'National ID photo is blurred   ');
    await expect(reject).not.toHaveAttribute('aria-disabled');
    await userEvent.dblClick(reject);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('National ID photo is blurred');
  },
};

/** The request failed: the screen keeps the modal open, the text is still there to retry. */
export const FailedCallKeepsReason: Story = {
  parameters: drawnInDocsPage,
  args: { open: false, onConfirm: fn(() => Promise.reject(new Error('Failed to reject KYC. Please try again.'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject KYC' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Reject KYC' });
    const field = within(dialog).getByRole('textbox', { name: 'Rejection reason' });
    await userEvent.type(field, 'Document expired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reject' })).not.toHaveAttribute('aria-busy'));
    await expect(field).toHaveValue('Document expired');
    // Close and reopen: still there.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Reject KYC' }));
    const again = await canvas.findByRole('textbox', { name: 'Rejection reason' });
    await expect(again).toHaveValue('Document expired');
  },
};

/**
 * The screen owns the reason (`reason` / `onReasonChange`), e.g. a draft kept across a session that
 * ended: the dialog opens with it, and the hint says where it came from.
 */
export const RestoredReason: Story = {
  render: function Render(args) {
    const [reason, setReason] = useState('The commercial record has expired.');
    return <RejectDemo {...args} reason={reason} onReasonChange={setReason} />;
  },
  args: { reasonHint: 'Required. Restored: you typed it before your session ended; nothing was sent yet.' },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Reject KYC' });
    const field = within(dialog).getByRole('textbox', { name: 'Rejection reason' });
    await expect(field).toHaveValue('The commercial record has expired.');
    await expect(field).toHaveAccessibleDescription('Required. Restored: you typed it before your session ended; nothing was sent yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('The commercial record has expired.');
  },
};

/**
 * Ready-made reasons (`reasons`), picked with the keyboard alone: Shift+Tab from the field reaches them, the arrow
 * keys walk them, Enter or Space picks. The pick joins the typed text on a new line, focus goes back to the field,
 * and the admin edits it there before sending: what is sent is the field's text.
 */
export const ReadyMadeReasons: Story = {
  args: {
    reasons: ['ID photo unreadable', 'ID expired', 'Name does not match the ID', 'User agreement not signed', 'Documents missing'],
  },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Reject KYC' });
    const field = within(dialog).getByRole('textbox', { name: 'Rejection reason' });
    const group = within(dialog).getByRole('group', { name: 'Ready-made reasons' });
    await waitFor(() => expect(field).toHaveFocus());
    await step('free text first', async () => {
      await userEvent.type(field, 'Please upload both sides.');
    });
    await step('a reason picked with the keyboard joins it', async () => {
      await userEvent.tab({ shift: true });
      await expect(within(group).getByRole('button', { name: 'Documents missing' })).toHaveFocus();
      await userEvent.keyboard('{Home}{ArrowRight}');
      await expect(within(group).getByRole('button', { name: 'ID expired' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(field).toHaveFocus();
      await expect(field).toHaveValue('Please upload both sides.\nID expired');
    });
    await step('edited, then sent as edited', async () => {
      await userEvent.keyboard(' on 2025-03-01');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(args.onConfirm).toHaveBeenCalledWith('Please upload both sides.\nID expired on 2025-03-01');
    });
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Rejecting…' },
};

export const WithCharacterCount: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'alertdialog' } } },
  args: { title: 'Reject KYB', maxLength: 500 },
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'alertdialog' } } },
  args: {
    title: 'رفض التحقق من الهوية',
    description: 'سيُطلب من المستخدم إرسال مستنداته مرة أخرى.',
    reasonLabel: 'سبب الرفض',
    reasonHint: 'مطلوب.',
    confirmLabel: 'رفض',
    cancelLabel: 'إلغاء',
    dir: 'rtl',
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The dialog's own texts in Arabic (reason, Required, Reject, Cancel, Close) from the provider: only the title is the caller's. */
export const TextsArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { subject: { role: 'alertdialog' }, viewport: { width: 1280, height: 800 } } },
  args: { title: 'رفض التحقق من KYC', description: 'سيُطلب من المستخدم إرسال مستنداته مرة أخرى.' },
  play: async ({ canvasElement }) => {
    // No English word left where the dialog names things (the story's own "Reject" button aside).
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(visibleEnglish(dialog)).toEqual([]));
  },
};

/** Ready-made reasons in an Arabic console: the group's name from the provider, the reasons the caller's. */
export const ReasonsArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { subject: { role: 'alertdialog' }, viewport: { width: 1280, height: 800 } } },
  args: {
    title: 'رفض طلب التحقق من الهوية',
    description: 'سيُطلب من المستخدم إرسال مستنداته مرة أخرى.',
    dir: 'rtl',
    reasons: ['صورة الهوية غير مقروءة', 'الهوية منتهية الصلاحية', 'الاسم لا يطابق الهوية', 'اتفاقية المستخدم غير موقّعة', 'مستندات ناقصة'],
  },
};
