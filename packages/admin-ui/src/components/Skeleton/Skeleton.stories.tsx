import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkeletonBlock, SkeletonTable, SkeletonText } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/Skeleton',
  component: SkeletonText,
  args: { lines: 1, lineHeight: 16, gap: 8 },
  argTypes: {
    lines: { control: { type: 'number', min: 1, max: 12 } },
    lineHeight: { control: { type: 'number', min: 8, max: 40 } },
    gap: { control: { type: 'number', min: 0, max: 24 } },
  },
  // A definite width: the skeletons take their parent's width (100%, 85%…).
  decorators: [
    (Story) => (
      <div style={{ width: 480, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SkeletonText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Several lines take the widths 100%, 85%, 90%, 75%, 95%, then cycle. */
export const Paragraph: Story = {
  tags: ['visual'],
  args: { lines: 6 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[aria-hidden="true"] > span');
    await expect(lines).toHaveLength(6);
    const parent = (lines[0] as HTMLElement).parentElement!.getBoundingClientRect().width;
    const ratios = Array.from(lines, (l) => Math.round((l.getBoundingClientRect().width / parent) * 100));
    await expect(ratios).toEqual([100, 85, 90, 75, 95, 100]);
  },
};

/** With `label`, the shapes stay hidden and a single status says it is loading. */
export const Announced: Story = {
  args: { lines: 3, label: 'Loading account…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading account…');
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  },
};

export const Blocks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <SkeletonBlock width={160} height={100} radius={10} />
      <SkeletonBlock width={96} height={24} radius={999} />
      <SkeletonBlock width={120} height={36} />
    </div>
  ),
};

/** The Cliq list while loading: 5 rows by 7 columns. */
export const Table: Story = {
  tags: ['visual'],
  render: () => <SkeletonTable rows={5} columns={7} label="Loading cliq accounts…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading cliq accounts…');
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('tbody tr:first-child td')).toHaveLength(7);
    await expect(canvasElement.querySelector('table')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A detail screen placeholder, composed from the family. */
export const DetailPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SkeletonBlock width="40%" height={24} label="Loading account details…" />
      <SkeletonText lines={4} />
      <SkeletonBlock height={120} radius={10} />
    </div>
  ),
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  render: () => <SkeletonTable rows={3} columns={4} />,
};
