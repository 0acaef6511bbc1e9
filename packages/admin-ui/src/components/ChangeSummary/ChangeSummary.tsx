import { useAdminLocale } from '../../locale/useAdminLocale';
import type { ReactNode } from 'react';
import { Arrow, Caption, Change, Scroll, Table, Value } from './ChangeSummary.styles';

/** One changed value: where it is (an item and a field), what it was, what it becomes. */
export interface ChangeSummaryItem {
  /** Unique among the items (e.g. "row id:field"). */
  key: string;
  /** The thing changed, e.g. a fee's alias. Shown only when `headers.item` is given. */
  item?: ReactNode;
  /** The field changed, as the screen titles it (e.g. "Payer %"). */
  field: ReactNode;
  before: ReactNode;
  after: ReactNode;
  /** The size of the change, e.g. "+0.50 pp". The column shows when any item has one. */
  change?: ReactNode;
}

export interface ChangeSummaryHeaders {
  /** The item column's title; omit for a list of one item's fields. */
  item?: ReactNode;
  field: ReactNode;
  before: ReactNode;
  after: ReactNode;
  change?: ReactNode;
}

export interface ChangeSummaryProps {
  /** The table's accessible name (shown above it). */
  caption: ReactNode;
  /** The changes to list, one row each: the record, the field, the old and new values and an optional change ("+0.50 pp"). */
  items: readonly ChangeSummaryItem[];
  /** Column titles. Default: the locale's (Item, Column, Old value, New value, Change). */
  headers?: Partial<ChangeSummaryHeaders>;
  /** Hides the caption visually (it stays the table's name): when a heading nearby already says it. */
  hideCaption?: boolean;
  /**
   * Two versions side by side (e.g. "theirs" and "mine") rather than a change: neither value is struck through and
   * no arrow leads from one to the other.
   */
  sideBySide?: boolean;
  /** Scrolls the list inside this height (CSS length), e.g. in a dialog. */
  maxHeight?: string;
  /** Class name of the outer element (styled-components extension). */
  className?: string;
}

/**
 * A review list of changes: a table of each changed value, old and new side by side (old → new), with the size of
 * the change when the screen gives one. Presentational: the screen computes the items and words them.
 *
 * ```tsx
 * <ChangeSummary caption="Changes to save" items={[{ key: '1:payer_percentage', item: 'p2p_transfer',
 *   field: 'Payer %', before: '1.5', after: '2', change: '+0.50 pp' }]} />
 * ```
 */
export function ChangeSummary({
  caption,
  items,
  headers,
  hideCaption = false,
  sideBySide = false,
  maxHeight,
  className,
}: ChangeSummaryProps) {
  const m = useAdminLocale().messages;
  const titles: ChangeSummaryHeaders = {
    item: m.changeItem,
    field: m.changeField,
    before: m.changeBefore,
    after: m.changeAfter,
    change: m.changeSize,
    ...headers,
  };
  const withItem = headers?.item !== undefined || (headers === undefined && items.some((i) => i.item !== undefined));
  const withChange = items.some((i) => i.change !== undefined && i.change !== null && i.change !== '');
  return (
    <Scroll className={className} style={maxHeight ? { maxHeight } : undefined} tabIndex={maxHeight ? 0 : undefined}>
      <Table>
        <Caption data-hidden={hideCaption || undefined}>{caption}</Caption>
        <thead>
          <tr>
            {withItem && <th scope="col">{titles.item}</th>}
            <th scope="col">{titles.field}</th>
            <th scope="col">{titles.before}</th>
            <th scope="col">{titles.after}</th>
            {withChange && <th scope="col">{titles.change}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.key}>
              {withItem && (
                <th scope="row" dir="auto">
                  {i.item}
                </th>
              )}
              {withItem ? (
                <td>
                  <bdi>{i.field}</bdi>
                </td>
              ) : (
                <th scope="row">
                  <bdi>{i.field}</bdi>
                </th>
              )}
              <td>
                <Value dir="auto" data-side={sideBySide ? undefined : 'before'}>
                  {i.before}
                </Value>
              </td>
              <td>
                {!sideBySide && <Arrow aria-hidden="true">→</Arrow>}
                <Value dir="auto" data-side={sideBySide ? undefined : 'after'}>
                  {i.after}
                </Value>
              </td>
              {withChange && (
                <td>
                  <Change dir="auto">{i.change}</Change>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
