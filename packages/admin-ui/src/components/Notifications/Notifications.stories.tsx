import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Modal,
  NotificationDock,
  NotificationList,
  NotificationsProvider,
  useNotifications,
  type NotifyInput,
} from '@admin-console/admin-ui';
import { visibleEnglish } from '../../test-utils/visibleEnglish';

/** The stack is fixed to the viewport; a transformed frame keeps each story's stack in its own box. */
const Frame = (Story: ComponentType, { parameters }: { parameters: { unframed?: boolean } }) =>
  parameters.unframed ? (
    <Story />
  ) : (
    <div data-frame="" style={{ transform: 'translateZ(0)', minHeight: 380, padding: 16 }}>
      <Story />
    </div>
  );

const examples: Record<string, NotifyInput> = {
  'Approve KYC': { tone: 'success', message: 'KYC verification approved successfully!' },
  'Approve fails': { tone: 'error', message: 'Failed to approve KYC. Please try again.' },
  Forbidden: { tone: 'warning', message: 'Admin privileges required.' },
  'Files saved': { tone: 'info', title: 'KYB request 118', message: 'Files saved successfully!' },
};

/** Buttons that call notify(), like screens do. */
function Demo() {
  const { notify, dismissAll } = useNotifications();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 380 }}>
      {Object.entries(examples).map(([label, input]) => (
        <Button key={label} variant="secondary" onClick={() => notify(input)}>
          {label}
        </Button>
      ))}
      <Button variant="ghost" onClick={dismissAll}>
        Dismiss all
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Notifications',
  component: NotificationsProvider,
  decorators: [Frame],
  args: { autoDismissMs: 5000, placement: 'top-end', children: <Demo /> },
  argTypes: {
    placement: { control: 'select', options: ['top-end', 'top-start', 'top-center', 'bottom-end', 'bottom-start', 'bottom-center'] },
    children: { control: false },
  },
} satisfies Meta<typeof NotificationsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Errors are announced by the role=alert region, the rest by the polite role=status region;
 * both exist before anything is shown. Each toast can be dismissed.
 */
export const Announcements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    const status = canvas.getByRole('status');
    await expect(alert).toBeEmptyDOMElement();
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    await expect(status).toHaveTextContent('SuccessKYC verification approved successfully!');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve fails' }));
    await expect(alert).toHaveTextContent('Failed to approve KYC. Please try again.');
    await expect(alert).not.toHaveTextContent('approved successfully');

    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss notification' }));
    await expect(alert).toBeEmptyDOMElement();
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss notification' }));
    await expect(status).toBeEmptyDOMElement();
  },
};

/** `offset`: the stack keeps clear of an app's top bar (here 56px), so a toast never covers it. */
export const BelowTopBar: Story = {
  args: { offset: '56px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    const toast = await canvas.findByText('KYC verification approved successfully!');
    const viewport = canvas.getByRole('status').parentElement;
    if (!viewport) throw new Error('no notifications viewport');
    const frame = canvasElement.querySelector('[data-frame]');
    if (!frame) throw new Error('no frame');
    const top = frame.getBoundingClientRect().top;
    await expect(viewport).toContainElement(toast);
    await expect(Math.round(viewport.getBoundingClientRect().top - top)).toBe(56);
  },
};

/** An app's top bar: the dock takes its free start, the user's controls sit at the end. */
function TopBarWithDock() {
  return (
    <>
      <div
        role="group"
        aria-label="Top bar"
        style={{ display: 'flex', alignItems: 'center', gap: 12, height: 56, padding: '0 16px', borderBottom: '1px solid #d0d5dd' }}
      >
        <NotificationDock />
        <span>Signed in as Layla Haddad</span>
        <Button variant="secondary" size="sm">
          العربية
        </Button>
      </div>
      <div style={{ padding: 16 }}>
        <h1 style={{ margin: '0 0 12px' }}>KYC verification</h1>
        <Demo />
      </div>
    </>
  );
}

/**
 * Docked (`NotificationDock` in the free start of an app's top bar, `maxVisible={1}`): the newest notification shows
 * there on one line, over none of the page; a newer one takes its place, an error stays beside it.
 */
