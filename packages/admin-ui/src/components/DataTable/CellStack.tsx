import type { ReactNode } from 'react';
import { nodeText } from '../../internal/csv';
import { StackLine, StackRoot, StackSecondary } from './DataTable.styles';

export interface CellStackProps {
  /** The cell's main value, e.g. a name. */
  primary: ReactNode;
  /** Secondary data folded under it, e.g. the email; nothing shows when it is empty. */
  secondary?: ReactNode;
  /**
   * Each line on one line, cut at its end with an ellipsis when the column is narrow (an email never splits at its
   * "@"); the whole text stays for assistive technology and shows on hover.
   */
  truncate?: boolean;
}

/**
 * Two values in one table cell, the second under the first in smaller muted text: folds secondary
 * data into the primary column (email under the name) so a list fits without sideways scrolling.
 * Each line is isolated (`<bdi>`): an Arabic name and a Latin email each read in their own direction, while
 * both lines keep the table's alignment.
 *
 * ```tsx
 * { key: 'name', title: 'Name', render: (u) => <CellStack primary={u.name} secondary={u.email} /> }
 * ```
 */
export function CellStack({ primary, secondary, truncate }: CellStackProps) {
  const hasSecondary = secondary != null && secondary !== '' && secondary !== false;
  return (
    <StackRoot data-truncate={truncate || undefined} title={truncate ? CellStack.exportText({ primary, secondary }) : undefined}>
      <StackLine>
        <bdi>{primary}</bdi>
      </StackLine>
      {hasSecondary && (
        <StackSecondary>
          <bdi>{secondary}</bdi>
        </StackSecondary>
      )}
    </StackRoot>
  );
}

/** In an export the two values are two lines of one cell, as the table shows them. */
CellStack.exportText = ({ primary, secondary }: CellStackProps): string =>
  [nodeText(primary), nodeText(secondary)].filter((line) => line !== '').join('\n');
