import type { MouseEvent, ReactElement, RefObject } from 'react';
import { useControllableState } from '../utils/useControllableState';

/** What a dialog's `trigger` element may take: its click opens the dialog. */
export interface DialogTriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog' | boolean | 'true' | 'false' | 'menu' | 'listbox' | 'tree' | 'grid';
}

/** The props every admin-ui dialog takes the same way: open state, trigger, close button, focus return. */
export interface DialogOpenProps {
  /**
   * Controlled: whether the dialog is shown; give it with `onOpenChange`. Leave it out (undefined) for an
   * uncontrolled dialog, which keeps its own state starting at `defaultOpen`.
   */
  open?: boolean;
  /** Uncontrolled: whether the dialog is shown on first render. Default false. Ignored when `open` is given. */
  defaultOpen?: boolean;
  /**
   * Called with the state the user asks for: `false` on Escape, an outside click or Close; `true` when the
   * `trigger` is clicked. Required to close a controlled dialog; optional (a notification) when uncontrolled.
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * An element (e.g. a `Button`) rendered in place, before the dialog, whose click opens it; focus returns to
   * it on close. Its own `onClick` runs first (call `event.preventDefault()` there to keep the dialog shut).
   */
  trigger?: ReactElement<DialogTriggerProps>;
  /** Accessible name of the header's close button. Default: the locale's "Close". */
  closeLabel?: string;
  /**
   * Where focus goes once the dialog has closed. Default: the `trigger` when it opened the dialog, else the
   * element that had focus when it opened. Give it when the action changes the page under the dialog (the
   * opener goes away, e.g. a Cancel button that only exists while editing): focus cannot be moved while the
   * dialog still makes the page inert, so the screen names the element here instead of focusing it itself.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The open state of a dialog, controlled or not (with the development warning when a screen switches
 * between the two): `[open, setOpen, controlled]`.
 */
export function useDialogOpen(props: Pick<DialogOpenProps, 'open' | 'defaultOpen' | 'onOpenChange'>, component: string) {
  return useControllableState(props.open, props.defaultOpen ?? false, props.onOpenChange, `<${component}> \`open\``);
}