export const DockedInTopBar: Story = {
  tags: ['visual'],
  args: { maxVisible: 1, children: <TopBarWithDock /> },
  parameters: { visual: { frame: 'width: 900px', viewport: { width: 1024, height: 600 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Top bar' });
    await userEvent.click(canvas.getByRole('button', { name: 'Forbidden' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    const toast = await canvas.findByText('KYC verification approved successfully!');
    // The newest only: the warning before it is gone.
    await expect(canvas.queryByText('Admin privileges required.')).not.toBeInTheDocument();
    // In the bar: inside its height, and before "Signed in as", never over the heading below it.
    const dock = bar.querySelector('[data-notification-dock]');
    await expect(dock).toContainElement(toast);
    const card = toast.closest('[data-notification]')!.getBoundingClientRect();
    const box = bar.getBoundingClientRect();
    await expect(card.top).toBeGreaterThanOrEqual(box.top);
    await expect(card.bottom).toBeLessThanOrEqual(box.bottom);
    await expect(card.right).toBeLessThanOrEqual(canvas.getByText('Signed in as Layla Haddad').getBoundingClientRect().left);
    await userEvent.unhover(toast);
  },
};

/** A long page: the top bar, then the page's controls far below it. */
function LongPageWithDock() {
  return (
    <>
      <TopBarWithDock />
      <div style={{ height: '150vh' }} aria-hidden="true" />
      <div role="group" aria-label="Bottom of the page" style={{ padding: 16 }}>
        <Demo />
      </div>
    </>
  );
}

/**
 * Scrolled down a long page, the dock is out of sight: a notification floats at the provider's `placement`
 * (bottom-end here), in view, instead of landing in the bar no one sees. Scrolled back up, the next one is docked.
 */
export const DockScrolledAway: Story = {
  args: { maxVisible: 1, placement: 'bottom-end', children: <LongPageWithDock /> },
  parameters: { unframed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const dock = canvasElement.querySelector('[data-notification-dock]');
    const bottom = canvas.getByRole('group', { name: 'Bottom of the page' });
    bottom.scrollIntoView({ block: 'end' });
    await userEvent.click(within(bottom).getByRole('button', { name: 'Approve KYC' }));
    await waitFor(() => {
      const toast = page.getByText('KYC verification approved successfully!');
      expect(dock).not.toContainElement(toast);
      const card = toast.closest('[data-notification]')!.getBoundingClientRect();
      expect(card.top).toBeGreaterThanOrEqual(0);
      expect(card.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Forbidden' })[0]!);
    await waitFor(() => expect(dock).toContainElement(page.getByText('Admin privileges required.')));
  },
};

/** Success goes by itself; the error stays until dismissed. */
export const ErrorStays: Story = {
  args: { autoDismissMs: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve fails' }));
    const error = canvas.getByText('Failed to approve KYC. Please try again.');
    await expect(canvas.getByText('KYC verification approved successfully!')).toBeInTheDocument();
    // A toast shown after the error, with the same time: once it has gone by itself, the error would have gone before it.
    await userEvent.click(canvas.getByRole('button', { name: 'Files saved' }));
    await expect(canvas.getByText('Files saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('KYC verification approved successfully!')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByText('Files saved successfully!')).not.toBeInTheDocument());
    await expect(error).toBeInTheDocument();
  },
};

/** Hovering a toast stops its clock; leaving restarts it with the time it had left. */
export const PausedWhileHovered: Story = {
  args: { autoDismissMs: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    const message = canvas.getByText('KYC verification approved successfully!');
    await userEvent.hover(message);
    // A toast shown after it, with the same time (by keyboard: the pointer stays on the first): once it has
    // gone by itself, the first would have gone before it, had its clock not stopped.
    canvas.getByRole('button', { name: 'Files saved' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Files saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Files saved successfully!')).not.toBeInTheDocument());
    await expect(message).toBeInTheDocument();
    await userEvent.unhover(message);
    await waitFor(() => expect(message).not.toBeInTheDocument());
  },
};

/** Escape or the close button dismisses; focus moves on to the next toast, then back where it was. */
export const KeyboardDismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Files saved' });
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    await userEvent.click(trigger);
    const closes = canvas.getAllByRole('button', { name: 'Dismiss notification' });
    await expect(closes).toHaveLength(2);
    // Shift+Tab from the page does not reach the stack (it follows the page in the DOM): go forward.
    closes[0]?.focus();
    await expect(closes[0]).toHaveAccessibleDescription('KYC verification approved successfully!');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('KYC verification approved successfully!')).not.toBeInTheDocument();
    const remaining = canvas.getByRole('button', { name: 'Dismiss notification' });
    await expect(remaining).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** Several at once: errors first, then the rest, newest last; three at most (maxVisible), an error never ended for room. */
export const Stacking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of Object.keys(examples)) await userEvent.click(canvas.getByRole('button', { name }));
    // Three at most (maxVisible): the fourth ended the oldest that is not an error, the success.
    await expect(canvas.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
    await expect(canvas.queryByText('KYC verification approved successfully!')).not.toBeInTheDocument();
    await expect(canvas.getByText('Failed to approve KYC. Please try again.')).toBeInTheDocument();
    // The same message again replaces the first, it does not pile up.
    await userEvent.click(canvas.getByRole('button', { name: 'Approve KYC' }));
    await expect(canvas.getAllByText('KYC verification approved successfully!')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    await expect(canvas.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  },
};

/** The presentational list, controlled: every tone, long text, a title, Arabic. */
export const EachTone: StoryObj<typeof NotificationList> = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; width: 440px' } },
  // Only the list's own props: the meta's provider args (autoDismissMs) would land on the DOM.
  render: ({ items, onDismiss, placement, dismissLabel, toneLabels }) => (
    <NotificationList items={items} onDismiss={onDismiss} placement={placement} dismissLabel={dismissLabel} toneLabels={toneLabels} />
  ),
  args: {
    onDismiss: fn(),
    items: [
      { id: '1', tone: 'error', message: 'Failed to save files: The commercial record must be a PDF, JPG or PNG file under 10MB.' },
      { id: '2', tone: 'success', message: 'Cliq account approved successfully!' },
      { id: '3', tone: 'warning', message: 'Admin privileges required.' },
      { id: '4', tone: 'info', title: 'تم الحفظ', message: 'تم حفظ الملفات بنجاح' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each tone says its name in words, besides its colour and icon shape.
    for (const word of ['Error', 'Success', 'Warning']) await expect(canvas.getByText(word)).toBeInTheDocument();
    await expect(canvas.getByText(/^Information:/)).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('1');
  },
};

/** A screen whose failure is reported while its dialog stays open, like RejectModal. */
function RejectDemo() {
  const { notify } = useNotifications();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Reject KYC
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Reject KYC"
        footer={
          <Button variant="danger" onClick={() => notify({ tone: 'error', message: 'Failed to reject KYC. Please try again.' })}>
            Confirm Reject
          </Button>
        }
      >
        <p style={{ margin: 0 }}>The customer is told to submit new documents.</p>
      </Modal>
    </>
  );
}

/**
 * A notification raised while a modal dialog is open shows above it and is announced: the stack
 * moves into the dialog, out of the inert page under its backdrop. Escape on the toast dismisses
 * the toast only; the stack returns to the page when the dialog closes.
 */
/** Every tone in the dark scheme. */
export const EachToneDark: StoryObj<typeof NotificationList> = { ...EachTone, globals: { theme: 'dark' } };

export const AboveAModal: Story = {
  args: { children: <RejectDemo /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject KYC' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Reject KYC' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Reject' }));
    // The failed call leaves the dialog open (not toBeVisible: its opening fade may still be at
    // opacity 0 on a loaded machine, which jest-dom counts as invisible).
    await expect(dialog).toHaveAttribute('open');

    const message = await within(canvas.getByRole('alert')).findByText('Failed to reject KYC. Please try again.');
    const toast = message.closest<HTMLElement>('[data-notification]');
    if (!toast) throw new Error('no toast');
    // Seen: nothing (the backdrop, the dialog) covers its centre.
    const box = toast.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(toast.contains(hit)).toBe(true);
    // Not inert: it can take focus, so it is reachable and in the accessibility tree.
    const close = within(toast).getByRole('button', { name: 'Dismiss notification' });
    close.focus();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('Failed to reject KYC. Please try again.')).not.toBeInTheDocument();
    await expect(dialog).toHaveAttribute('open');

    // Closing the dialog brings the stack back to the page.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Reject' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(dialog).not.toContainElement(canvas.getByRole('alert')));
    await waitFor(() => expect(canvas.getByText('Failed to reject KYC. Please try again.')).toBeVisible());
  },
};

export const BottomCenter: Story = {
  args: { placement: 'bottom-center' },
};

export const RightToLeft: Story = {
  args: {
    dismissLabel: 'إغلاق الإشعار',
    toneLabels: { success: 'تم', error: 'خطأ', warning: 'تنبيه', info: 'معلومة' },
    children: <Demo />,
  },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

/** Each tone's word and Dismiss in Arabic, from the provider. */
export const EachToneArabic: StoryObj<typeof NotificationList> = {
  ...EachTone,
  globals: { locale: 'ar' },
  args: {
    onDismiss: fn(),
    items: [
      { id: '1', tone: 'error', message: 'تعذّر حفظ الملفات.' },
      { id: '2', tone: 'success', message: 'تمت الموافقة على حساب Cliq.' },
      { id: '3', tone: 'warning', message: 'يلزم امتلاك صلاحيات المسؤول.' },
      { id: '4', tone: 'info', message: 'تم حفظ الملفات بنجاح' },
    ],
  },
  play: async ({ canvasElement }) => {
    // No English word left where the interface names things (data values aside).
    await waitFor(() => expect(visibleEnglish(canvasElement, { allow: [] })).toEqual([]));
  },
};
