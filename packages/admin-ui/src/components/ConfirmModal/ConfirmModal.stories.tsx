import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmModal, type ConfirmModalProps } from '@admin-console/admin-ui';

function ConfirmDemo(args: ConfirmModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Approve Account
      </Button>
      <ConfirmModal
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

const slowRequest = () => new Promise<void>((resolve) => setTimeout(resolve, 400));

const meta = {
  title: 'Components/ConfirmModal',
  component: ConfirmModal,
  render: (args) => <ConfirmDemo key={String(args.open)} {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(slowRequest),
    title: 'Confirm Approval',
    description: 'Are you sure you want to approve this Cliq account for Sara Ali?',
    confirmLabel: 'Yes, Approve',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'danger'] } },
  parameters: { docs: { story: { inline: false, iframeHeight: '320px' } } },
} satisfies Meta<typeof ConfirmModal>;

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

/** Cliq reject: danger tone, with the warning under the question. */
export const Danger: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'alertdialog' } } },
  args: {
    title: 'Reject Cliq Account',
    description: 'Are you sure you want to reject this Cliq account?',
    children: (
      <p role="note" style={{ margin: 0, fontWeight: 500 }}>
        Warning: This action will reject the account and keep it in pending state.
      </p>
    ),
    confirmLabel: 'Yes, Reject',
    tone: 'danger',
  },
};

/** The screen's request is in flight. */
export const Busy: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'alertdialog' } } },
  args: { busy: true, busyLabel: 'Approving…' },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Confirm Approval' });
    const confirm = within(dialog).getByRole('button', { name: 'Approving…' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The approval below: out until the play answers it, after checking what happens meanwhile. */
const heldApproval = { answer: () => {} };

/** The screen forgot `busy`: the returned promise still guards against a double submit. */
export const DoubleClickConfirmsOnce: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => (heldApproval.answer = resolve))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Confirm Approval' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Approve' });
    await userEvent.dblClick(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    heldApproval.answer();
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Clicking outside a modal closes it; focus returns to the button that opened it. */
export const OutsideClickCloses: Story = {
  parameters: drawnInDocsPage,
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Approve Account' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Confirm Approval' });
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 2, clientY: 2 } });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Confirm Approval of a request with an exceptionally long title that wraps onto several lines',
    description:
      'Are you sure you want to approve this Cliq account for Abdulrahman Mohammed Abdullah Al-Hashemi Trading and General Contracting Establishment?',
  },
};

export const Arabic: Story = {
  args: {
    title: 'تأكيد الموافقة',
    description: 'هل أنت متأكد من الموافقة على حساب كليك هذا للمستخدم عبد الرحمن الهاشمي؟',
    confirmLabel: 'نعم، وافِق',
    cancelLabel: 'إلغاء',
    dir: 'rtl',
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A screen whose confirmed action removes the button that opened the dialog (Cancel exists only while editing). */
function DiscardDemo({ withReturnFocus }: { withReturnFocus: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={editRef} variant={editing ? 'primary' : 'secondary'} onClick={() => setEditing(true)}>
        {editing ? 'Save Data' : 'Edit'}
      </Button>
      {editing && (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Cancel
        </Button>
      )}
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard your changes?"
        description="Your 2 edited cells will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        tone="danger"
        returnFocus={withReturnFocus ? editRef : undefined}
        onConfirm={() => {
          setConfirming(false);
          setEditing(false);
        }}
      />
    </>
  );
}

/**
 * `returnFocus`: the confirmed action removes the opener (Cancel), so focus goes to Edit once the
 * dialog has closed, not to the body. (While the dialog is open the page is inert: the screen could
 * not move focus there itself.)
 */
export const ReturnFocusAfterAction: Story = {
  parameters: drawnInDocsPage,
  render: () => <DiscardDemo withReturnFocus />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
  },
};

/**
 * Uncontrolled: the `trigger` opens it, and it closes itself once `onConfirm`'s promise fulfils
 * (a failure keeps it open); focus returns to the trigger.
 */
export const WithTrigger: Story = {
  parameters: drawnInDocsPage,
  render: ({ open: _controlled, ...args }) => <ConfirmModal {...args} trigger={<Button>Approve Account</Button>} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Approve Account' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Confirm Approval' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to approve this Cliq account for Sara Ali?');
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/**
 * A risky approval: the risks are listed, "Approve anyway" is the danger button and stays inert until the box
 * is ticked. Focus starts on Cancel: Enter cancels, and Tab then Enter (the one-step habit) confirms nothing.
 */
export const Risky: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'alertdialog' } } },
  args: {
    title: 'Approve KYC',
    description: 'Are you sure you want to approve the KYC of Sara Ali?',
    confirmLabel: 'Yes, approve',
    riskConfirmLabel: 'Approve anyway',
    risks: ['User agreement: the file could not be loaded (404 Not Found).', 'Already approved on 20 Jan 2026, 09:00.'],
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Approve KYC' });
    const risks = within(dialog).getAllByRole('listitem');
    await expect(risks.map((item) => item.textContent)).toEqual(args.risks);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    const anyway = within(dialog).getByRole('button', { name: 'Approve anyway' });
    await expect(within(dialog).queryByRole('button', { name: 'Yes, approve' })).not.toBeInTheDocument();
    // Tab then Enter: the button is reached but inert until the risks are acknowledged.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(anyway).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have checked these risks' }));
    await userEvent.click(anyway);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // The request is in flight (busy), then settles: the picture is of the settled dialog, never a moment of it.
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(dialog).not.toHaveAttribute('aria-busy'));
    await expect(within(dialog).getByRole('button', { name: 'Approve anyway' })).not.toHaveAttribute('aria-busy');
  },
};
