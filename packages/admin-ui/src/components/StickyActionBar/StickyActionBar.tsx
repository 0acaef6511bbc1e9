import type { HTMLAttributes, ReactNode } from 'react';
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
 * The decision bar of a review screen: sticks to the bottom of its scroll container
 * (`position: sticky; bottom: 0`), so Approve / Reject stay in reach on long records.
 * Put it last inside the scrolling content.
 *
 * ```tsx
 * <StickyActionBar aria-label="Account actions" message="Status: Pending Verification">
 *   <Button variant="danger">Reject Account</Button>
 *   <Button>Approve Account</Button>
 * </StickyActionBar>
 * ```
 */
export function StickyActionBar({ message, children, ...rest }: StickyActionBarProps) {
  return (
    <Bar role="region" {...rest}>
      <Message aria-live="polite" dir="auto">
        {message}
      </Message>
      <Actions>{children}</Actions>
    </Bar>
  );
}
