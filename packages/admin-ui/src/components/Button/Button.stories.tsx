import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save Data', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Approve KYC
      </Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
      <Button {...args} variant="danger">
        Reject KYC
      </Button>
      <Button {...args} variant="ghost">
        Back to List
      </Button>
      <Button {...args} size="sm">
        Small
      </Button>
    </div>
  ),
};

/** The variants in the dark scheme (`darkTheme`): filled buttons carry dark text. */
export const VariantsDark: Story = {
  ...Variants,
  tags: ['visual'],
  globals: { theme: 'dark' },
};

export const Loading: Story = {
  tags: ['visual'],
  args: { loading: true, loadingText: 'Saving…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Data' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Data' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { children: 'Approve this very long action label that keeps going on one line' },
};

export const Arabic: Story = {
  args: { children: 'حفظ البيانات', dir: 'rtl' },
};

export const NarrowFullWidth: Story = {
  args: { fullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};
