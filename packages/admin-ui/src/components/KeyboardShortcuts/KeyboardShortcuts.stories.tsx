import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, KeyboardShortcutsDialog } from '@admin-console/admin-ui';

const SHORTCUTS = [
  { keys: ['A'], description: 'Approve' },
  { keys: ['R'], description: 'Reject' },
  { keys: ['J', ']'], description: 'Next case' },
  { keys: ['K', '['], description: 'Previous case' },
  { keys: ['V'], description: 'Open the first document' },
  { keys: ['Esc'], description: 'Back to the list' },
  { keys: ['?'], description: 'This list of shortcuts' },
];

function Demo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Keyboard shortcuts</Button>
      <KeyboardShortcutsDialog open={open} onOpenChange={setOpen} shortcuts={SHORTCUTS} />
    </>
  );
}

const meta = {
  title: 'Components/KeyboardShortcutsDialog',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(dialog).getAllByRole('definition')).toHaveLength(SHORTCUTS.length);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  tags: ['visual'],
  args: { initiallyOpen: true },
};
