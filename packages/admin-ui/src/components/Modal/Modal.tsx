import {
  cloneElement,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { Body, CloseButton, Description, Footer, Header, Panel, StyledDialog, Title } from './Modal.styles';
import { lockBodyScroll } from './scrollLock';
import { useDialogOpen, type DialogOpenProps, type DialogTriggerProps } from '../../internal/dialog';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { useThemeProviderCheck } from '../../theme/themeContext';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export interface ModalProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'title' | 'children' | 'open' | 'role'>, DialogOpenProps {
  /** The dialog's heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /** Short text under the heading; it is the dialog's accessible description. */
  description?: ReactNode;
  /** The dialog's content, mounted only while it is open. */
  children?: ReactNode;
  /** Actions, end-aligned under the content (e.g. Cancel + Confirm). */
  footer?: ReactNode;
  /** Width of the dialog: `sm`, `md` (default), `lg` or `full`; never wider than the screen. */
  size?: ModalSize;
  /** Whether a click on the backdrop closes the dialog. Default true (a click outside a modal closes it). */
  closeOnOutsideClick?: boolean;
  /**
   * Whether the user may close the dialog at all. Pass false while work is in flight:
   * Escape, outside clicks and the Close button then do nothing.
   */
  dismissible?: boolean;
  /** The element to focus on open. Default: the first focusable element of the content, else the footer, else Close. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * `dialog` (default) for content the user works in; `alertdialog` for one that interrupts to ask for a
   * decision (ConfirmModal sets it), which screen readers announce at once with its description.
   */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusInitial(dialog: HTMLDialogElement, explicit: HTMLElement | null | undefined) {
  const target =
    explicit ??
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`) ??
    dialog.querySelector<HTMLElement>(`[data-modal-footer] :is(${FOCUSABLE})`) ??
    dialog.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

/** The `trigger` element, told that it opens a dialog: its click opens it after its own onClick, unless that prevented it. */
function TriggerSlot({ element, onOpen }: { element: ReactElement<DialogTriggerProps>; onOpen: (event: MouseEvent<HTMLElement>) => void }) {
  return cloneElement(element, {
    'aria-haspopup': 'dialog',
    onClick: (event: MouseEvent<HTMLElement>) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) onOpen(event);
    },
  });
}

const CloseIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </svg>
);

/**
 * A modal dialog on the platform's `<dialog>` and `showModal()`: the rest of the page is inert
 * (so focus stays inside), Escape and a backdrop click close it, focus moves in on open and back to
 * the opener on close, and the page behind does not scroll.
 *
 * Controlled: the screen owns `open` and reacts to `onOpenChange(false)`. Uncontrolled: give a `trigger`
 * (and `defaultOpen` to start open); the dialog keeps its own state. The content is mounted only
 * while open, so a form inside starts fresh each time (keep state in the parent to preserve it).
 *
 * ```tsx
 * <Modal open={open} onOpenChange={setOpen} title="Confirm Approval" footer={<Button>Yes, Approve</Button>}>
 *   Are you sure?
 * </Modal>
 * <Modal trigger={<Button>Details</Button>} title="Details">…</Modal>
 * ```
 */
export function Modal(props: ModalProps) {
  const m = useAdminLocale().messages;
  const {
    open: openProp,
    defaultOpen,
    onOpenChange: onOpenChangeProp,
    trigger,
    role = 'dialog',
    title,
    description,
    children,
    footer,
    size = 'md',
    closeOnOutsideClick = true,
    dismissible = true,
    initialFocus,
    closeLabel = m.close,
    returnFocus,
    className,
    onKeyDown,
    onClick,
    onPointerDown,
    ...rest
  } = props;
  useThemeProviderCheck('Modal');
  const [open, onOpenChange] = useDialogOpen({ open: openProp, defaultOpen, onOpenChange: onOpenChangeProp }, 'Modal');
  // The trigger's element, kept while the dialog it opened is open: focus goes back to it on close.
  const triggeredBy = useRef<HTMLElement | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  // The latest values for the open effect, which must run on `open` changes only.
  const latest = useRef({ open, dismissible, onOpenChange, initialFocus, returnFocus });
  useLayoutEffect(() => {
    latest.current = { open, dismissible, onOpenChange, initialFocus, returnFocus };
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focusInitial(dialog, latest.current.initialFocus?.current);
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      // Return focus (to `returnFocus`, else the trigger that opened it, else the opener), unless the screen
      // already moved it somewhere meaningful. Back to where the user was, the page stays where it is, as the
      // platform's own return of focus on close leaves it (Safari never focused the clicked trigger, so it is ours
      // to do there); a `returnFocus` elsewhere is scrolled into view.
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active);
      const elsewhere = latest.current.returnFocus?.current;
      const target = elsewhere ?? triggeredBy.current ?? opener;
      triggeredBy.current = null;
      if (lost && target?.isConnected) target.focus({ preventScroll: !elsewhere });
    };
  }, [open]);

  // Chromium stops honouring preventDefault() on `cancel` after one Escape without user
  // activation, which would close a non-dismissible dialog: handle Escape on keydown instead.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (dismissible) onOpenChange(false);
  };

  // Other close requests (e.g. a mobile back gesture) arrive as `cancel`.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (latest.current.dismissible) latest.current.onOpenChange(false);
  };

  // If the platform closed the dialog anyway while the screen still wants it open, resync.
  const handleClose = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open || !latest.current.open) return;
    if (latest.current.dismissible) latest.current.onOpenChange(false);
    else if (dialog.isConnected) dialog.showModal();
  };

  const isOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };

  const handlePointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    onPointerDown?.(event);
    pressStartedOnBackdrop.current = isOnBackdrop(event);
  };

  // A press that started inside (e.g. selecting text) and ended outside is not an outside click.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    const started = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (started && isOnBackdrop(event) && closeOnOutsideClick && dismissible) onOpenChange(false);
  };

  const hasDescription = description !== undefined && description !== null && description !== false;

  // Keep the trigger only if its request opened the dialog: a controlled screen may decline it, and a dialog
  // opened later some other way must not send focus back to this trigger. flushSync applies the answer at once.
  const openFromTrigger = (event: MouseEvent<HTMLElement>) => {
    const element = event.currentTarget;
    flushSync(() => onOpenChange(true));
    if (dialogRef.current?.open) triggeredBy.current = element;
  };

  return (
    <>
      {isValidElement(trigger) && <TriggerSlot element={trigger} onOpen={openFromTrigger} />}
      {/* Keyboard and pointer handling is on the dialog itself: Escape from anywhere inside, clicks on its backdrop. */}
      <StyledDialog
        {...rest}
        ref={dialogRef}
        role={open && role !== 'dialog' ? role : undefined}
        aria-modal={open ? true : undefined}
        className={className}
        data-size={size}
        aria-labelledby={open ? titleId : undefined}
        aria-describedby={open && hasDescription ? descriptionId : undefined}
        onKeyDown={handleKeyDown}
        onCancel={handleCancel}
        onClose={handleClose}
        onPointerDown={handlePointerDown}
        onClick={handleClick}
      >
        {open && (
          <Panel>
            <Header>
              <Title id={titleId} dir="auto">
                {title}
              </Title>
              <CloseButton
                type="button"
                aria-label={closeLabel}
                aria-disabled={dismissible ? undefined : true}
                onClick={() => {
                  if (dismissible) onOpenChange(false);
                }}
              >
                <CloseIcon />
              </CloseButton>
            </Header>
            {hasDescription && (
              <Description id={descriptionId} dir="auto">
                {description}
              </Description>
            )}
            <Body data-modal-body="">{children}</Body>
            {footer && <Footer data-modal-footer="">{footer}</Footer>}
          </Panel>
        )}
      </StyledDialog>
    </>
  );
}
