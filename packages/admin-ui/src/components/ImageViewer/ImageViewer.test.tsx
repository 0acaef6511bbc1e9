import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../Modal/dialogPolyfill.testutil';
import { ImageViewer } from './ImageViewer';

beforeAll(polyfillDialog);

const readout = () => screen.getByRole('status');

function renderViewer(props: Partial<React.ComponentProps<typeof ImageViewer>> = {}) {
  const onOpenChange = vi.fn();
  render(<ImageViewer open onOpenChange={onOpenChange} src="/storage/front.png" title="National ID (front)" {...props} />);
  return { onOpenChange };
}

describe('ImageViewer', () => {
  it('is a dialog named by the title, with the image alt text from it and a link to the original', () => {
    renderViewer();
    expect(screen.getByRole('dialog', { name: 'National ID (front)' })).toBeInTheDocument();
    expect(screen.getByAltText('National ID (front)')).toHaveAttribute('src', '/storage/front.png');
    const original = screen.getByRole('link', { name: 'Open original (opens in a new tab)' });
    expect(original).toHaveAttribute('href', '/storage/front.png');
    expect(original).toHaveAttribute('target', '_blank');
    expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    expect(readout()).toHaveTextContent('Zoom 100%, rotated 0 degrees');
  });

  it('zooms in and out by steps, within limits', async () => {
    renderViewer();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    await userEvent.click(zoomIn);
    expect(readout()).toHaveTextContent('Zoom 125%');
    for (let i = 0; i < 10; i += 1) await userEvent.click(zoomIn);
    expect(readout()).toHaveTextContent('Zoom 400%');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 12; i += 1) await userEvent.click(zoomOut);
    expect(readout()).toHaveTextContent('Zoom 25%');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(readout()).toHaveTextContent('Zoom 100%');
  });

  it('rotates both ways', async () => {
    renderViewer();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(readout()).toHaveTextContent('rotated 90 degrees');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    expect(readout()).toHaveTextContent('rotated 270 degrees');
  });

  it('has keyboard shortcuts: + - 0 r Shift+R, and leaves Ctrl/Cmd combinations to the browser', async () => {
    renderViewer();
    await userEvent.keyboard('++');
    expect(readout()).toHaveTextContent('Zoom 150%');
    await userEvent.keyboard('-');
    expect(readout()).toHaveTextContent('Zoom 125%');
    await userEvent.keyboard('r');
    expect(readout()).toHaveTextContent('rotated 90 degrees');
    await userEvent.keyboard('R');
    expect(readout()).toHaveTextContent('rotated 0 degrees');
    await userEvent.keyboard('r0');
    expect(readout()).toHaveTextContent('Zoom 100%, rotated 0 degrees');
    await userEvent.keyboard('{Control>}+{/Control}');
    expect(readout()).toHaveTextContent('Zoom 100%');
  });

  it('closes with Escape', async () => {
    const { onOpenChange } = renderViewer();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses an unsafe source', () => {
    renderViewer({ src: 'javascript:alert(1)' });
    expect(screen.getByText('Document unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('uncontrolled: opens from its trigger, and Escape gives focus back to it', async () => {
    render(<ImageViewer trigger={<button type="button">View ID</button>} src="/storage/front.png" title="National ID (front)" />);
    const trigger = screen.getByRole('button', { name: 'View ID' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'National ID (front)' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('defaultOpen shows it at once, and Close closes it without an onOpenChange', async () => {
    render(<ImageViewer defaultOpen src="/storage/front.png" title="National ID (front)" />);
    expect(screen.getByRole('dialog', { name: 'National ID (front)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
