import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { Modal } from '../Modal';
import type { DialogOpenProps } from '../../internal/dialog';
import { Keys, Kbd, ShortcutList, ShortcutRow, Or } from './KeyboardShortcuts.styles';

export interface KeyHintProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
}

/**
 * One key as printed on the keyboard ("A", "Esc", "?"), drawn as a key cap: a `<kbd>`. Inside a
 * button whose name already says the action, give it `aria-hidden` so the name stays the action's.
 * It is always left to right (`dir="ltr"`), in a right-to-left page too: "]" stays "]", never drawn
 * mirrored as "[" (bidi mirroring of brackets), so the key shown is the key to press.
 */
export function KeyHint({ children, ...rest }: KeyHintProps) {
  return (
    <Kbd {...rest} dir="ltr">
      {children}
    </Kbd>
  );
}

export interface KeyboardShortcut {
  /** The keys, each one alternative (["J", "]"]: J or ]). */
  keys: readonly string[];
  /** What it does, e.g. "Next case". */
  description: ReactNode;
}

export interface KeyboardShortcutsDialogProps extends DialogOpenProps {
  /** The keys to list, in order: each with its keys and what it does. */
  shortcuts: readonly KeyboardShortcut[];
  /** The dialog's title. Default the locale's `keyboardShortcuts` ("Keyboard shortcuts"). */
  title?: ReactNode;
  /** A line under the title, e.g. when the shortcuts do nothing. */
  description?: ReactNode;
  /** Between two alternative keys. Default the locale's `orKey` ("or"). */
  orLabel?: string;
  /** Text direction of the whole dialog, e.g. "rtl" for an Arabic console. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Class of the dialog panel. */
  className?: string;
}

/**
 * The dialog a "?" opens: every shortcut of the screen, its keys (as key caps) and what it does,
 * as a description list (each key group is a term, its action the definition).
 *
 * ```tsx
 * <KeyboardShortcutsDialog open={open} onOpenChange={setOpen} shortcuts={[{ keys: ['A'], description: 'Approve' }]} />
 * <KeyboardShortcutsDialog trigger={<Button variant="ghost">Shortcuts</Button>} shortcuts={shortcuts} />
 * ```
 */
export function KeyboardShortcutsDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel,
  returnFocus,
  shortcuts,
  title,
  description,
  orLabel,
  dir,
  className,
}: KeyboardShortcutsDialogProps) {
  const { messages } = useAdminLocale();
  return (
    <Modal
      // Modal keeps the open state, controlled or not: this dialog only hands the three props on.
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      closeLabel={closeLabel}
      returnFocus={returnFocus}
      title={title ?? messages.keyboardShortcuts}
      description={description}
      size="sm"
      dir={dir}
      className={className}
    >
      <ShortcutList>
        {shortcuts.map((shortcut, index) => (
          <ShortcutRow key={index}>
            <dt>
              <Keys>
                {shortcut.keys.map((key, i) => (
                  <Fragment key={key}>
                    {i > 0 && <Or>{orLabel ?? messages.orKey}</Or>}
                    <KeyHint>{key}</KeyHint>
                  </Fragment>
                ))}
              </Keys>
            </dt>
            <dd>{shortcut.description}</dd>
          </ShortcutRow>
        ))}
      </ShortcutList>
    </Modal>
  );
}
