import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
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
    // Nothing while inactive; that nothing comes either once the delay has passed is LoadingBar.test.tsx's
    // (a fake clock: a story cannot tell "never" from "not yet" without waiting a time).
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Counts the times a progress bar appears in `root` from now on, however briefly (a MutationObserver sees each). */
function countBarsShown(root: HTMLElement) {
  const count = { shown: 0 };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && (node.matches('[role="progressbar"]') || node.querySelector('[role="progressbar"]')))
          count.shown += 1;
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return { count, stop: () => observer.disconnect() };
}

/** A request that ends within the delay never shows the bar; a slow one does, and it goes as soon as it ends. */
export const FastAndSlowRequests: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(false);
    const [done, setDone] = useState('');
    const run = (name: string, ms: number) => {
      setActive(true);
      setTimeout(() => {
        setActive(false);
        setDone(`${name} done`);
      }, ms);
    };
    return (
      <div style={{ display: 'flex', gap: 8, padding: 8, alignItems: 'center' }}>
        <LoadingBar {...args} active={active} />
        <Button variant="secondary" onClick={() => run('Fast request', 50)}>
          Fast request
        </Button>
        <Button variant="secondary" onClick={() => run('Slow request', 800)}>
          Slow request
        </Button>
        <span role="status">{done}</span>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = countBarsShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fast request' }));
    await expect(await canvas.findByText('Fast request done')).toBeInTheDocument();
    // It ended within the delay: the bar never showed, not even for a moment.
    await expect(bars.count.shown).toBe(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Slow request' }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Gone with the request: in the same render that tells it ended.
    await expect(await canvas.findByText('Slow request done')).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(bars.count.shown).toBe(1);
    bars.stop();
  },
};

export const RightToLeft: Story = {
  args: { label: 'جارٍ التحميل' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
