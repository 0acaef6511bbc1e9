import { useId, useRef, useState, type ReactNode } from 'react';
import { arrowFocus } from '../../utils/arrowFocus';
import { useControllableState } from '../../utils/useControllableState';
import { useDialogOpen, type DialogOpenProps } from '../../internal/dialog';
import { ConfirmModal } from '../ConfirmModal';
import type { ModalSize } from '../Modal';
import { Field, Label, Meta, Reason, Reasons, ReasonsField, Required, Textarea } from './RejectModal.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface RejectModalProps extends DialogOpenProps {
  /** e.g. "Reject KYC". The dialog's accessible name. */
  title: ReactNode;
  /** Text above the reason field, e.g. who is being rejected. The dialog's accessible description. */
  description?: ReactNode;
  /** Default "Rejection reason". */
  reasonLabel?: string;
  /** Shown under the field. Default "Required." */
  reasonHint?: ReactNode;
  /** Default "Reject". */
  confirmLabel?: ReactNode;
  /** Shown on the Reject button while the request runs, e.g. "Rejecting…". Default: the confirm label. */
  busyLabel?: ReactNode;
  /** Default "Cancel". */
  cancelLabel?: ReactNode;
  /** The screen's request is in flight: Reject shows loading and the dialog cannot be closed. */
  busy?: boolean;
  /** Limits the reason's length and shows a character count. */
  maxLength?: number;
  /**
   * Ready-made reasons, offered as buttons above the field: picking one puts its text in the field (after what is
   * there, on a new line) and moves focus to the field, to edit it before sending. Free text stays possible.
   * Default none.
   */
  reasons?: readonly string[];
  /** The name of the ready-made reasons' group. Default "Ready-made reasons". */
  reasonsLabel?: string;
  /**
   * Receives the trimmed reason; never called with an empty one. Return the request's promise. Controlled,
   * the screen closes the modal; uncontrolled, it closes itself once the promise fulfils.
   */
  onConfirm: (reason: string) => unknown;
  /**
   * The reason as typed, when the screen owns it (e.g. to keep it as a draft that outlives the
   * page); with `onReasonChange`. Default: the modal keeps it itself.
   */
  reason?: string;
  /** Every change of the typed reason (and '' when it is cleared after a successful rejection). */
  onReasonChange?: (reason: string) => void;
  /**
   * Clear the reason when the modal closes after a successful rejection. Default true.
   * The reason always survives a failed call and a plain Cancel (reopening shows it again).
   */
  resetOnClose?: boolean;
  /** Width of the dialog (see Modal). Default `md`. */
  size?: ModalSize;
  /** Whether a click on the backdrop cancels. Default true (never while busy). */
  closeOnOutsideClick?: boolean;
  /** Text direction of the whole dialog, e.g. "rtl" for an Arabic console. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Class of the dialog panel. */
  className?: string;
}

/**
 * Asks for a rejection reason, then rejects: an `alertdialog`, like ConfirmModal. The Reject button stays inert until the trimmed reason is
 * non-empty (a rejection needs a reason), and `onConfirm` receives it trimmed. Double-submit guarded like
 * ConfirmModal. The text is kept while the component is mounted, so a failed call loses nothing; a
 * screen that must keep it beyond that (a session that ends mid-rejection) owns it through
 * `reason` / `onReasonChange`.
 *
 * With `reasons`, a group of buttons above the field offers ready-made reasons. Keyboard: Shift+Tab from the field
 * reaches them (each is in the tab order), the arrow keys move between them (flipped right to left), Home/End jump,
 * Enter or Space picks. A picked reason joins the text on a new line (never twice) and focus goes to the field, which
 * screen readers then read with its new text; the admin edits it there and sends what the field holds.
 *
 * ```tsx
 * <RejectModal open={open} onOpenChange={setOpen} title="Reject KYC" onConfirm={(reason) => reject(id, reason)} />
 * <RejectModal trigger={<Button variant="danger">Reject</Button>} title="Reject KYC" onConfirm={(reason) => reject(id, reason)} />
 * <RejectModal open={open} onOpenChange={setOpen} title="Reject KYC" reasons={['ID photo unreadable', 'ID expired']} onConfirm={reject} />
 * ```
 */
