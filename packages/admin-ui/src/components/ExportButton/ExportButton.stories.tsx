import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportButton, type ExportProgress } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/ExportButton',
  component: ExportButton,
  args: { onExport: fn(), onCancel: fn() },
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** A paged list's export on its third page of nine: the button busy, the progress and Cancel beside it. */
export const Exporting: Story = {
  tags: ['visual'],
  args: { progress: { page: 3, pageCount: 9 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Exporting page 3 of 9…');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  args: { error: 'Export failed at page 4 of 9: The server could not be reached (502 Bad Gateway). Nothing was downloaded.' },
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 520px' } },
};

/** The app drives it: each click on "Next page" stands for a page fetched; Cancel stops. */
export const Driven: Story = {
  render: function Render() {
    const [progress, setProgress] = useState<ExportProgress | null>(null);
    const [message, setMessage] = useState<string | null>(null);
    const pages = useRef(0);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <ExportButton
          progress={progress}
          message={message}
          onExport={() => {
            pages.current = 1;
            setMessage(null);
            setProgress({ page: 1, pageCount: 3 });
          }}
          onCancel={() => {
            setProgress(null);
            setMessage('Export cancelled.');
          }}
        />
        <button
          type="button"
          onClick={() => {
            pages.current += 1;
            if (pages.current > 3) {
              setProgress(null);
              setMessage('Exported 42 rows.');
            } else setProgress({ page: pages.current, pageCount: 3 });
          }}
        >
          Next page
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Exporting page 1 of 3…');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Exported 42 rows.');
  },
};
