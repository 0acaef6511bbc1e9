import { useCallback, useId, useMemo, useState, type HTMLAttributes } from 'react';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { Button } from '../Button';
import { normalizeForSearch } from '../../utils/normalizeForSearch';
import { useAnnouncer } from '../../utils/useAnnouncer';
import { Actions, LiveRegion, PickerGrid, PickerRoot } from './DualListPicker.styles';
import { DualListPickerList } from './DualListPickerList';
import type { DualListPickerId, DualListPickerItem, DualListPickerMove } from './DualListPicker.types';

export interface DualListPickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'children'> {
  /** Every candidate, in the order both lists show them. Memoize it: its search index is built once per array. */
  items: readonly DualListPickerItem[];
  /** The ids in the Selected list (controlled). */
  selectedIds: readonly DualListPickerId[];
  /**
   * The new Selected ids after a move, in the order of `items` (stable, whatever the order of
   * clicks). Ids you passed that are not in `items` are kept, at the end: nothing is lost silently.
   */
  onSelectedIdsChange: (ids: DualListPickerId[]) => void;
  /** The Available list's name, saying what is picked, e.g. "Available Users". Default: the locale's neutral "Available". */
  availableLabel?: string;
  /** The Selected list's name, e.g. "Selected Users". Default: the locale's neutral "Selected". */
  selectedLabel?: string;
  /** Name and placeholder of the filter box. Default "Filter " + the lower-cased list label. */
  availableFilterLabel?: string;
  /** Name and placeholder of the selected list's filter box. Default "Filter " + the lower-cased list label. */
  selectedFilterLabel?: string;
  /** Shows both lists but allows no change (a read-only form). */
  disabled?: boolean;
  /** Height of each list in pixels. Default 280. */
  height?: number;
  /** The count above a list. Default "12 of 340" (shown of total). */
  formatCount?: (shown: number, total: number) => string;
  /**
   * What the polite live region says after a move, naming what moved, e.g. "3 users added" / "1 user removed".
   * Default: the locale's neutral "3 items added" / "1 item removed".
   */
  formatMoveMessage?: (count: number, move: DualListPickerMove) => string;
  /** Shown in an empty Available list, e.g. "No users available". Default: the locale's neutral "Nothing to add". */
  emptyAvailableText?: string;
  /** Shown in an empty Selected list, e.g. "No users selected". Default: the locale's neutral "Nothing selected". */
  emptySelectedText?: string;
  /** Shown when a filter matches nothing. Default "No matches". */
  noMatchesText?: string;
}

const EMPTY: ReadonlySet<DualListPickerId> = new Set();
const ROW = 36;
const ROW_WITH_DESCRIPTION = 52;

