import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../Modal/dialogPolyfill.testutil';
import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';

beforeAll(polyfillDialog);

type HarnessProps = Partial<ConfirmModalProps> & Pick<ConfirmModalProps, 'onConfirm'>;

function Harness({ onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Approve Account
      </button>
      <ConfirmModal
        title="Confirm Approval"
        description="Are you sure you want to approve this Cliq account for Sara Ali?"
        confirmLabel="Yes, Approve"
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const confirmButton = () => screen.getByRole('button', { name: 'Yes, Approve' });

describe('ConfirmModal', () => {
  it('shows the message as the dialog description and focuses Cancel first', () => {
    render(<Harness onConfirm={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Confirm Approval' })).toHaveAccessibleDescription(
      'Are you sure you want to approve this Cliq account for Sara Ali?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a double click confirms once while the returned promise is pending, then unlocks', async () => {
    const request = deferred();
    const onConfirm = vi.fn(() => request.promise);
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.dblClick(confirmButton());
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // Busy: confirm shows it, Cancel and Escape do nothing.
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).not.toHaveBeenCalled();

    request.resolve();
    await waitFor(() => expect(confirmButton()).not.toHaveAttribute('aria-busy'));
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('two clicks dispatched before React re-renders still confirm once', () => {
    const onConfirm = vi.fn(() => new Promise(() => {}));
    render(<Harness onConfirm={onConfirm} />);
    const button = confirmButton();
    // Both clicks land inside one batch, so the second sees the same render as the first.
    act(() => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('unlocks after a failed request so the user can retry', async () => {
    const request = deferred();
    const onConfirm = vi.fn(() => request.promise);
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(confirmButton());
    request.reject(new Error('HTTP 500'));
    await waitFor(() => expect(confirmButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('with the busy prop: loading, inert, not dismissible', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} busy busyLabel="Approving…" />);
    const busyButton = screen.getByRole('button', { name: 'Approving…' });
    expect(busyButton).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busyButton);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a confirm that returns nothing is not repeated until the modal is closed and reopened', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(confirmButton());
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // The user can still back out.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Account' }));
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('confirmDisabled keeps confirm inert', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} confirmDisabled />);
    expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is an alertdialog, modal, named by its title and described by its description', () => {
    render(<Harness onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Approval' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to approve this Cliq account for Sara Ali?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uncontrolled: opens from its trigger, closes itself once the action succeeds, and focus returns to the trigger', async () => {
    const request = deferred();
    const onConfirm = vi.fn(() => request.promise);
    const onOpenChange = vi.fn();
    render(
      <ConfirmModal
        trigger={<button type="button">Approve Account</button>}
        onOpenChange={onOpenChange}
        title="Confirm Approval"
        confirmLabel="Yes, Approve"
        onConfirm={onConfirm}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Approve Account' });
    await userEvent.click(trigger);
    await userEvent.click(confirmButton());
    // Still open (and busy) while the request runs.
    expect(screen.getByRole('alertdialog', { name: 'Confirm Approval' })).toBeInTheDocument();
    await act(async () => request.resolve());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(trigger).toHaveFocus();
  });

  it('uncontrolled: stays open when the action fails, so the user can retry or cancel', async () => {
    const request = deferred();
    render(<ConfirmModal defaultOpen title="Confirm Approval" confirmLabel="Yes, Approve" onConfirm={() => request.promise} />);
    await userEvent.click(confirmButton());
    request.reject(new Error('HTTP 500'));
    await waitFor(() => expect(confirmButton()).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alertdialog', { name: 'Confirm Approval' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('uncontrolled: an action that returns nothing closes it at once; defaultOpen needs no onOpenChange', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmModal defaultOpen title="Confirm Approval" confirmLabel="Yes, Approve" onConfirm={onConfirm} />);
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('controlled: a successful action leaves closing to the screen, as before', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmModal
        open
        onOpenChange={onOpenChange}
        title="Confirm Approval"
        confirmLabel="Yes, Approve"
        onConfirm={() => Promise.resolve()}
      />,
    );
    await userEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton()).not.toHaveAttribute('aria-busy'));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Confirm Approval' })).toBeInTheDocument();
  });
});

describe('ConfirmModal with risks', () => {
  const risks = ['The file could not be loaded (404 Not Found).'];

  it('names the risks and starts on Cancel: Enter cancels, it never confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} risks={risks} riskConfirmLabel="Approve anyway" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Approval' });
    expect(dialog).toHaveTextContent('Check before you confirm');
    expect(screen.getByRole('listitem')).toHaveTextContent('The file could not be loaded (404 Not Found).');
    expect(screen.queryByRole('button', { name: 'Yes, Approve' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('confirms only once the risks are acknowledged, never with Tab then Enter', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} risks={risks} riskConfirmLabel="Approve anyway" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Approve anyway' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Approve anyway' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I have checked these risks' }));
    await user.click(screen.getByRole('button', { name: 'Approve anyway' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('without risks, stays the one-step confirmation', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} risks={[]} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
