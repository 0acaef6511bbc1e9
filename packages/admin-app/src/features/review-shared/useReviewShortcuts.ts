import { useEffect, useEffectEvent } from 'react';

/** What a review page's keys do. A missing action (e.g. no Approve on an account already approved) leaves its key alone. */
export interface ReviewShortcutActions {
  approve?: () => void;
  reject?: () => void;
  next: () => void;
  previous: () => void;
  openDocument: () => void;
  back: () => void;
  help: () => void;
}

/**
 * The physical keys (`KeyboardEvent.code`), so they are the same keys on an Arabic layout (where KeyA
 * types "ش"). "?" is Shift and the key of "/".
 */
const KEYS: Record<string, keyof ReviewShortcutActions> = {
  KeyA: 'approve',
  KeyR: 'reject',
  KeyJ: 'next',
  BracketRight: 'next',
  KeyK: 'previous',
  BracketLeft: 'previous',
  KeyV: 'openDocument',
  Escape: 'back',
};

/** The names `aria-keyshortcuts` gives each action's keys. */
export const REVIEW_KEYSHORTCUTS = {
  approve: 'A',
  reject: 'R',
  next: 'J ]',
  previous: 'K [',
  back: 'Escape',
  help: 'Shift+?',
} as const;

/** Inputs that take no typed text (a file chooser, a checkbox, a switch, a button): the page's keys still work there. */
const NOT_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** The key goes into a text-entry control (a text, number or date input, a textarea, a select, editable content). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('textarea, select, [contenteditable=""], [contenteditable="true"]') !== null) return true;
  const input = target.closest('input');
  return input !== null && !NOT_TEXT_INPUTS.has(input.type);
}

/** A dialog is open (or the key was pressed in one): its keys are its own. */
function inDialog(target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest('dialog, [role="dialog"], [role="alertdialog"]')) return true;
  return document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * A review page's keyboard shortcuts (KYC, KYB, Cliq): A approve, R reject, J or ] next case, K or [
 * previous case, V the first document, Esc back to the list, ? the list of shortcuts. None fires while
 * the admin types in a field, while a dialog is open, with Ctrl, Cmd or Alt held (the browser's and the
 * screen reader's keys), or when a key's action is missing.
 */
export function useReviewShortcuts(actions: ReviewShortcutActions): void {
  // The actions of the page as last rendered, read when the key is pressed. An effect event is brought up to date as
  // the page is shown (in the commit), not in an effect after it: a key pressed right after a move to the next case
  // (before the effects of a transition's render have run) went to the actions of the case left behind, which
  // dropped it as "still moving".
  const act = useEffectEvent((name: keyof ReviewShortcutActions): boolean => {
    const action = actions[name];
    if (!action) return false;
    action();
    return true;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || inDialog(event.target)) return;
      const name = event.code === 'Slash' && event.shiftKey ? 'help' : event.shiftKey ? undefined : KEYS[event.code];
      if (name && act(name)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
