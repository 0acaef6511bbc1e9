import { useLayoutEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Actions, Bar, Message } from './StickyActionBar.styles';

export interface StickyActionBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the bar (a region landmark, so it can be reached directly), e.g. "Account actions". */
  'aria-label': string;
  /** Text on the start side, e.g. the record's status or the result of the last action. Changes are announced politely. */
  message?: ReactNode;
  /** The action buttons, end side. */
  children?: ReactNode;
}

/**
 * While a bar is shown, the document keeps its height clear at the bottom when it scrolls something
 * into view (`scroll-padding-bottom`): a control that gets focus is never hidden under the bar
 * (WCAG 2.4.11). The previous value comes back when the bar goes.
 */
function useScrollPaddingBelow(bar: HTMLElement | null) {
  useLayoutEffect(() => {
    const root = bar?.ownerDocument.documentElement;
    if (!bar || !root) return undefined;
    const before = root.style.getPropertyValue('scroll-padding-bottom');
    const apply = () => root.style.setProperty('scroll-padding-bottom', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.setProperty('scroll-padding-bottom', before);
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
export function StickyActionBar({ message, children, ...rest }: StickyActionBarProps) {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useScrollPaddingBelow(bar);
  return (
    <Bar role="region" {...rest} ref={setBar}>
      <Message aria-live="polite" dir="auto">
        {message}
      </Message>
      <Actions>{children}</Actions>
    </Bar>
  );
}
