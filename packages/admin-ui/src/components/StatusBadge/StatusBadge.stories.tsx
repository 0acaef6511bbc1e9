import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { tone: 'warning', children: 'Pending' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'neutral'] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each tone has its own shape, so the status never rests on colour alone. */
export const Tones: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge tone="success">Verified</StatusBadge>
      <StatusBadge tone="warning">Pending Verification</StatusBadge>
      <StatusBadge tone="error">Rejected</StatusBadge>
      <StatusBadge tone="info">Pending Review</StatusBadge>
      <StatusBadge tone="neutral">Not Initiated</StatusBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verified')).toBeVisible();
    const shapes = Array.from(canvasElement.querySelectorAll('svg'), (svg) => svg.innerHTML);
    await expect(new Set(shapes).size).toBe(5);
  },
};

/** The tones in the dark scheme: each text colour keeps 4.5:1 on its background. */
export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };

export const LongText: Story = {
  args: { tone: 'info', children: 'Waiting for the second administrator to confirm the company documents' },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
};

export const Arabic: Story = {
  args: { tone: 'success', children: 'تم التحقق' },
};
