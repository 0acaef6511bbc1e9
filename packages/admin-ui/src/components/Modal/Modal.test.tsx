import { fireEvent, render, screen } from '@testing-library/react';
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

describe('Modal open state: controlled or uncontrolled', () => {
  it('opens from its trigger without any state in the screen; Escape closes it and focus returns to the trigger', async () => {
    render(
      <Modal trigger={<button type="button">Details</button>} title="Request details">
        <button type="button">Inside</button>
      </Modal>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Request details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('gives focus back to the trigger even when the click did not focus it (Safari does not focus clicked buttons)', () => {
    render(<Modal trigger={<button type="button">Details</button>} title="Request details" />);
    const trigger = screen.getByRole('button', { name: 'Details' });
    fireEvent.click(trigger);
    expect(trigger).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("runs the trigger's own onClick first, which may keep the dialog shut", async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Modal
        trigger={
          <button type="button" onClick={onClick}>
            Details
          </button>
        }
        title="Request details"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows at once with defaultOpen, and closes without an onOpenChange', async () => {
    render(<Modal defaultOpen title="Welcome" />);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells an uncontrolled onOpenChange of each change', async () => {
    const onOpenChange = vi.fn();
    render(<Modal trigger={<button type="button">Details</button>} onOpenChange={onOpenChange} title="Request details" />);
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('controlled: shows what `open` says, and only asks to close (the screen decides)', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Modal open onOpenChange={onOpenChange} title="Request details" />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Request details' })).toBeInTheDocument();
    rerender(<Modal open={false} onOpenChange={onOpenChange} title="Request details" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('controlled with a trigger: the trigger asks to open, the screen opens it', async () => {
    function Screen() {
      const [open, setOpen] = useState(false);
      return <Modal open={open} onOpenChange={setOpen} trigger={<button type="button">Details</button>} title="Request details" />;
    }
    render(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('dialog', { name: 'Request details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a trigger whose request the screen declined does not take focus when the dialog, opened elsewhere, closes', async () => {
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Modal
            open={open}
            onOpenChange={(next) => {
              if (!next) setOpen(false);
            }}
            trigger={<button type="button">Details</button>}
            title="Request details"
          />
          <button type="button" onClick={() => setOpen(true)}>
            Review
          </button>
        </>
      );
    }
    render(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const review = screen.getByRole('button', { name: 'Review' });
    await userEvent.click(review);
    expect(screen.getByRole('dialog', { name: 'Request details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(review).toHaveFocus();
  });

  it('warns once in development when a screen switches between controlled and uncontrolled', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { rerender } = render(<Modal open={false} onOpenChange={() => {}} title="Request details" />);
      expect(error).not.toHaveBeenCalled();
      rerender(<Modal open={undefined} onOpenChange={() => {}} title="Request details" />);
      rerender(<Modal open onOpenChange={() => {}} title="Request details" />);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]![0]).toMatch(/<Modal> `open` is changing from controlled to uncontrolled/);
    } finally {
      error.mockRestore();
    }
  });

  it('is a `dialog` by default; role="alertdialog" makes it an alert dialog, modal, with the same name and description', () => {
    const { rerender } = render(<Modal defaultOpen title="Request details" description="Read only." />);
    expect(screen.getByRole('dialog', { name: 'Request details' })).toHaveAttribute('aria-modal', 'true');
    rerender(<Modal defaultOpen role="alertdialog" title="Delete discount?" description="It stops applying at once." />);
    const alert = screen.getByRole('alertdialog', { name: 'Delete discount?' });
    expect(alert).toHaveAccessibleDescription('It stops applying at once.');
    expect(alert).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a closed alertdialog carries no role, so a page asking "is a dialog open?" by selector is not misled', () => {
    render(<Modal open={false} onOpenChange={() => {}} role="alertdialog" title="Delete discount?" />);
    // Even among hidden elements (a closed <dialog> is display: none), as a selector would find it.
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
  });
});
