import { memo, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { FilterInput, ListBox, ListEmpty, ListFrame, Pane, PaneCount, PaneHeader, PaneTitle, Rows } from './DualListPicker.styles';
import { CheckIcon } from '../../utils/CheckIcon';
import type { DualListPickerId, DualListPickerItem } from './DualListPicker.types';

/** Rows rendered above and below the viewport, so fast scrolling shows no gap. */
const OVERSCAN = 6;

export interface DualListPickerListProps {
  id: string;
  label: string;
  filterLabel: string;
  filter: string;
  onFilterChange: (value: string) => void;
  items: readonly DualListPickerItem[];
  /** Indexes into `items` of the rows this list shows (filtered), in order. */
  visible: readonly number[];
  countText: string;
  emptyText: string;
  highlighted: ReadonlySet<DualListPickerId>;
  onHighlightedChange: (next: ReadonlySet<DualListPickerId>) => void;
  /** Enter (`viaKeyboard`) or double-click on the row of `items[itemIndex]`. */
  onActivate: (itemIndex: number, viaKeyboard: boolean) => void;
  disabled: boolean;
  height: number;
  rowHeight: number;
}

/**
 * Where `item` is, or would be, in `visible` (which keeps the order of `items`): after a move or
 * a filter, the focus lands on the next item that is still there.
 */
function lowerBound(visible: readonly number[], item: number): number {
  let lo = 0;
  let hi = visible.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (visible[mid]! < item) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const optionId = (listId: string, item: number) => `${listId}-opt-${item}`;

interface ListRowsProps {
  id: string;
  items: readonly DualListPickerItem[];
  visible: readonly number[];
  first: number;
  last: number;
  pos: number;
  highlighted: ReadonlySet<DualListPickerId>;
  rowHeight: number;
}

/**
 * The rendered rows: those in the window, plus the active row wherever it is, so that
 * aria-activedescendant always points at an element that exists. Memoized: scrolling within
 * a row, or typing in the filter box, does not re-render them.
 */
const ListRows = memo(function ListRows({ id, items, visible, first, last, pos, highlighted, rowHeight }: ListRowsProps) {
  const n = visible.length;
  const rows: number[] = [];
  for (let p = first; p < last; p++) rows.push(p);
  if (pos >= 0 && (pos < first || pos >= last)) rows.push(pos);
  return (
    <Rows style={{ height: n * rowHeight }}>
      {rows.map((p) => {
        const item = visible[p]!;
        const { id: key, label, description, lang } = items[item]!;
        return (
          <div
            key={item}
            id={optionId(id, item)}
            role="option"
            aria-selected={highlighted.has(key)}
            aria-setsize={n}
            aria-posinset={p + 1}
            data-pos={p}
            data-active={p === pos ? 'true' : undefined}
            style={{ top: p * rowHeight, height: rowHeight }}
          >
            <span data-part="check" aria-hidden="true">
              <CheckIcon />
            </span>
            {/* <bdi>: an Arabic name reads right to left yet lines up with the others. */}
            <span data-part="text">
              <span data-part="label">
                <bdi lang={lang}>{label}</bdi>
              </span>
              {description && (
                <span data-part="description">
                  <bdi>{description}</bdi>
                </span>
              )}
            </span>
          </div>
        );
      })}
    </Rows>
  );
});

/**
 * One side of the picker: filter box, count and a multi-select listbox (ARIA listbox with
 * aria-activedescendant). Only the rows in view are rendered, so a list of thousands costs
 * what a list of twenty does.
 */
export const DualListPickerList = memo(function DualListPickerList({
  id,
  label,
  filterLabel,
  filter,
  onFilterChange,
  items,
  visible,
  countText,
  emptyText,
  highlighted,
  onHighlightedChange,
  onActivate,
  disabled,
  height,
  rowHeight,
}: DualListPickerListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // The keyboard position: an item, and where it was (a fast path for the common case).
  const [active, setActive] = useState<{ item: number; pos: number } | null>(null);
  const anchor = useRef<number | null>(null);
  const [scrollTop, setScrollTop] = useState(0);

  const n = visible.length;
  const pos = useMemo(() => {
    if (!active || n === 0) return -1;
    if (visible[active.pos] === active.item) return active.pos;
    return Math.min(lowerBound(visible, active.item), n - 1);
  }, [active, visible, n]);

  const labelId = `${id}-label`;
  const countId = `${id}-count`;
  const listId = `${id}-list`;
  const idAt = (p: number) => items[visible[p]!]!.id;

  const moveTo = (p: number) => {
    setActive({ item: visible[p]!, pos: p });
    const el = listRef.current;
    if (!el) return;
    const top = p * rowHeight;
    const viewport = el.clientHeight || height;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + rowHeight > el.scrollTop + viewport) el.scrollTop = top + rowHeight - viewport;
  };

  const anchorPos = (fallback: number) => {
    const a = anchor.current === null ? -1 : visible.indexOf(anchor.current);
    if (a >= 0) return a;
    anchor.current = visible[fallback] ?? null;
    return fallback;
  };

  const selectRange = (from: number, to: number) => {
    const next = new Set<DualListPickerId>();
    for (let p = Math.min(from, to); p <= Math.max(from, to); p++) next.add(idAt(p));
    onHighlightedChange(next);
  };

  const toggle = (p: number) => {
    const next = new Set(highlighted);
    const key = idAt(p);
    if (!next.delete(key)) next.add(key);
    anchor.current = visible[p]!;
    onHighlightedChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || n === 0) return;
    const page = Math.max(1, Math.floor(height / rowHeight) - 1);
    const here = pos < 0 ? 0 : pos;
    let to: number;
    switch (event.key) {
      case 'ArrowDown':
        to = pos < 0 ? 0 : Math.min(pos + 1, n - 1);
        break;
      case 'ArrowUp':
        to = Math.max(pos - 1, 0);
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = n - 1;
        break;
      case 'PageDown':
        to = Math.min(here + page, n - 1);
        break;
      case 'PageUp':
        to = Math.max(here - page, 0);
        break;
      case ' ':
        event.preventDefault();
        if (event.shiftKey) selectRange(anchorPos(here), here);
        else toggle(here);
        if (pos < 0) moveTo(here);
        return;
      case 'Enter':
        event.preventDefault();
        onActivate(visible[here]!, true);
        return;
      case 'a':
      case 'A':
        if (!(event.ctrlKey || event.metaKey)) return;
        event.preventDefault();
        selectRange(0, n - 1);
        return;
      default:
        return;
    }
    event.preventDefault();
    if (event.shiftKey) selectRange(anchorPos(here), to);
    moveTo(to);
  };

  const posOf = (event: MouseEvent) => {
    const row = (event.target as Element).closest<HTMLElement>('[role="option"]');
    return row ? Number(row.dataset.pos) : -1;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const p = posOf(event);
    if (disabled || p < 0 || p >= n) return;
    if (event.shiftKey) selectRange(anchorPos(pos < 0 ? p : pos), p);
    else if (event.ctrlKey || event.metaKey) toggle(p);
    else {
      anchor.current = visible[p]!;
      onHighlightedChange(new Set([idAt(p)]));
    }
    setActive({ item: visible[p]!, pos: p });
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const p = posOf(event);
    if (!disabled && p >= 0 && p < n) onActivate(visible[p]!, false);
  };

  const onFocus = () => {
    if (pos >= 0 || n === 0) return;
    const firstSelected = highlighted.size ? visible.findIndex((item) => highlighted.has(items[item]!.id)) : -1;
    moveTo(Math.max(firstSelected, 0));
  };

  // The window: rows in view plus overscan. It only changes when a scroll crosses a row.
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(n, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);

  return (
    <Pane>
      <PaneHeader>
        <PaneTitle id={labelId}>{label}</PaneTitle>
        <PaneCount id={countId}>{countText}</PaneCount>
      </PaneHeader>
      <FilterInput
        type="search"
        value={filter}
        onChange={(event) => onFilterChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && n > 0) {
            event.preventDefault();
            listRef.current?.focus();
          }
        }}
        aria-label={filterLabel}
        placeholder={filterLabel}
        aria-controls={listId}
        aria-describedby={countId}
        disabled={disabled}
        dir="auto"
        autoComplete="off"
        spellCheck={false}
      />
      <ListFrame>
        <ListBox
          ref={listRef}
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={labelId}
          aria-describedby={countId}
          aria-disabled={disabled || undefined}
          aria-activedescendant={pos >= 0 ? optionId(id, visible[pos]!) : undefined}
          tabIndex={disabled ? -1 : 0}
          style={{ height }}
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onDoubleClick={onDoubleClick}
          onFocus={onFocus}
        >
          <ListRows
            id={id}
            items={items}
            visible={visible}
            first={first}
            last={last}
            pos={pos}
            highlighted={highlighted}
            rowHeight={rowHeight}
          />
        </ListBox>
        {n === 0 && <ListEmpty>{emptyText}</ListEmpty>}
      </ListFrame>
    </Pane>
  );
});
