import { useLayoutEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Actions, Bar, Message } from './StickyActionBar.styles';

export interface StickyActionBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the bar (a region landmark, so it can be reached directly), e.g. "Account actions". */
  'aria-label': string;
  /** Text on the start side, e.g. the record's status or the result of the last action. Changes are announced politely. */
  message?: ReactNode;
  /**
   * Below 640 px wide (a phone, or 200 % zoom), the message is read but not shown, so the bar keeps to its actions
   * and the page keeps the screen: for a message the page shows elsewhere too (the record's status in its header).
   * Default false: shown at every width.
   */
  hideMessageWhenNarrow?: boolean;
  /** The action buttons, end side. */
  children?: ReactNode;
}

/**
 * Set on the document's root to the bar's height while it is shown: the scroll padding, and a custom property, what
 * a tall element in the page (DocumentCard's PDF preview) leaves free so it can be seen whole above the bar, at 200 %
 * zoom too.
 */
const PROPERTIES = ['scroll-padding-bottom', '--admin-sticky-bar-height'];

/**
 * While a bar is shown, the document keeps its height clear at the bottom when it scrolls something
 * into view (`scroll-padding-bottom`): a control that gets focus is never hidden under the bar
 * (WCAG 2.4.11), and its height is `--admin-sticky-bar-height`. The previous values come back when the bar goes.
 */
function useScrollPaddingBelow(bar: HTMLElement | null) {
  useLayoutEffect(() => {
    const root = bar?.ownerDocument.documentElement;
    if (!bar || !root) return undefined;
    const { style } = root;
    const before = PROPERTIES.map((name) => style.getPropertyValue(name));
    const apply = () => {
      const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
      for (const name of PROPERTIES) style.setProperty(name, height);
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      PROPERTIES.forEach((name, i) => style.setProperty(name, before[i] ?? ''));
    };
  }, [bar]);
}

/**
 * The decision bar of a review screen: sticks to the bottom of its scroll container
 * (`position: sticky; bottom: 0`), so Approve / Reject stay in reach on long records.
 * Put it last inside the scrolling content (the document). While it is shown, the document's
 * `scroll-padding-bottom` is the bar's height, so focused controls scroll clear of it.
 *
 * ```tsx
 * <StickyActionBar aria-label="Account actions" message="Status: Pending Verification">
 *   <Button variant="danger">Reject Account</Button>
 *   <Button>Approve Account</Button>
 * </StickyActionBar>
 * ```
 */
export function StickyActionBar({ message, hideMessageWhenNarrow = false, children, ...rest }: StickyActionBarProps) {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useScrollPaddingBelow(bar);
  return (
    <Bar role="region" {...rest} ref={setBar}>
      <Message aria-live="polite" dir="auto" data-narrow={hideMessageWhenNarrow ? 'hidden' : undefined}>
        {message}
      </Message>
      <Actions>{children}</Actions>
    </Bar>
  );
}