export function RejectModal(props: RejectModalProps) {
  const m = useAdminLocale().messages;
  const {
    open: openProp,
    defaultOpen,
    onOpenChange,
    trigger,
    closeLabel,
    returnFocus,
    title,
    description,
    reasonLabel = m.rejectionReason,
    reasonHint = m.required,
    confirmLabel = m.reject,
    busyLabel,
    cancelLabel = m.cancel,
    busy = false,
    maxLength,
    reasons = [],
    reasonsLabel = m.readyReasons,
    onConfirm,
    reason: reasonProp,
    onReasonChange,
    resetOnClose = true,
    size = 'md',
    closeOnOutsideClick,
    dir,
    className,
  } = props;
  const [open, setOpen, controlled] = useDialogOpen({ open: openProp, defaultOpen, onOpenChange }, 'RejectModal');
  const [reason, setReason] = useControllableState(reasonProp, '', onReasonChange, '<RejectModal> `reason`');
  const [succeeded, setSucceeded] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const countId = useId();
  const reasonsId = useId();
  // After a successful rejection, the next close starts the reason afresh (adjusting state during render).
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open && succeeded) {
      setSucceeded(false);
      if (resetOnClose) setReason('');
    }
  }

  const trimmed = reason.trim();
  const locked = busy || submitting;

  // The field takes focus; given the new text, it puts the caret at its end (the browser does, for a value set by
  // script), where the admin goes on editing.
  const pick = (text: string) => {
    fieldRef.current?.focus();
    const joined = trimmed === '' ? text : `${reason.trimEnd()}\n${text}`;
    const next = maxLength === undefined ? joined : joined.slice(0, maxLength);
    // Already there (or no room left): nothing to add.
    if (!reason.includes(text) && next !== reason) setReason(next);
  };

  // Uncontrolled, nobody else closes the modal: it closes itself once the rejection succeeded.
  const succeed = () => {
    setSucceeded(true);
    if (!controlled) setOpen(false);
  };

  const confirm = () => {
    const result = onConfirm(trimmed);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setSubmitting(true);
      return Promise.resolve(result)
        .then(succeed)
        .finally(() => setSubmitting(false));
    }
    succeed();
    return undefined;
  };

  return (
    <ConfirmModal
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      closeLabel={closeLabel}
      returnFocus={returnFocus}
      closeOnOutsideClick={closeOnOutsideClick}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      cancelLabel={cancelLabel}
      tone="danger"
      busy={busy}
      confirmDisabled={trimmed === ''}
      onConfirm={confirm}
      initialFocus={fieldRef}
      size={size}
      dir={dir}
      className={className}
    >
      {reasons.length > 0 && (
        <ReasonsField>
          <Label as="span" id={reasonsId}>
            {reasonsLabel}
          </Label>
          <Reasons role="group" aria-labelledby={reasonsId} onKeyDown={arrowFocus}>
            {reasons.map((text) => (
              <Reason key={text} variant="secondary" size="sm" dir="auto" disabled={locked} onClick={() => pick(text)}>
                {text}
              </Reason>
            ))}
          </Reasons>
        </ReasonsField>
      )}
      <Field>
        <Label htmlFor={fieldId}>{reasonLabel}</Label>
        <Textarea
          ref={fieldRef}
          id={fieldId}
          dir="auto"
          value={reason}
          maxLength={maxLength}
          required
          readOnly={locked}
          aria-describedby={maxLength === undefined ? hintId : `${hintId} ${countId}`}
          onChange={(event) => setReason(event.target.value)}
        />
        <Meta>
          <Required id={hintId}>{reasonHint}</Required>
          {maxLength !== undefined && <span id={countId}>{m.charactersUsed(`${reason.length}`, `${maxLength}`)}</span>}
        </Meta>
      </Field>
    </ConfirmModal>
  );
}
