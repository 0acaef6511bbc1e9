import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';
import { polyfillDialog } from './dialogPolyfill.testutil';

beforeAll(polyfillDialog);

function Harness(props: Partial<ModalProps> & { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const { withInitialFocus, onOpenChange, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        title="Confirm Approval"
        description="Are you sure?"
        {...rest}
        open={open}
        initialFocus={withInitialFocus ? nameRef : undefined}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        footer={<button type="button">Footer action</button>}
      >
        <button type="button">First in body</button>
        <label>
          Name <input ref={nameRef} />
        </label>
      </Modal>
    </>
  );
}

async function openIt() {
  await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
  return screen.getByRole('dialog', { name: 'Confirm Approval' });
}

describe('Modal', () => {
  it('shows nothing until opened, then is named by its title and described by its description', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openIt();
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('heading', { name: 'Confirm Approval' })).toBeInTheDocument();
  });

  it('moves focus into the content on open and back to the opener on close', async () => {
    render(<Harness />);
    await openIt();
    expect(screen.getByRole('button', { name: 'First in body' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  });

  it('focuses the initialFocus element when given', async () => {
    render(<Harness withInitialFocus />);
    await openIt();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes with Escape and with the Close button', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await openIt();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await openIt();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the content box, not on a click inside', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const dialog = await openIt();
    await userEvent.click(screen.getByRole('button', { name: 'First in body' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    // jsdom has no layout: the dialog's box is 0x0 at the origin, so (400, 300) is outside it.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 400, clientY: 300 } });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps open on outside clicks when closeOnOutsideClick is false', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} closeOnOutsideClick={false} />);
    const dialog = await openIt();
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 400, clientY: 300 } });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('ignores Escape, outside clicks and Close while not dismissible', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} dismissible={false} />);
    const dialog = await openIt();
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 400, clientY: 300 } });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(close);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('locks page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    await openIt();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('lets a child that handles Escape itself keep the dialog open', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Edit">
        <input aria-label="Cell" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Cell' }));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
