import { useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { InlineAlert } from '../InlineAlert';
import { Modal, type ModalSize } from '../Modal';
import { isThenable, useGuardedConfirm } from './useGuardedConfirm';
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
  onConfirm: () => unknown;
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
  /**
   * What makes this action risky, one sentence each (e.g. "The user's KYC is not verified."). With any, the
   * dialog lists them under a heading, the confirm button becomes `riskConfirmLabel` in the danger tone and
   * stays inert until "I have checked these risks" is ticked: a second, explicit step, so Enter (or Tab
   * then Enter, the safe dialog's habit) never confirms. Focus starts on Cancel. Empty or absent: the
   * usual one-step confirmation.
   */
  risks?: readonly ReactNode[];
  /** The confirm button of a risky action, e.g. "Approve anyway". Default: the locale's ("Confirm anyway"). */
  riskConfirmLabel?: ReactNode;
  /** The heading over the risks. Default: the locale's ("Check before you confirm"). */
  risksHeading?: ReactNode;
  /** The box to tick before a risky confirm. Default: the locale's ("I have checked these risks"). */
  risksAcknowledgeLabel?: ReactNode;
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
    risks = [],
    riskConfirmLabel = m.confirmAnyway,
    risksHeading = m.risksHeading,
    risksAcknowledgeLabel = m.risksAcknowledge,
  } = props;
  const [open, setOpen, controlled] = useDialogOpen({ open: openProp, defaultOpen, onOpenChange: onOpenChangeProp }, 'ConfirmModal');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { run, pending } = useGuardedConfirm(open, busy);
  const working = busy || pending === 'promise';
  const locked = working || pending === 'handoff';
  const risky = risks.length > 0;
  // Ticked for this opening of the dialog and this many risks: closed, or another risk found, it starts unticked again.
  const [acknowledged, setAcknowledged] = useState<number | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setAcknowledged(null);
  }
  const checked = open && acknowledged === risks.length;
  const blocked = confirmDisabled || (risky && !checked);

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
            variant={risky ? 'danger' : tone}
            loading={working}
            loadingText={busyLabel}
            disabled={!working && (blocked || locked)}
            onClick={() => {
              if (blocked) return;
              // Uncontrolled, nobody else closes the modal: it closes itself once the action succeeded.
              run(controlled ? onConfirm : () => afterSuccess(onConfirm(), () => setOpen(false)));
            }}
          >
            {risky ? riskConfirmLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {risky && (
        <Risks>
          <InlineAlert tone="warning" live="off" title={risksHeading}>
            <ul>
              {risks.map((risk, index) => (
                <li key={index}>{risk}</li>
              ))}
            </ul>
          </InlineAlert>
          <Checkbox
            label={risksAcknowledgeLabel}
            checked={checked}
            disabled={working}
            onChange={(event) => setAcknowledged(event.target.checked ? risks.length : null)}
          />
        </Risks>
      )}
    </Modal>
  );
}

const Risks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  ul {
    margin: 0;
    padding-inline-start: 1.25em;
  }
  * + & {
    margin-block-start: ${vars.space[3]};
  }
`;

/** Runs `then` once an action's `result` has succeeded: when its promise fulfils, or at once if it is not one. */
function afterSuccess(result: unknown, then: () => void): unknown {
  if (isThenable(result)) {
    return result.then((value) => {
      then();
      return value;
    });
  }
  then();
  return result;
}
