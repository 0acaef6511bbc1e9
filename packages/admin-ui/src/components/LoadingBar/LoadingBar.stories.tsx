import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, LoadingBar } from '@admin-console/admin-ui';

/** The bar is fixed to the viewport; a transformed frame keeps each story's bar inside its own box. */
const Frame = (Story: React.ComponentType) => (
  <div data-frame="" style={{ transform: 'translateZ(0)', minHeight: 64, paddingTop: 16, border: '1px dashed #8a93a3' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  args: { active: true },
  decorators: [Frame],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Active: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 320px' } },
  args: { label: 'Loading fees' },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading fees' });
    // Fixed at the very top of its containing block (here the frame), 3px thin, full width.
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]');
    if (!frame) throw new Error('no frame');
    const box = bar.getBoundingClientRect();
    await expect(box.height).toBe(3);
    await expect(box.top).toBe(frame.getBoundingClientRect().top + frame.clientTop);
    await expect(box.width).toBe(frame.clientWidth);
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 250));
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A request that ends within the delay never shows the bar; a slow one does, and it goes as soon as it ends. */
export const FastAndSlowRequests: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(false);
    const run = (ms: number) => {
      setActive(true);
      setTimeout(() => setActive(false), ms);
    };
    return (
      <div style={{ display: 'flex', gap: 8, padding: 8 }}>
        <LoadingBar {...args} active={active} />
        <Button variant="secondary" onClick={() => run(50)}>Fast request</Button>
        <Button variant="secondary" onClick={() => run(800)}>Slow request</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fast request' }));
    await new Promise((r) => setTimeout(r, 300));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Slow request' }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const RightToLeft: Story = {
  args: { label: 'جارٍ التحميل' },
  decorators: [(Story) => <div dir="rtl"><Story /></div>],
};
