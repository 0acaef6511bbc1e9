import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from '@admin-console/admin-ui';

function Demo({ initial = false, hint }: { initial?: boolean; hint?: string }) {
  const [on, setOn] = useState(initial);
  return <Switch label="Open the next case" hint={hint} checked={on} onCheckedChange={setOn} />;
}

const meta = {
  title: 'Components/Switch',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Open the next case' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Open the next case'));
    await expect(control).toBeChecked();
  },
};

export const On: Story = {
  tags: ['visual'],
  args: { initial: true, hint: 'After a decision, the next case of the list opens.' },
};
