import type { HTMLAttributes, ReactNode } from 'react';
import { Action, Description, IconSlot, Root, Title } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, e.g. "No Cliq Accounts Found". */
  title: ReactNode;
  /** One sentence of context, e.g. "There are no cliq accounts to display at the moment." */
  description?: ReactNode;
  /** A way forward, e.g. a "New Discount" button or a "Clear filters" link. */
  action?: ReactNode;
  /** Replaces the default tray illustration; `null` shows none. */
  icon?: ReactNode;
  /** Render the title as a heading of this level (default: a paragraph, as it usually sits inside a titled page). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const trayIcon = (
  <svg viewBox="0 0 40 40" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M6 22l5-12h18l5 12v9a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" />
    <path d="M6 22h9a5 5 0 0 0 10 0h9" />
  </svg>
);

/**
 * The "nothing here" state of a list or section: a title, an optional sentence and an
 * optional action. DataTable shows it by itself when a list has no rows.
 *
 * ```tsx
 * <EmptyState title="No Cliq Accounts Found" description="There are no cliq accounts to display at the moment." />
 * ```
 */
export function EmptyState({ title, description, action, icon = trayIcon, headingLevel, ...rest }: EmptyStateProps) {
  return (
    <Root {...rest}>
      {icon !== null && <IconSlot>{icon}</IconSlot>}
      <Title as={headingLevel ? (`h${headingLevel}` as const) : 'p'} dir="auto">
        {title}
      </Title>
      {description != null && description !== '' && <Description dir="auto">{description}</Description>}
      {action != null && <Action>{action}</Action>}
    </Root>
  );
}
