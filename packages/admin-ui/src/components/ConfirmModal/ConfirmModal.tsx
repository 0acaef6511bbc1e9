import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button';
import { Modal, type ModalSize } from '../Modal';
import { useGuardedConfirm } from './useGuardedConfirm';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { useDialogOpen, type DialogOpenProps } from '../../internal/dialog';

export type ConfirmTone = 'primary' | 'danger';

export interface ConfirmModalProps extends DialogOpenProps {
  /** e.g. "Confirm Approval". The dialog's accessible name. */
  title: ReactNode;
  /** e.g. "Are you sure you want to approve this Cliq account for Sara Ali?". The dialog's accessible description. */
  description?: ReactNode;
  /** Extra content under the message (a warning, a form field). */
  children?: ReactNode;
  /** e.g. "Yes, Approve". */
  confirmLabel: ReactNode;
  /** Shown on the confirm button while busy, e.g. "Approving…". Default: the confirm label. */
  busyLabel?: ReactNode;
  /** Default "Cancel". */
  cancelLabel?: ReactNode;
  /** danger for destructive or irreversible actions (reject). Default primary. */
  tone?: ConfirmTone;
  /** The screen's request is in flight: confirm shows loading, nothing can be clicked, Escape/outside click do nothing. */
  busy?: boolean;
  /** Keeps confirm inert (e.g. a required field is empty). */
  confirmDisabled?: boolean;
  /**
   * Runs the action. Return its promise: the modal stays busy until it settles and never calls this twice
   * meanwhile. Report failures yourself (the modal ignores the rejection). Controlled, the screen closes the
   * modal; uncontrolled, it closes itself once the promise fulfils (at once if this returns nothing) and
   * stays open on a rejection.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Default: the Cancel button (the least destructive choice). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Width of the dialog (see Modal). Default `sm`. */
  size?: ModalSize;
  /** Whether a click on the backdrop cancels. Default true (never while busy). */
  closeOnOutsideClick?: boolean;
  /** Text direction of the whole dialog, e.g. "rtl" for an Arabic console. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Class of the dialog panel. */
  className?: string;
}

/**
 * "Are you sure?" before an action, as an `alertdialog` (it interrupts to ask for a decision), with a double-submit guard: while `busy` or while the promise
 * returned by `onConfirm` is pending, the confirm button shows loading, both buttons are inert and
 * Escape/outside clicks are ignored. If `onConfirm` returns nothing, further confirms are ignored until
 * the modal closes or `busy` falls back to false.
 *
 * ```tsx
 * <ConfirmModal open={open} onOpenChange={setOpen} title="Confirm Approval"
 *   description="Are you sure you want to approve this Cliq account for Sara Ali?"
 *   confirmLabel="Yes, Approve" onConfirm={() => approve(id)} />
 * <ConfirmModal trigger={<Button>Approve</Button>} title="Confirm Approval" confirmLabel="Yes, Approve"
 *   onConfirm={() => approve(id)} />
 * ```
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const m = useAdminLocale().messages;
  const {
    open: openProp,
    defaultOpen,
    onOpenChange: onOpenChangeProp,
    trigger,
    title,
    description,
    children,
    confirmLabel,
    busyLabel,
    cancelLabel = m.cancel,
    closeLabel,
    tone = 'primary',
    busy = false,
    confirmDisabled = false,
    onConfirm,
    initialFocus,
    returnFocus,
    size = 'sm',
    closeOnOutsideClick = true,
    dir,
    className,
  } = props;
  const [open, setOpen, controlled] = useDialogOpen({ open: openProp, defaultOpen, onOpenChange: onOpenChangeProp }, 'ConfirmModal');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { run, pending } = useGuardedConfirm(open, busy);
  const working = busy || pending === 'promise';
  const locked = working || pending === 'handoff';

  return (
    <Modal
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        if (!working) setOpen(next);
      }}
      trigger={trigger}
      title={title}
      description={description}
      size={size}
      dismissible={!working}
      closeOnOutsideClick={closeOnOutsideClick}
      initialFocus={initialFocus ?? cancelRef}
      returnFocus={returnFocus}
      closeLabel={closeLabel}
      className={className}
      dir={dir}
      aria-busy={working || undefined}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={working} onClick={() => setOpen(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            loading={working}
            loadingText={busyLabel}
            disabled={!working && (confirmDisabled || locked)}
            onClick={() => {
              if (confirmDisabled) return;
              // Uncontrolled, nobody else closes the modal: it closes itself once the action succeeded.
              run(controlled ? onConfirm : () => afterSuccess(onConfirm(), () => setOpen(false)));
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** Runs `then` once an action's `result` has succeeded: when its promise fulfils, or at once if it is not one. */
function afterSuccess(result: void | Promise<unknown>, then: () => void): void | Promise<unknown> {
  if (result && typeof result.then === 'function') {
    return result.then((value) => {
      then();
      return value;
    });
  }
  then();
  return result;
}
