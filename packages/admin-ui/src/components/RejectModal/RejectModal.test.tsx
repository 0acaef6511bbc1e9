import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../Modal/dialogPolyfill.testutil';
import { RejectModal, type RejectModalProps } from './RejectModal';

beforeAll(polyfillDialog);

function Harness({ onOpenChange, ...props }: Partial<RejectModalProps> & Pick<RejectModalProps, 'onConfirm'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject KYC
      </button>
      <RejectModal
        title="Reject KYC"
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

const reason = () => screen.getByRole('textbox', { name: 'Rejection reason' });
const rejectButton = () => screen.getByRole('button', { name: 'Reject' });

async function reopen() {
  await userEvent.click(screen.getByRole('button', { name: 'Reject KYC' }));
}

describe('RejectModal', () => {
  it('focuses the reason field, which is required', () => {
    render(<Harness onConfirm={vi.fn()} />);
    expect(reason()).toHaveFocus();
    expect(reason()).toBeRequired();
    expect(reason()).toHaveAccessibleDescription('Required.');
  });

  it('keeps Reject inert while the reason is empty or only whitespace', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(rejectButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(reason(), '   \n  ');
    expect(rejectButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(rejectButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.type(reason(), '  ID photo is blurred  ');
    expect(rejectButton()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(rejectButton());
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('ID photo is blurred');
  });

  it('keeps the typed reason after a failed call, even across close and reopen', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('HTTP 500')));
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.type(reason(), 'Expired document');
    await userEvent.click(rejectButton());
    await waitFor(() => expect(rejectButton()).not.toHaveAttribute('aria-busy'));
    expect(reason()).toHaveValue('Expired document');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await reopen();
    expect(reason()).toHaveValue('Expired document');
  });

  it('starts empty again after a successful rejection closes the modal', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.type(reason(), 'Expired document');
    await userEvent.click(rejectButton());
    await waitFor(() => expect(rejectButton()).not.toHaveAttribute('aria-busy'));
    await userEvent.keyboard('{Escape}');
    await reopen();
    expect(reason()).toHaveValue('');
  });

  it('keeps the reason after success when resetOnClose is false', async () => {
    render(<Harness onConfirm={() => Promise.resolve()} resetOnClose={false} />);
    await userEvent.type(reason(), 'Expired document');
    await userEvent.click(rejectButton());
    await waitFor(() => expect(rejectButton()).not.toHaveAttribute('aria-busy'));
    await userEvent.keyboard('{Escape}');
    await reopen();
    expect(reason()).toHaveValue('Expired document');
  });

  it('is read-only and not dismissible while busy', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={vi.fn()} busy onOpenChange={onOpenChange} />);
    expect(reason()).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('limits the length and counts characters when maxLength is set', async () => {
    render(<Harness onConfirm={vi.fn()} maxLength={20} />);
    await userEvent.type(reason(), 'Blurred');
    expect(reason()).toHaveAccessibleDescription('Required. 7/20 characters');
    expect(reason()).toHaveAttribute('maxlength', '20');
  });

  it('lets the screen own the reason: shows the one given, reports each change and the reset after success', async () => {
    const onReasonChange = vi.fn();
    function Owner() {
      const [text, setText] = useState('Restored reason');
      return (
        <Harness
          onConfirm={() => Promise.resolve()}
          reason={text}
          onReasonChange={(next) => {
            onReasonChange(next);
            setText(next);
          }}
        />
      );
    }
    render(<Owner />);
    expect(reason()).toHaveValue('Restored reason');
    await userEvent.type(reason(), '!');
    expect(onReasonChange).toHaveBeenLastCalledWith('Restored reason!');
    await userEvent.click(rejectButton());
    await waitFor(() => expect(rejectButton()).not.toHaveAttribute('aria-busy'));
    await userEvent.keyboard('{Escape}');
    expect(onReasonChange).toHaveBeenLastCalledWith('');
    await reopen();
    expect(reason()).toHaveValue('');
  });

  it('is an alertdialog, modal, named by its title and described by its description', () => {
    render(<Harness onConfirm={vi.fn()} description="The user will be asked to submit their documents again." />);
    const dialog = screen.getByRole('alertdialog', { name: 'Reject KYC' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The user will be asked to submit their documents again.');
  });

  it('uncontrolled: opens from its trigger, closes itself after a successful rejection, and starts empty next time', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<RejectModal trigger={<button type="button">Reject</button>} title="Reject KYC" onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Reject' });
    await userEvent.click(trigger);
    await userEvent.type(reason(), 'Expired document');
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Reject KYC' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('Expired document');
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    expect(reason()).toHaveValue('');
  });

  it('uncontrolled: keeps the dialog and the reason when the rejection fails', async () => {
    render(<RejectModal defaultOpen title="Reject KYC" onConfirm={() => Promise.reject(new Error('HTTP 500'))} />);
    await userEvent.type(reason(), 'Expired document');
    await userEvent.click(rejectButton());
    await waitFor(() => expect(rejectButton()).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alertdialog', { name: 'Reject KYC' })).toBeInTheDocument();
    expect(reason()).toHaveValue('Expired document');
  });

  describe('ready-made reasons', () => {
    const REASONS = ['ID photo unreadable', 'ID expired', 'Documents missing'] as const;
    const group = () => screen.getByRole('group', { name: 'Ready-made reasons' });
    const pickButton = (name: string) => within(group()).getByRole('button', { name });

    it('offers none unless given', () => {
      render(<Harness onConfirm={vi.fn()} />);
      expect(screen.queryByRole('group', { name: 'Ready-made reasons' })).not.toBeInTheDocument();
    });

    it('are reached from the field with Shift+Tab, walked with the arrow keys, picked with Enter, edited, and the edited text is sent', async () => {
      const onConfirm = vi.fn();
      render(<Harness onConfirm={onConfirm} reasons={REASONS} />);
      expect(reason()).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(pickButton('Documents missing')).toHaveFocus();
      await userEvent.keyboard('{Home}');
      expect(pickButton('ID photo unreadable')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      expect(pickButton('ID expired')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      // The field holds the reason and has focus, its caret at the end: the admin edits it there.
      expect(reason()).toHaveFocus();
      expect(reason()).toHaveValue('ID expired');
      await userEvent.keyboard(' in March 2025');
      await userEvent.click(rejectButton());
      expect(onConfirm).toHaveBeenCalledExactlyOnceWith('ID expired in March 2025');
    });

    it('adds a second pick on a new line after the text, never the same one twice, and Space picks too', async () => {
      render(<Harness onConfirm={vi.fn()} reasons={REASONS} />);
      await userEvent.type(reason(), 'Please resubmit.  ');
      await userEvent.tab({ shift: true });
      await userEvent.keyboard('{ArrowUp}');
      expect(pickButton('ID expired')).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(reason()).toHaveValue('Please resubmit.\nID expired');
      pickButton('ID expired').focus();
      await userEvent.keyboard(' ');
      expect(reason()).toHaveValue('Please resubmit.\nID expired');
      expect(reason()).toHaveFocus();
    });

    it('leaves free text possible: a typed reason alone is sent', async () => {
      const onConfirm = vi.fn();
      render(<Harness onConfirm={onConfirm} reasons={REASONS} />);
      await userEvent.type(reason(), 'Selfie does not match the ID');
      await userEvent.click(rejectButton());
      expect(onConfirm).toHaveBeenCalledExactlyOnceWith('Selfie does not match the ID');
    });

    it('reports a pick to the screen that owns the reason (its draft), and keeps it within maxLength', async () => {
      const onReasonChange = vi.fn();
      render(<Harness onConfirm={vi.fn()} reasons={REASONS} onReasonChange={onReasonChange} reason="" maxLength={5} />);
      await userEvent.click(pickButton('ID expired'));
      expect(onReasonChange).toHaveBeenLastCalledWith('ID ex');
    });

    it('cannot be picked while the rejection is sent', () => {
      render(<Harness onConfirm={vi.fn()} reasons={REASONS} busy />);
      expect(pickButton('ID expired')).toHaveAttribute('aria-disabled', 'true');
    });
  });
});
