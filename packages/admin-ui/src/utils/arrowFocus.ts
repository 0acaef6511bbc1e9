import type { KeyboardEvent } from 'react';

const NEXT: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Moves focus among the buttons of a group with the arrow keys (left and right flipped right to left, wrapping),
 * Home and End. The group's keydown handler; keys it does not use are left alone.
 */
export function arrowFocus(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  let step = NEXT[event.key];
  let to: number;
  if (index < 0) return;
  if (step) {
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    if (horizontal && getComputedStyle(event.currentTarget).direction === 'rtl') step = step === 1 ? -1 : 1;
    to = (index + step + buttons.length) % buttons.length;
  } else if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = buttons.length - 1;
  else return;
  event.preventDefault();
  buttons[to]!.focus();
}
