import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, type ModalProps } from '@admin-console/admin-ui';

/** A trigger button plus the controlled modal, as a screen would write it. */
function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal
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
  title: 'Components/Modal',
  component: Modal,
  render: (args) => <ModalDemo key={String(args.open)} {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Confirm Approval',
    description: 'Are you sure you want to approve this Cliq account for Sara Ali?',
    children: <p style={{ margin: 0 }}>The account becomes usable for instant payments immediately.</p>,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Yes, Approve</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] },
    children: { control: false },
    footer: { control: false },
  },
  // A story that opens its modal at once has a frame of its own on the Docs page: a modal drawn in the page would
  // cover it (the top layer) and lock its scrolling.
  parameters: { docs: { story: { inline: false, iframeHeight: '460px' } } },
} satisfies Meta<typeof Modal>;

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

export const Playground: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'dialog' } } },
};

/** Focus moves in on open, the page behind is inert, Escape closes and focus returns to the opener. */
export const FocusAndEscape: Story = {
  parameters: drawnInDocsPage,
  args: {
    open: false,
    children: (
      <label style={{ display: 'grid', gap: 4 }}>
        Note
        <input />
      </label>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm Approval' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to approve this Cliq account for Sara Ali?');
    await expect(dialog.matches(':modal')).toBe(true);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');

    // The page behind is inert: it cannot take focus while the modal is open.
    opener.focus();
    await expect(opener).not.toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');

    // Keyboard only: Enter opens it again.
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Confirm Approval' });
  },
};

/** A click on the backdrop closes it; a click inside does not. */
export const OutsideClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm Approval' });
    await userEvent.click(within(dialog).getByText('The account becomes usable for instant payments immediately.'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    const box = dialog.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: dialog,
      coords: { clientX: Math.max(box.left - 10, 1), clientY: Math.max(box.top - 10, 1) },
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** While work is in flight: Escape, the backdrop and Close do nothing. */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm Approval' });
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 2, clientY: 2 } });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(close);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const FullScreen: Story = { args: { size: 'full', title: 'National ID (front)' } };

export const LongContent: Story = {
  args: {
    title: 'Reject this KYB request for a company whose registered trading name is unusually long and keeps going well past one line',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}: the reviewer reads the submitted documents, compares them with the company record and the authorised
            signatory, then decides.
          </p>
        ))}
        <Button variant="secondary">Focusable content keeps the scroll region reachable</Button>
      </div>
    ),
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'dialog' } } },
  args: {
    title: 'تأكيد الموافقة',
    description: 'هل أنت متأكد من الموافقة على حساب كليك هذا للمستخدم سارة علي؟',
    children: (
      <p style={{ margin: 0 }} dir="auto">
        يصبح الحساب قابلاً للاستخدام في المدفوعات الفورية على الفور.
      </p>
    ),
    footer: (
      <>
        <Button variant="secondary">إلغاء</Button>
        <Button>نعم، وافِق</Button>
      </>
    ),
    closeLabel: 'إغلاق',
    dir: 'rtl',
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/**
 * Uncontrolled: a `trigger` opens it and the dialog keeps its own state (no `open` in the screen);
 * Escape closes it and focus returns to the trigger.
 */
export const WithTrigger: Story = {
  parameters: drawnInDocsPage,
  render: ({ open: _controlled, onOpenChange, ...args }) => (
    <Modal {...args} onOpenChange={onOpenChange} trigger={<Button variant="secondary">Open dialog</Button>} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm Approval' });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
