import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** Uncontrolled: the trigger opens it, no state in the screen. */
function Demo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  return <KeyboardShortcutsDialog trigger={<Button>Keyboard shortcuts</Button>} defaultOpen={initiallyOpen} shortcuts={SHORTCUTS} />;
}

const meta = {
  title: 'Components/KeyboardShortcutsDialog',
  component: Demo,
  // A story that opens its dialog at once has a frame of its own on the Docs page: a modal drawn in the page would
  // cover it (the top layer) and lock its scrolling (two did, one over the other).
  parameters: { docs: { story: { inline: false, iframeHeight: '400px' } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the Docs page, a story that starts closed is drawn in the page itself, not in a frame of its own: the reader
 * sees its trigger, which opens the real dialog over the page. A frame would run the story's play function, whose
 * click on the trigger focuses it, and focus scrolls the Docs page to the frame. In the page, the play function does
 * not run (Storybook's `docs.story.autoplay` is off); the story's test still does. The frames' size is given as
 * `iframeHeight`, which a story drawn in the page does not take (`height` would make its box a scroll area that
 * clips the trigger's focus ring).
 */
const drawnInDocsPage = { docs: { story: { inline: true } } };

export const Playground: Story = {
  parameters: drawnInDocsPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(dialog).getAllByRole('definition')).toHaveLength(SHORTCUTS.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  tags: ['visual'],
  args: { initiallyOpen: true },
  // The dialog is pictured (it sits in the top layer, outside the story's frame), keys in IBM Plex Mono.
  parameters: { visual: { subject: { role: 'dialog', name: 'Keyboard shortcuts' } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
  },
};

/**
 * In Arabic (right to left) every key cap still reads left to right: "]" (next) is drawn as "]", not mirrored into
 * "[" (the key that goes back). The browser says so with the key cap's computed direction.
 */
export const ArabicKeys: Story = {
  globals: { locale: 'ar' },
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = await canvas.findByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    const next = within(dialog).getByText(']');
    await expect(next.tagName).toBe('KBD');
    for (const key of within(dialog).getAllByText(/^(\[|\]|\?|Esc|[A-Z])$/))
      await expect({ key: key.textContent, direction: getComputedStyle(key).direction }).toEqual({
        key: key.textContent,
        direction: 'ltr',
      });
  },
};