function ArrowIcon({ double = false, back = false }: { double?: boolean; back?: boolean }) {
  const d = double ? 'M3 4l4 4-4 4M9 4l4 4-4 4' : 'M2.5 8h10M9 4l4 4-4 4';
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-back={back ? 'true' : undefined}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The shown rows that are highlighted: what "Add selected" and "Remove selected" move. */
function highlightedShown(
  items: readonly DualListPickerItem[],
  visible: readonly number[],
  highlighted: ReadonlySet<DualListPickerId>,
): readonly number[] {
  return highlighted.size ? visible.filter((i) => highlighted.has(items[i]!.id)) : [];
}

/** One list's filter and selection state; `visible` is recomputed only when its inputs change. */
function useSide(indices: readonly number[], search: readonly string[]) {
  const [filter, setFilter] = useState('');
  // Matching 3,000 precomputed strings takes well under a millisecond and only the rows in view
  // render, so the filter runs on the keystroke itself: deferring it (useDeferredValue) was
  // measured to show results a frame or two later for no gain.
  const visible = useMemo(() => {
    const q = normalizeForSearch(filter);
    return q ? indices.filter((i) => search[i]!.includes(q)) : indices;
  }, [indices, search, filter]);
  const [highlighted, setHighlighted] = useState(EMPTY);
  return { filter, setFilter, visible, highlighted, setHighlighted };
}

/**
 * Picks a set out of a long list: users of a promotion group, say. Two lists, Available and
 * Selected, each with a filter (case- and diacritic-insensitive, Arabic included) and a
 * "shown of total" count, and buttons to move the highlighted or all shown items across.
 *
 * Keyboard, in a list: arrows, Home/End and PageUp/PageDown move; Space toggles; Shift with a
 * move extends; Ctrl/Cmd+A highlights every shown item; Enter moves the focused item (or the
 * highlighted ones, when there are any) across. Mouse: click, Shift/Ctrl/Cmd-click,
 * double-click to move. Moves are announced politely ("3 items added").
 *
 * Each list renders only the rows in view, so thousands of items stay smooth.
 *
 * Its own words are neutral ("Available", "Selected", "3 items added", "Nothing to add"): it does not
 * know what it picks. Name your things through the texts' props, from your own catalogue (plurals and
 * all, in every language you ship):
 *
 * ```tsx
 * <DualListPicker
 *   items={users.map((u) => ({ id: u.id, label: u.full_name }))} // memoized
 *   selectedIds={form.userIds}
 *   onSelectedIdsChange={(ids) => setForm({ ...form, userIds: ids })}
 *   availableLabel="Available Users"
 *   selectedLabel="Selected Users"
 *   emptyAvailableText="No users available"
 *   emptySelectedText="No users selected"
 *   formatMoveMessage={(count, move) => `${count} ${count === 1 ? 'user' : 'users'} ${move}`}
 * />
 * ```
 */
export function DualListPicker({
  items,
  selectedIds,
  onSelectedIdsChange,
  availableLabel: availableLabelProp,
  selectedLabel: selectedLabelProp,
  availableFilterLabel: availableFilterLabelProp,
  selectedFilterLabel: selectedFilterLabelProp,
  disabled = false,
  height = 280,
  formatCount: formatCountProp,
  formatMoveMessage: formatMoveMessageProp,
  emptyAvailableText: emptyAvailableTextProp,
  emptySelectedText: emptySelectedTextProp,
  noMatchesText: noMatchesTextProp,
  ...rest
}: DualListPickerProps) {
  // Each text: the prop if given, else the AdminLocaleProvider's (English by default).
  const { messages, number } = useAdminLocale();
  const availableLabel = availableLabelProp ?? messages.available;
  const selectedLabel = selectedLabelProp ?? messages.selected;
  const availableFilterLabel = availableFilterLabelProp ?? messages.filterList(availableLabel);
  const selectedFilterLabel = selectedFilterLabelProp ?? messages.filterList(selectedLabel);
  const emptyAvailableText = emptyAvailableTextProp ?? messages.nothingToAdd;
  const emptySelectedText = emptySelectedTextProp ?? messages.nothingSelected;
  const noMatchesText = noMatchesTextProp ?? messages.noMatches;
  const formatCount = formatCountProp ?? ((shown: number, total: number) => messages.shownOfTotal(number(shown), number(total)));
  const localeMoveMessage = useCallback(
    (count: number, move: DualListPickerMove) => messages.itemsMoved(count, number(count), move),
    [messages, number],
  );
  const formatMoveMessage = formatMoveMessageProp ?? localeMoveMessage;
  const id = useId();

  const { search, known, rowHeight } = useMemo(
    () => ({
      search: items.map((it) => normalizeForSearch(it.description ? `${it.label} ${it.description}` : it.label)),
      known: new Set(items.map((it) => it.id)),
      rowHeight: items.some((it) => it.description) ? ROW_WITH_DESCRIPTION : ROW,
    }),
    [items],
  );

  const [availableIndices, selectedIndices] = useMemo(() => {
    const chosen = new Set(selectedIds);
    const left: number[] = [];
    const right: number[] = [];
    items.forEach((it, i) => (chosen.has(it.id) ? right : left).push(i));
    return [left, right];
  }, [items, selectedIds]);

  const available = useSide(availableIndices, search);
  const selected = useSide(selectedIndices, search);
  const setAvailableHighlighted = available.setHighlighted;
  const setSelectedHighlighted = selected.setHighlighted;

  const availableChosen = useMemo(
    () => highlightedShown(items, available.visible, available.highlighted),
    [items, available.visible, available.highlighted],
  );
  const selectedChosen = useMemo(
    () => highlightedShown(items, selected.visible, selected.highlighted),
    [items, selected.visible, selected.highlighted],
  );

  const [message, announce] = useAnnouncer();

  const move = useCallback(
    (indices: readonly number[], direction: DualListPickerMove) => {
      if (disabled || indices.length === 0) return;
      const ids = indices.map((i) => items[i]!.id);
      const next = new Set(selectedIds);
      for (const key of ids) {
        if (direction === 'added') next.add(key);
        else next.delete(key);
      }
      const ordered = items.filter((it) => next.has(it.id)).map((it) => it.id);
      const unknown = [...new Set(selectedIds)].filter((key) => !known.has(key));
      onSelectedIdsChange([...ordered, ...unknown]);
      const prune = (prev: ReadonlySet<DualListPickerId>): ReadonlySet<DualListPickerId> => {
        if (!prev.size) return prev;
        const s = new Set(prev);
        for (const key of ids) s.delete(key);
        return s;
      };
      (direction === 'added' ? setAvailableHighlighted : setSelectedHighlighted)(prune);
      announce(formatMoveMessage(ids.length, direction));
    },
    [
      disabled,
      items,
      selectedIds,
      known,
      onSelectedIdsChange,
      formatMoveMessage,
      setAvailableHighlighted,
      setSelectedHighlighted,
      announce,
    ],
  );

  // Enter (`viaKeyboard`) moves the highlighted items if there are any, else the focused one;
  // a double-click moves the item under the pointer, with the others highlighted if it is one of them.
  const activateAvailable = useCallback(
    (item: number, viaKeyboard: boolean) =>
      move((viaKeyboard ? availableChosen.length > 0 : available.highlighted.has(items[item]!.id)) ? availableChosen : [item], 'added'),
    [move, items, available.highlighted, availableChosen],
  );
  const activateSelected = useCallback(
    (item: number, viaKeyboard: boolean) =>
      move((viaKeyboard ? selectedChosen.length > 0 : selected.highlighted.has(items[item]!.id)) ? selectedChosen : [item], 'removed'),
    [move, items, selected.highlighted, selectedChosen],
  );

  return (
    <PickerRoot {...rest} data-disabled={disabled ? 'true' : undefined}>
      <PickerGrid>
        <DualListPickerList
          id={`${id}-available`}
          label={availableLabel}
          filterLabel={availableFilterLabel}
          filter={available.filter}
          onFilterChange={available.setFilter}
          items={items}
          visible={available.visible}
          countText={formatCount(available.visible.length, availableIndices.length)}
          emptyText={availableIndices.length ? noMatchesText : emptyAvailableText}
          highlighted={available.highlighted}
          onHighlightedChange={setAvailableHighlighted}
          onActivate={activateAvailable}
          disabled={disabled}
          height={height}
          rowHeight={rowHeight}
        />
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !availableChosen.length}
            onClick={() => move(availableChosen, 'added')}
          >
            <ArrowIcon />
            {messages.addSelected}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !available.visible.length}
            onClick={() => move(available.visible, 'added')}
          >
            <ArrowIcon double />
            {messages.addAllShown}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !selectedChosen.length}
            onClick={() => move(selectedChosen, 'removed')}
          >
            <ArrowIcon back />
            {messages.removeSelected}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !selected.visible.length}
            onClick={() => move(selected.visible, 'removed')}
          >
            <ArrowIcon double back />
            {messages.removeAllShown}
          </Button>
        </Actions>
        <DualListPickerList
          id={`${id}-selected`}
          label={selectedLabel}
          filterLabel={selectedFilterLabel}
          filter={selected.filter}
          onFilterChange={selected.setFilter}
          items={items}
          visible={selected.visible}
          countText={formatCount(selected.visible.length, selectedIndices.length)}
          emptyText={selectedIndices.length ? noMatchesText : emptySelectedText}
          highlighted={selected.highlighted}
          onHighlightedChange={setSelectedHighlighted}
          onActivate={activateSelected}
          disabled={disabled}
          height={height}
          rowHeight={rowHeight}
        />
      </PickerGrid>
      <LiveRegion role="status">{message}</LiveRegion>
    </PickerRoot>
  );
}
