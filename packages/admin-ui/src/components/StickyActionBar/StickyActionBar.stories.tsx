import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, StickyActionBar } from '@admin-console/admin-ui';

const onApprove = fn();
const onReject = fn();

const meta = {
  title: 'Components/StickyActionBar',
  component: StickyActionBar,
  args: {
    'aria-label': 'Account actions',
    message: 'Status: Pending Verification',
    children: (
      <>
        <Button variant="danger" onClick={onReject}>
          Reject Account
        </Button>
        <Button onClick={onApprove}>Approve Account</Button>
      </>
    ),
  },
  // A definite width: it fills its parent.
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
};

/** In a long, scrolling review the bar stays at the bottom of the scroll container. */
export const InScrollingPage: Story = {
  decorators: [
    (Story) => (
      <div data-testid="scroller" style={{ height: 320, overflow: 'auto', border: '1px solid #d5d9e0' }}>
        <div style={{ padding: 16 }}>
          {Array.from({ length: 30 }, (_, i) => (
            <p key={i}>Account detail line {i + 1}</p>
          ))}
        </div>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    const bar = canvas.getByRole('region', { name: 'Account actions' });
    const bottom = () => Math.round(bar.getBoundingClientRect().bottom);
    const scrollerBottom = Math.round(scroller.getBoundingClientRect().bottom) - 1; // border
    await expect(Math.abs(bottom() - scrollerBottom)).toBeLessThanOrEqual(1);
    scroller.scrollTop = 300;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    await expect(Math.abs(bottom() - scrollerBottom)).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Account' }));
    await expect(onApprove).toHaveBeenCalled();
  },
};

export const ActionsOnly: Story = { args: { message: undefined } };

/** Already rejected: only Approve remains. */
export const SingleAction: Story = {
  args: { message: 'Status: Rejected', children: <Button>Approve Account</Button> },
};

export const LongText: Story = {
  args: {
    message:
      'This account was changed by the user after the last approval; reviewing it again will revert the alias to the previously approved mobile number.',
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  args: {
    'aria-label': 'إجراءات الحساب',
    message: 'الحالة: قيد التحقق',
    children: (
      <>
        <Button variant="danger">رفض الحساب</Button>
        <Button>الموافقة على الحساب</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * On a phone (below 640 px wide), with `hideMessageWhenNarrow`: the message is still read (the live region stays) but
 * not shown, so the bar keeps to its row of actions. For a message the page shows elsewhere too.
 */
export const NarrowMessageRead: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { hideMessageWhenNarrow: true },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(640);
    const bar = within(canvasElement).getByRole('region', { name: 'Account actions' });
    const message = within(bar).getByText('Status: Pending Verification');
    await expect(message).toHaveAttribute('aria-live', 'polite');
    await expect(message.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // One row: the bar is no taller than its buttons and its padding.
    const approve = within(bar).getByRole('button', { name: 'Approve Account' });
    await expect(bar.getBoundingClientRect().height).toBeLessThan(approve.getBoundingClientRect().height * 2);
  },
};

/**
 * In a page that scrolls (the document, as in the console), a control that gets keyboard focus
 * scrolls clear of the bar: none of the page's buttons is ever hidden under it (WCAG 2.4.11).
 */
export const FocusNotHidden: Story = {
  decorators: [
    (Story) => (
      <div>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>
            <Button variant="secondary" size="sm">{`Document ${i + 1}`}</Button>
          </p>
        ))}
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'Account actions' });
    window.scrollTo(0, 0);
    canvas.getByRole('button', { name: 'Document 1' }).focus();
    for (let i = 2; i <= 40; i += 1) {
      await userEvent.tab();
      const button = canvas.getByRole('button', { name: `Document ${i}` });
      await expect(button).toHaveFocus();
      await expect({
        button: i,
        bottom: Math.round(button.getBoundingClientRect().bottom) <= Math.round(bar.getBoundingClientRect().top),
      }).toEqual({
        button: i,
        bottom: true,
      });
    }
  },
};
