import type { HTMLAttributes } from 'react';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { Button } from '../Button';
import { PageStatus, PaginationNav } from './Pagination.styles';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages. Nothing renders unless it is more than 1. */
  pageCount: number;
  /** Called with the page to go to. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. Default: the locale's ("Pagination"). */
  label?: string;
  /** Default "Previous". */
  previousLabel?: string;
  /** Default "Next". */
  nextLabel?: string;
  /** Default: the locale's, `Page ${page} of ${pageCount}` in English with the numbers in the locale. */
  formatStatus?: (page: number, pageCount: number) => string;
}

/**
 * Previous / Next paging with "Page X of Y", shown only when there is more than one page.
 * Previous is disabled on page 1 and Next on the last page; disabled buttons use
 * aria-disabled, so a keyboard user who pages to the end keeps focus on Next.
 * The status is polite-live: the new page is announced.
 *
 * ```tsx
 * <Pagination page={page} pageCount={lastPage} onPageChange={setPage} />
 * ```
 */
export function Pagination({ page, pageCount, onPageChange, label, previousLabel, nextLabel, formatStatus, ...rest }: PaginationProps) {
  const { messages, number } = useAdminLocale();
  if (!(pageCount > 1)) return null;
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  return (
    <PaginationNav aria-label={label ?? messages.pagination} {...rest}>
      <Button variant="secondary" size="sm" disabled={atFirst} onClick={() => onPageChange(page - 1)}>
        <span aria-hidden="true">‹</span>
        {previousLabel ?? messages.previous}
      </Button>
      <PageStatus aria-live="polite" aria-atomic="true">
        {formatStatus ? formatStatus(page, pageCount) : messages.pageStatus(number(page), number(pageCount))}
      </PageStatus>
      <Button variant="secondary" size="sm" disabled={atLast} onClick={() => onPageChange(page + 1)}>
        {nextLabel ?? messages.next}
        <span aria-hidden="true">›</span>
      </Button>
    </PaginationNav>
  );
}
