import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, FadeTransition, PageHeader } from '@admin-console/admin-ui';

const pages: Record<string, { title: string; body: string }> = {
  '/fees': { title: 'Fees', body: 'The fee catalogue, editable in a table.' },
  '/distribution': { title: 'Fees Distribution', body: 'How each fee is split between the product, a guarantor and a processor.' },
  '/cliq': { title: 'Cliq Account Management', body: 'إدارة حسابات كليك بانتظار المراجعة' },
};

/** A tiny router: buttons change the "pathname", the page below fades in. */
function Demo({ durationMs, appear }: { durationMs?: number; appear?: boolean }) {
  const [path, setPath] = useState('/fees');
  const page = pages[path] ?? { title: 'Not found', body: '' };
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {Object.keys(pages).map((to) => (
          <Button key={to} variant={to === path ? 'primary' : 'secondary'} aria-pressed={to === path} onClick={() => setPath(to)}>
            {to}
          </Button>
        ))}
      </div>
      <FadeTransition transitionKey={path} durationMs={durationMs} appear={appear} data-testid="page">
        <PageHeader title={page.title} description={<span dir="auto">{page.body}</span>} />
      </FadeTransition>
    </div>
  );
}

const meta = {
  title: 'Components/FadeTransition',
  component: FadeTransition,
  args: { transitionKey: '/fees', durationMs: 200 },
  render: (args) => <Demo durationMs={args.durationMs} appear={args.appear} />,
} satisfies Meta<typeof FadeTransition>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wrapper's own opacity animations (not its children's). */
const opacityAnimations = (element: HTMLElement) =>
  element.getAnimations().filter((a) => (a.effect as KeyframeEffect | null)?.getKeyframes().some((k) => 'opacity' in k));

/** A new key fades the new page in; the old one is gone at once (not kept mounted). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wrapper = canvas.getByTestId('page');
    // No fade on first render.
    await expect(opacityAnimations(wrapper)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: '/distribution' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fees Distribution' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Fees' })).not.toBeInTheDocument();
    const [fade] = opacityAnimations(wrapper);
    await expect(fade?.effect?.getTiming().duration).toBe(200);
    await fade?.finished;
    await expect(getComputedStyle(wrapper).opacity).toBe('1');
  },
};

export const Slow: Story = { args: { durationMs: 800 } };

export const Appear: Story = {
  args: { appear: true },
  play: async ({ canvasElement }) => {
    const fading = opacityAnimations(within(canvasElement).getByTestId('page'));
    await expect(fading).toHaveLength(1);
    // axe runs after the play function: let the fade end, or it measures contrast on half-faded text (seen in CI).
    await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
  },
};

/** With a duration of 0 (as an app might pass under reduced motion) nothing animates. */
export const NoAnimation: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 520px' } },
  args: { durationMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '/cliq' }));
    await expect(opacityAnimations(canvas.getByTestId('page'))).toHaveLength(0);
  },
};
