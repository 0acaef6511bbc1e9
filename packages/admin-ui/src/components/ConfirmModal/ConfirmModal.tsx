import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button';
import { Modal, type ModalSize } from '../Modal';
import { useGuardedConfirm } from './useGuardedConfirm';
import { useAdminLocale } from '../../locale/useAdminLocale';

export type ConfirmTone = 'primary' | 'danger';

export interface ConfirmModalProps {
  /** Shown when true; the screen owns this state. */
  open: boolean;
  /** Called with false when the user cancels (Cancel, Escape, outside click) or after a successful confirm. */
  onOpenChange: (open: boolean) => void;
  /** e.g. "Confirm Approval". The dialog's accessible name. */
  title: ReactNode;
  /** e.g. "Are you sure you want to approve this Cliq account for Sara Ali?". The dialog's description. */
  message?: ReactNode;
  /** Extra content under the message (a warning, a form field). */
  children?: ReactNode;
  /** e.g. "Yes, Approve". */
  confirmLabel: ReactNode;
  /** Shown on the confirm button while busy, e.g. "Approving…". Default: the confirm label. */
  busyLabel?: ReactNode;
  /** Default "Cancel". */
  cancelLabel?: ReactNode;
  /** Accessible name of the header's close button (see Modal's `closeLabel`). Default: the locale's "Close". */
  closeLabel?: string;
  /** danger for destructive or irreversible actions (reject). Default primary. */
  tone?: ConfirmTone;
  /** The screen's request is in flight: confirm shows loading, nothing can be clicked, Escape/outside click do nothing. */
  busy?: boolean;
  /** Keeps confirm inert (e.g. a required field is empty). */
  confirmDisabled?: boolean;
  /**
   * Runs the action. Return its promise: the modal stays busy until it settles and never calls this twice
   * meanwhile. Report failures yourself (the modal ignores the rejection).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Default: the Cancel button (the least destructive choice). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes once the dialog has closed (see Modal's `returnFocus`). Default: the opener. */
  returnFocus?: RefObject<HTMLElement | null>;
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
 * "Are you sure?" before an action, with a double-submit guard: while `busy` or while the promise
 * returned by `onConfirm` is pending, the confirm button shows loading, both buttons are inert and
 * Escape/outside clicks are ignored. If `onConfirm` returns nothing, further confirms are ignored until
 * the modal closes or `busy` falls back to false.
 *
 * ```tsx
 * <ConfirmModal open={open} onOpenChange={setOpen} title="Confirm Approval"
 *   message="Are you sure you want to approve this Cliq account for Sara Ali?"
 *   confirmLabel="Yes, Approve" onConfirm={() => approve(id)} />
 * ```
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const m = useAdminLocale().messages;
  const {
    open,
    onOpenChange,
    title,
    message,
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { run, pending } = useGuardedConfirm(open, busy);
  const working = busy || pending === 'promise';
  const locked = working || pending === 'handoff';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!working) onOpenChange(next);
      }}
      title={title}
      description={message}
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
          <Button ref={cancelRef} variant="secondary" disabled={working} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            loading={working}
            loadingText={busyLabel}
            disabled={!working && (confirmDisabled || locked)}
            onClick={() => {
              if (!confirmDisabled) run(onConfirm);
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
