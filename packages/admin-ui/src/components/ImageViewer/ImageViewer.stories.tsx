import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ImageViewer, type ImageViewerProps } from '@admin-console/admin-ui';
// Served as same-origin URLs (never inlined as data:, which the viewer refuses).
import nationalIdBack from '../DocumentCard/fixtures/national-id-back.png?no-inline';
import nationalIdFront from '../DocumentCard/fixtures/national-id-front.png?no-inline';
import { visibleEnglish } from '../../test-utils/visibleEnglish';

function ViewerDemo(args: ImageViewerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        View image
      </Button>
      <ImageViewer
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

/** The image, once loaded (it stays hidden until then, so it is found by alt text first). */
const loaded = async (dialog: HTMLElement, name: string) => {
  const image = within(dialog).getByAltText(name) as HTMLImageElement;
  await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  await waitFor(() => expect(within(dialog).getByRole('img', { name })).toBe(image));
  return image;
};

const meta = {
  title: 'Components/ImageViewer',
  component: ImageViewer,
  render: (args) => <ViewerDemo key={String(args.open)} {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    src: nationalIdFront,
    title: 'National ID (front)',
    description: 'Uploaded 12/05/2026, 10:14',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: '560px' } } },
} satisfies Meta<typeof ImageViewer>;

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
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'dialog' } } },
};

/** Zoomed in: the image outgrows the frame, which scrolls (and takes focus for arrow-key scrolling). */
export const Zoomed: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'dialog' } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'National ID (front)' });
    const image = await loaded(dialog, 'National ID (front)');
    // Layout widths (offsetWidth), not painted boxes: the dialog's opening animation scales it.
    const fitWidth = image.offsetWidth;
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Zoom 200%');
    await waitFor(() => expect(image.offsetWidth).toBeCloseTo(fitWidth * 2, -1));
    // 300%: larger than the frame, which now scrolls.
    await userEvent.click(zoomIn);
    const frame = within(dialog).getByRole('group', { name: 'National ID (front), 300%' });
    await waitFor(() => expect(image.offsetWidth).toBeCloseTo(fitWidth * 3, -1));
    const overflows = frame.scrollWidth > frame.clientWidth || frame.scrollHeight > frame.clientHeight;
    await expect(overflows).toBe(true);
  },
};

/** Rotated a quarter turn: the frame makes room for the image on its side. */
export const Rotated: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'dialog' } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'National ID (front)' });
    const image = await loaded(dialog, 'National ID (front)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate right' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('rotated 90 degrees');
    // On its side, the 480x300 card's box is taller than wide.
    await waitFor(() => {
      const box = image.getBoundingClientRect();
      expect(box.height).toBeGreaterThan(box.width);
    });
  },
};

/** + zooms in, - zooms out, 0 resets, r / Shift+R rotate, Escape closes and focus returns. */
export const KeyboardShortcuts: Story = {
  parameters: drawnInDocsPage,
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'View image' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'National ID (front)' });
    await loaded(dialog, 'National ID (front)');
    const readout = within(dialog).getByRole('status');
    await userEvent.keyboard('++');
    await expect(readout).toHaveTextContent('Zoom 150%');
    await userEvent.keyboard('-');
    await expect(readout).toHaveTextContent('Zoom 125%');
    await userEvent.keyboard('r');
    await expect(readout).toHaveTextContent('rotated 90 degrees');
    await userEvent.keyboard('{Shift>}R{/Shift}{Shift>}R{/Shift}');
    await expect(readout).toHaveTextContent('rotated 270 degrees');
    await userEvent.keyboard('0');
    await expect(readout).toHaveTextContent('Zoom 100%, rotated 0 degrees');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** The wheel over the image zooms by steps; a drag of the zoomed image pans it. */
export const WheelAndDrag: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'National ID (front)' });
    await loaded(dialog, 'National ID (front)');
    const readout = within(dialog).getByRole('status');
    const frame = within(dialog).getByRole('group', { name: 'National ID (front), 100%' });
    frame.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    await waitFor(() => expect(readout).toHaveTextContent('Zoom 125%'));
    // 150%, 200%, 300%, 400%, then one notch back: 300%, wider than the frame.
    for (let i = 0; i < 4; i += 1) frame.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    await waitFor(() => expect(readout).toHaveTextContent('Zoom 400%'));
    frame.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    await waitFor(() => expect(readout).toHaveTextContent('Zoom 300%'));
    await waitFor(() => expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth));
    const before = frame.scrollLeft;
    const box = frame.getBoundingClientRect();
    const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: frame, coords: start },
      { target: frame, coords: { clientX: start.clientX - 60, clientY: start.clientY } },
      { keys: '[/MouseLeft]', target: frame },
    ]);
    await waitFor(() => expect(frame.scrollLeft).not.toBe(before));
  },
};

export const UnsafeSource: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    // waitFor: the dialog fades in (opacity counts for toBeVisible).
    await waitFor(() => expect(within(dialog).getByText('Document unavailable')).toBeVisible());
    await expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { subject: { role: 'dialog' } } },
  args: { src: nationalIdBack, title: 'الهوية الوطنية (الوجه الخلفي)', description: 'تم الرفع 12/05/2026' },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The viewer's own texts in Arabic (tools, readout, Open original), from the provider. */
export const ToolsArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { subject: { role: 'dialog' }, viewport: { width: 1280, height: 800 } } },
  args: { src: nationalIdBack, title: 'الهوية الوطنية (الوجه الخلفي)', description: 'تم الرفع 12/05/2026' },
  play: async ({ canvasElement }) => {
    // No English word left where the viewer names things (the story's own "View image" button aside).
    const dialog = await within(canvasElement).findByRole('dialog');
    await waitFor(() => expect(visibleEnglish(dialog)).toEqual([]));
  },
};
