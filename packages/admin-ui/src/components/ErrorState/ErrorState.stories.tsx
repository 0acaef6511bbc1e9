import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { message: 'Failed to load cliq accounts. Please try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
};

/** The alert carries the title and the exact message; Retry calls onRetry (mouse and keyboard). */
export const Retry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrongFailed to load cliq accounts. Please try again.');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** While the retry is in flight the button is busy and a second press does nothing. */
export const Retrying: Story = {
  tags: ['visual'],
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'Cliq account not found.', message: 'It may have been removed. Go back to the list.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NoTitle: Story = { args: { title: null } };

export const LongText: Story = {
  args: {
    message:
      'Failed to save files: The commercial record could not be stored because the storage service answered with an unexpected status code after several attempts. Please try again in a few minutes.',
  },
};

export const Arabic: Story = {
  args: { title: 'حدث خطأ', message: 'تعذر تحميل حسابات كليك. يُرجى المحاولة مرة أخرى.', retryLabel: 'إعادة المحاولة' },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
};

/** `bare`: inside another box (here a bordered panel, as a grid's empty cell): no card in a card. */
export const Bare: Story = {
  args: { bare: true, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ border: '1px solid #d0d5dd', borderRadius: 8, width: 520 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('alert').parentElement as HTMLElement;
    await expect(getComputedStyle(card).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(card).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
