import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type UIEvent,
} from 'react';
import { Pagination } from '../Pagination';
import { useControllableState } from '../../utils/useControllableState';
import {
  EmptyAction,
  EmptyCell,
  EmptyDescription,
  EmptyTitle,
  Hidden,
  HEADER_ROW_HEIGHT,
  ROW_HEIGHT_EDIT,
  ROW_HEIGHT_VIEW,
  Root,
  Scroller,
  SkeletonBar,
  Summary,
  Table,
} from './EditableTable.styles';
import { isLtrLang, isRtlLang, type ColumnMeta } from './EditableTableCell';
import { editedText } from './cellText';
import { EditableTableHeader, WARNING_COLUMN_WIDTH } from './EditableTableHeader';
import { EditableTableRow } from './EditableTableRow';
import type { EditableCellMap, EditableColumn, EditableTableEdits, EditableTableProps, EditableTableWarnings } from './types';
import { isCellBlock, parseTsv, pasteChanges, planPaste } from './clipboard';
import { historyKey, useEditHistory, type EditStep } from './useEditHistory';
import { ErrorState } from '../ErrorState';
import { useAdminLocale } from '../../locale/useAdminLocale';

/** Rows rendered beyond each edge of the visible area, so fast scrolling does not show blank space. */
const OVERSCAN = 6;
const SKELETON_ROWS = 5;

type EditStart = 'select' | 'end' | null;
interface CellPos {
  r: number;
  c: number;
}

const widthOf = (col: EditableColumn<never>) => col.width ?? (col.link ? 100 : col.type === 'number' ? 120 : 180);
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

const countMessages = (map: EditableCellMap | undefined) => {
  let n = 0;
  for (const id in map) for (const key in map[id]) if (map[id]?.[key]) n++;
  return n;
};
const countWarnings = (map: EditableTableWarnings | undefined) => {
  let n = 0;
  for (const id in map) if (map[id]) n++;
  return n;
};

const isRtl = (el: HTMLElement) => {
  try {
    return el.matches(':dir(rtl)');
  } catch {
    return getComputedStyle(el).direction === 'rtl';
  }
};

/**
 * How much of the row's inline start the sticky columns before `td` cover once stuck: their widths added up (they
 * stick side by side). Zero for a sticky cell itself (always in view sideways) or a row without sticky cells.
 */
function stickyStartOf(td: HTMLElement): number {
  if (td.hasAttribute('data-sticky')) return 0;
  const c = Number(td.dataset.c);
  let width = 0;
  for (const cell of td.parentElement?.querySelectorAll<HTMLElement>('[data-sticky]') ?? []) {
    if (Number(cell.dataset.c) < c) width += cell.getBoundingClientRect().width;
  }
  return width;
}

/**
 * Scrolls `container` just enough for `el` to be visible below the sticky header and beside the sticky columns
 * (`stickyStart` wide, at the inline start: the right in a right-to-left grid).
 */
function reveal(container: HTMLElement, el: HTMLElement, stickyTop: number, stickyStart: number) {
  const box = container.getBoundingClientRect();
  const rect = el.getBoundingClientRect();
  const top = box.top + container.clientTop + stickyTop;
  const bottom = box.top + container.clientTop + container.clientHeight;
  if (rect.top < top) container.scrollTop -= top - rect.top;
  else if (rect.bottom > bottom) container.scrollTop += rect.bottom - bottom;
  const rtl = stickyStart > 0 && isRtl(container);
  const left = box.left + container.clientLeft + (rtl ? 0 : stickyStart);
  const right = box.left + container.clientLeft + container.clientWidth - (rtl ? stickyStart : 0);
  if (rect.left < left) container.scrollLeft -= left - rect.left;
  else if (rect.right > right) container.scrollLeft += rect.right - right;
}

/**
 * The editable data grid of the Fees and Distributions screens: a `<table role="grid">` with view and edit modes,
 * dirty-cell marks, inline validation messages given by the screen, and spreadsheet keyboard.
 *
 * The screen owns the state: `mode`, `edits` (row id, `String(getRowId(row))` -> column key -> raw text), `errors`,
 * `warnings`. Keep `columns`
 * stable and update `edits` with `updateEdits`, so a keystroke re-renders only the row being typed in.
 *
 * ```tsx
 * const [edits, setEdits] = useState<EditableTableEdits>({});
 * <EditableTable caption="Fees" rows={fees} getRowId={(fee) => fee.id} columns={FEE_COLUMNS} mode={mode} edits={edits}
 *   errors={validate(edits)} onEditChange={(id, key, v) => setEdits((e) => updateEdits(e, id, key, v))} />
 * ```
 *
 * Keyboard (one tab stop; Tab enters the grid on the last active cell):
 * arrows move between cells (mirrored in right-to-left pages), Home/End go to the row's ends (with Ctrl: the
 * table's), PageUp/PageDown move by a screenful. On an editable cell, Enter or F2 edits with the caret at the end
 * of the text, typing a character starts editing with it (replacing the value), Delete/Backspace clears. While
 * editing, Enter commits and moves down, ArrowUp/ArrowDown commit and move, Escape reverts the cell to its value
 * before this edit (however it was entered: click, Tab, Enter/F2, typing) and returns to the cell, Tab/Shift+Tab
 * commit and edit the next/previous editable cell with its text selected (leaving the grid after the last one).
 * In navigation, Tab leaves the grid.
 *
 * Pointer: a click into a cell's input selects its text, so typing replaces the value (as in a spreadsheet); a
 * click in the input already being edited places the caret.
 *
 * Paste (edit mode): a block of cells copied from a spreadsheet (tab- and line-separated text, see `parseTsv`)
 * lands with its top left on the active cell (the input being edited, or the cell in navigation), its columns on
 * the editable columns from there on (read-only columns such as an id or an alias are skipped, not written), its
 * rows on the following rows. Each value goes through `onEditChange` as typed text would (so the screen validates
 * it). Cells below the last row (of the page, with `paging="pages"`) or past the last editable column are not
 * pasted; the grid's status says how many were pasted and how many did not fit. Text with no tab or line break,
 * pasted into an input, is an ordinary paste at the caret; a copied single cell (its text ends with a line break)
 * replaces the cell's value.
 *
 * Undo (edit mode): Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redo (Cmd on a Mac), anywhere in the grid, inputs
 * included: the grid's history replaces the input's own undo, so there is one history, not two that disagree. A
 * step is a paste, or the typing in one cell from entering it to leaving it (Delete and type-to-start included);
 * an edit cancelled with Escape leaves no step. Undo and redo report the cells' texts through `onEditChange` and
 * move focus to the step's first cell (scrolled into view, the page turned). The history empties when the mode
 * leaves `edit` or `rows` changes identity.
 *
 * One row of inputs: in edit mode only the row holding the active cell (row 1 when editing starts) has `<input>`s.
 * Every other row draws each editable cell's value (its dirty text, if any) in a field's box styled as the input,
 * and keeps the cell's dirty mark and message. Why: the ~300 inputs of a screenful made every keystroke's frame and
 * every scroll costly, one row's do not (`npm run bench` measures both, docs/performance.md). A press on a field's
 * box makes its row active and focuses that cell's input with the value selected, so typing replaces it; moving to
 * a cell with the keyboard makes its row active too (the td in navigation, its input after Enter, F2 or a
 * character), and Tab from an input goes to the next editable cell's input, in the next row too. Inputs keep their
 * names ("payer_percentage, row 2"): a test clicks the cell first, as a person does, then finds the textbox.
 *
 * Rows are windowed by default: only the visible rows (plus a few) are in the DOM, rows have a fixed height and the
 * header is sticky, so 10,000 rows cost what 30 do. `paging="pages"` shows `pageSize` (default 10) rows at a time.
 */
/** A table in view mode needs no edits (and gets none). */
const NO_EDITS: EditableTableEdits = {};
const ignoreEdit = () => undefined;

export function EditableTable<Row>(props: EditableTableProps<Row>) {
  const { messages: m, number } = useAdminLocale();
  const {
    rows,
    getRowId,
    columns,
    groups,
    mode,
    edits = NO_EDITS,
    onEditChange = ignoreEdit,
    errors,
    warnings,
    warningsTitle = m.warnings,
    caption,
    hideCaption = true,
    linkComponent,
    empty,
    emptyAction,
    error,
    onRetry,
    errorTitle,
    loading = false,
    paging = 'window',
    pageSize = 10,
    page,
    onPageChange,
    rowLabel,
    maxHeight = paging === 'window' ? 480 : undefined,
    sort,
    onSortChange,
    ...rest
  } = props;

  const idPrefix = useId();
  const captionId = `${idPrefix}-caption`;
  const descriptionIdPrefix = `${idPrefix}-desc`;
  const hasDescriptions = columns.some((column) => column.description);
  const editing = mode === 'edit';
  const hasError = Boolean(error);
  const rowHeight = editing ? ROW_HEIGHT_EDIT : ROW_HEIGHT_VIEW;
  const hasWarnings = warnings !== undefined;
  const colCount = columns.length + (hasWarnings ? 1 : 0);
  // Untitled groups leave their columns ungrouped: without a titled one there is no group row.
  const headerRows = groups?.some((g) => g.title) ? 2 : 1;

  const { meta, minWidth } = useMemo(() => {
    const groupOf: string[] = [];
    for (const g of groups ?? []) for (let i = 0; i < g.colSpan; i++) groupOf.push(g.title);
    // Sticky columns stick side by side: each is offset by the widths of the sticky columns before it, added up.
    const before: string[] = [];
    const list = columns.map((column, i): ColumnMeta<Row> => {
      const w = widthOf(column);
      const width = typeof w === 'number' ? `${w}px` : w;
      const sticky = column.sticky === true;
      const inset = before.length > 1 ? `calc(${before.join(' + ')})` : (before[0] ?? '0px');
      if (sticky) before.push(width);
      return {
        column,
        label: column.label ?? [groupOf[i], column.title].filter(Boolean).join(' '),
        align: column.align ?? (column.type === 'number' ? 'end' : 'start'),
        width,
        sticky,
        stickyStyle: sticky ? ({ '--sticky-inset': inset } as CSSProperties) : undefined,
        rtl: isRtlLang(column.lang),
        ltr: isLtrLang(column.lang),
      };
    });
    // Fixed layout needs a floor for narrow containers: the sum of the pixel widths (the rest scroll sideways).
    const px = columns.reduce((sum, col) => {
      const w = widthOf(col);
      return typeof w === 'number' ? sum + w : sum;
    }, 0);
    return { meta: list, minWidth: px };
  }, [columns, groups]);

  // Paging ("pages" mode) or the whole list ("window" mode).
  const paged = paging === 'pages';
  const [requestedPage, goToPage] = useControllableState(page, 1, onPageChange);
  const pageCount = paged ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const currentPage = clamp(requestedPage, 1, pageCount);
  const first = paged ? (currentPage - 1) * pageSize : 0;
  const end = paged ? Math.min(rows.length, first + pageSize) : rows.length;

  // The active cell holds the grid's only tab stop.
  const [active, setActive] = useState<CellPos>({ r: 0, c: 0 });
  const activeRow = end > first ? clamp(active.r, first, end - 1) : -1;
  const activeCol = clamp(active.c, 0, Math.max(0, colCount - 1));

  // Windowing: which rows are in the DOM.
  const scrollerRef = useRef<HTMLDivElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const scrolledRow = useRef(0);
  const [viewport, setViewport] = useState(typeof maxHeight === 'number' ? maxHeight : 600);
  const headerHeight = headerRows * HEADER_ROW_HEIGHT;
  const topRow = Math.floor(Math.max(0, scrollTop - headerHeight) / rowHeight);
  const winStart = paged ? first : clamp(topRow - OVERSCAN, first, end);
  const winEnd = paged ? end : clamp(topRow + Math.ceil(viewport / rowHeight) + 1 + OVERSCAN, first, end);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const st = e.currentTarget.scrollTop;
    const row = Math.floor(st / rowHeight);
    // Re-render only when the scroll crosses a row boundary. A transition: the rows coming into view (in edit mode
    // each holds an input per editable column) are built in slices that yield to the browser, not in one long task
    // (docs/performance.md); the active row is rendered wherever it is, so focus never waits on this.
    if (row !== scrolledRow.current) {
      scrolledRow.current = row;
      startTransition(() => setScrollTop(st));
    }
  };

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (el.clientHeight > 0) setViewport(el.clientHeight);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Switching mode changes the row height: keep the same row at the top.
  const previousRowHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    const previous = previousRowHeight.current;
    previousRowHeight.current = rowHeight;
    if (!el || previous === rowHeight || el.scrollTop === 0) return;
    el.scrollTop = (el.scrollTop / previous) * rowHeight;
  }, [rowHeight]);

  // The latest props for the one callback handed to rows, which must stay stable for their memo.
  const latest = useRef({ rows, columns, onEditChange, getRowId, edits });
  useLayoutEffect(() => {
    latest.current = { rows, columns, onEditChange, getRowId, edits };
  });
  // Undo and redo: typing in a cell, a paste (useEditHistory.ts). Stable, so `onInput` stays stable too.
  const history = useEditHistory(rows, editing);
  const onInput = useCallback(
    (e: ChangeEvent<HTMLInputElement>) => {
      const el = e.currentTarget;
      const { rows: allRows, columns: cols, onEditChange: report, getRowId: idOf, edits: current } = latest.current;
      const index = Number(el.dataset.r);
      const column = cols[Number(el.dataset.c)];
      if (index >= allRows.length || !column) return;
      const row = allRows[index] as Row;
      const rowId = String(idOf(row));
      const value = editedText(row, column.key, el.value);
      history.typed(rowId, column.key, current[rowId]?.[column.key], value);
      report(rowId, column.key, value);
    },
    [history],
  );
  // What the last paste did ("Pasted 6 cells"), said in the status; for the rows it was made on, while editing.
  const [pasteNote, setPasteNote] = useState<{ text: string; rows: readonly Row[] } | null>(null);

  // Focus: move it now when the cell is in the DOM, else after the render that brings it in.
  const pending = useRef<(CellPos & { edit: EditStart }) | null>(null);
  const session = useRef<{ r: number; c: number; rowId: string; key: string; start: string | undefined } | null>(null);

  const findCell = (r: number, c: number) => scrollerRef.current?.querySelector<HTMLElement>(`td[data-r="${r}"][data-c="${c}"]`) ?? null;

  /** Scrolls the cell into view below the sticky header and beside the sticky columns before it. */
  const revealCell = (td: HTMLElement) => {
    const scroller = scrollerRef.current;
    if (scroller) reveal(scroller, td, theadRef.current?.offsetHeight ?? 0, stickyStartOf(td));
  };

  const focusInCell = (td: HTMLElement, edit: EditStart) => {
    revealCell(td);
    const input = edit ? td.querySelector('input') : null;
    if (input) {
      input.focus();
      if (edit === 'select') input.select();
      else input.setSelectionRange(input.value.length, input.value.length);
      return;
    }
    (td.querySelector<HTMLElement>('a[href]') ?? td).focus();
  };

  const isEditable = (c: number) => {
    const column = columns[c];
    return editing && column?.editable === true && !column.link;
  };

  /** An editable cell to edit whose input is not there yet: only the active cell's row holds inputs. */
  const inputToCome = (td: HTMLElement, c: number, edit: EditStart) => edit !== null && isEditable(c) && !td.querySelector('input');

  const focusCell = (r: number, c: number, edit: EditStart) => {
    const td = findCell(r, c);
    if (td && !inputToCome(td, c, edit)) {
      focusInCell(td, edit);
      return;
    }
    pending.current = { r, c, edit };
    setActive({ r, c });
  };

  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    if (target.r >= rows.length) pending.current = null; // the rows changed under the move
    const td = findCell(target.r, target.c);
    if (!td || inputToCome(td, target.c, target.edit)) return;
    pending.current = null;
    focusInCell(td, target.edit);
  });

  const moveTo = (r: number, c: number) => {
    const nr = clamp(r, 0, rows.length - 1);
    const nc = clamp(c, 0, colCount - 1);
    if (paged && (nr < first || nr >= end)) {
      pending.current = { r: nr, c: nc, edit: null };
      setActive({ r: nr, c: nc });
      goToPage(Math.floor(nr / pageSize) + 1);
      return;
    }
    focusCell(nr, nc, null);
  };

  const editableCols = useMemo(
    () => (editing ? columns.flatMap((col, i) => (col.editable && !col.link ? [i] : [])) : []),
    [columns, editing],
  );

  /** The next (or previous) editable cell in reading order within the shown rows, or null. */
  const nextEditable = (r: number, c: number, step: 1 | -1): CellPos | null => {
    if (editableCols.length === 0) return null;
    const sameRow = step === 1 ? editableCols.find((i) => i > c) : editableCols.findLast((i) => i < c);
    if (sameRow !== undefined) return { r, c: sameRow };
    const nr = r + step;
    if (nr < first || nr >= end) return null;
    return { r: nr, c: (step === 1 ? editableCols[0] : editableCols[editableCols.length - 1]) as number };
  };

  const startTyping = (r: number, c: number, text: string) => {
    const column = columns[c];
    if (r >= rows.length || !column) return;
    const row = rows[r] as Row;
    // Focus first: the edit session records the cell's value from before this keystroke.
    focusCell(r, c, 'end');
    const rowId = String(getRowId(row));
    const value = editedText(row, column.key, text);
    history.typed(rowId, column.key, edits[rowId]?.[column.key], value);
    onEditChange(rowId, column.key, value);
  };

  const onFocus = (e: FocusEvent<HTMLTableElement>) => {
    const target = e.target as HTMLElement;
    const td = target.closest<HTMLElement>('td[data-c]');
    if (!td) return;
    const r = Number(td.dataset.r);
    const c = Number(td.dataset.c);
    // A cell focused from outside the grid's own moves (a screen focusing its first invalid cell, whose row then
    // takes the inputs) is brought out from under the sticky first column, as the keyboard's moves are: the browser's
    // own focus scrolling does not know the column covers it.
    if (target === td) revealCell(td);
    setActive((prev) => (prev.r === r && prev.c === c ? prev : { r, c }));
    const column = columns[c];
    if (target.tagName === 'INPUT' && r < rows.length && column) {
      // Focusing an input starts an edit session: Escape returns the cell to the value it had now, and the typing
      // until the cell is left is one step of the history.
      const rowId = String(getRowId(rows[r] as Row));
      const start = edits[rowId]?.[column.key];
      session.current = { r, c, rowId, key: column.key, start };
      history.begin(rowId, column.key, start);
      if (pasteNote) setPasteNote(null);
    } else {
      session.current = null;
      history.close();
    }
  };

  /** Applies one side of a history step, then brings its first cell into view with focus (turning the page). */
  const applyStep = (step: EditStep, side: 'before' | 'after') => {
    for (const change of step) onEditChange(change.rowId, change.key, change[side]);
    setPasteNote(null);
    const first = step[0];
    if (!first) return;
    const r = rows.findIndex((row) => String(getRowId(row)) === first.rowId);
    const c = columns.findIndex((column) => column.key === first.key);
    if (r >= 0 && c >= 0) moveTo(r, c);
  };

  // A press on an editable cell selects its value, so typing replaces it. On an input that does not have focus yet,
  // the mousedown's default (placing the caret, and starting a selection the mouseup would end) is what is
  // replaced; a click in the input already focused keeps it, so the caret goes where the click is. On a cell of
  // another row (its field's box: only the active cell's row holds inputs), the input comes with its row and takes
  // focus, selected.
  const onMouseDown = (e: MouseEvent<HTMLTableElement>) => {
    const target = e.target as HTMLElement;
    if (e.button !== 0) return;
    const td = target.closest<HTMLElement>('td[data-c]');
    if (!td) return;
    if (target.tagName === 'INPUT') {
      if (target === target.ownerDocument.activeElement) return;
      e.preventDefault();
      target.focus();
      (target as HTMLInputElement).select();
      return;
    }
    if (!td.querySelector('[data-field]')) return;
    e.preventDefault();
    focusCell(Number(td.dataset.r), Number(td.dataset.c), 'select');
  };

  const onPaste = (e: ClipboardEvent<HTMLTableElement>) => {
    const target = e.target as HTMLElement;
    const td = target.closest<HTMLElement>('td[data-c]');
    const text = e.clipboardData.getData('text/plain');
    // A value without tab or line break pasted into an input: the browser inserts it at the caret (typing, for history).
    if (!editing || !td || !text || (target.tagName === 'INPUT' && !isCellBlock(text))) return;
    e.preventDefault();
    const plan = planPaste(parseTsv(text), Number(td.dataset.r), Number(td.dataset.c), editableCols, end);
    history.close();
    const step = pasteChanges(plan.cells, rows, columns, getRowId, edits);
    for (const change of step) onEditChange(change.rowId, change.key, change.after);
    history.push(step);
    const pasted = plan.cells.length;
    const said = [
      pasted > 0 && m.pastedCells(pasted, number(pasted)),
      plan.skipped > 0 && m.cellsNotPasted(plan.skipped, number(plan.skipped)),
    ];
    setPasteNote({ text: said.filter(Boolean).join('. '), rows });
    // Back to navigation on the block's first cell: Escape has nothing to revert, Ctrl+Z takes the paste back.
    const first = plan.cells[0];
    if (first) focusCell(first.r, first.c, null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.defaultPrevented || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    const td = target.closest<HTMLElement>('td[data-c]');
    if (!td) return;
    const r = Number(td.dataset.r);
    const c = Number(td.dataset.c);
    const { key } = e;
    const undoRedo = editing ? historyKey(e) : null;
    if (undoRedo) {
      // In an input too: the grid's history, not the input's own (see the doc comment).
      e.preventDefault();
      const step = undoRedo === 'undo' ? history.undo() : history.redo();
      if (step) applyStep(step, undoRedo === 'undo' ? 'before' : 'after');
      return;
    }

    if (target.tagName === 'INPUT') {
      switch (key) {
        case 'Escape': {
          const s = session.current;
          if (s && s.r === r && s.c === c) {
            history.typed(s.rowId, s.key, s.start, s.start);
            onEditChange(s.rowId, s.key, s.start);
          }
          session.current = null;
          focusCell(r, c, null);
          e.stopPropagation();
          break;
        }
        case 'Enter':
          if (r + 1 < end) moveTo(r + 1, c);
          else focusCell(r, c, null);
          break;
        case 'ArrowUp':
        case 'ArrowDown':
          moveTo(r + (key === 'ArrowUp' ? -1 : 1), c);
          break;
        case 'Tab': {
          const next = nextEditable(r, c, e.shiftKey ? -1 : 1);
          if (!next) return; // past the last editable cell: the browser moves focus out of the grid
          focusCell(next.r, next.c, 'select');
          break;
        }
        default:
          return;
      }
      e.preventDefault();
      return;
    }

    const rtl = isRtl(e.currentTarget); // the grid's direction: a cell's own (Arabic text) must not flip the arrows
    const ctrl = e.ctrlKey || e.metaKey;
    const perScreen = paged ? pageSize : Math.max(1, Math.floor((viewport - headerHeight) / rowHeight));
    switch (key) {
      case 'ArrowUp':
        moveTo(r - 1, c);
        break;
      case 'ArrowDown':
        moveTo(r + 1, c);
        break;
      case 'ArrowLeft':
        moveTo(r, c + (rtl ? 1 : -1));
        break;
      case 'ArrowRight':
        moveTo(r, c + (rtl ? -1 : 1));
        break;
      case 'Home':
        moveTo(ctrl ? 0 : r, 0);
        break;
      case 'End':
        moveTo(ctrl ? rows.length - 1 : r, colCount - 1);
        break;
      case 'PageUp':
        moveTo(r - perScreen, c);
        break;
      case 'PageDown':
        moveTo(r + perScreen, c);
        break;
      case 'Enter':
      case 'F2':
        if (!isEditable(c)) return;
        focusCell(r, c, 'end');
        break;
      case 'Backspace':
      case 'Delete':
        if (!isEditable(c)) return;
        startTyping(r, c, '');
        break;
      default:
        if (!isEditable(c) || key.length !== 1 || ctrl || e.altKey) return;
        startTyping(r, c, key);
    }
    e.preventDefault();
  };

  // A row names itself when it renders (a keystroke renders one row, not every row's label).
  const labelOf = useMemo(() => rowLabel ?? ((_: Row, i: number) => m.rowNumber(number(i + 1))), [rowLabel, m, number]);

  const errorCount = useMemo(() => (editing ? countMessages(errors) : 0), [editing, errors]);
  const warningCount = useMemo(() => countWarnings(warnings), [warnings]);
  const summary = [
    editing && pasteNote?.rows === rows && pasteNote.text,
    errorCount > 0 && m.cellsNeedAttention(errorCount, number(errorCount)),
    warningCount > 0 && m.rowsHaveWarnings(warningCount, number(warningCount)),
  ]
    .filter(Boolean)
    .join('. ');

  // Body: the window, plus the active row wherever it is (so focus never lands in a removed row), with spacers.
  const body: ReactNode[] = [];
  if (hasError) {
    body.push(
      <tr key="error">
        <EmptyCell role="gridcell" colSpan={colCount}>
          {/* In the grid's cell: the grid is the box, so no card of its own. */}
          <ErrorState
            bare
            title={errorTitle === undefined ? m.somethingWentWrong : errorTitle}
            message={error}
            onRetry={onRetry}
            retrying={loading}
          />
        </EmptyCell>
      </tr>,
    );
  } else if (loading) {
    for (let i = 0; i < SKELETON_ROWS; i++) {
      body.push(
        <tr key={`skeleton-${i}`} aria-hidden="true">
          {Array.from({ length: colCount }, (_, c) => (
            <td key={c}>
              <SkeletonBar />
            </td>
          ))}
        </tr>,
      );
    }
  } else if (rows.length === 0) {
    body.push(
      <tr key="empty">
        <EmptyCell role="gridcell" colSpan={colCount}>
          <EmptyTitle dir="auto">{empty?.title ?? m.noRowsToShow}</EmptyTitle>
          {empty?.description && <EmptyDescription dir="auto">{empty.description}</EmptyDescription>}
          {emptyAction != null && <EmptyAction>{emptyAction}</EmptyAction>}
        </EmptyCell>
      </tr>,
    );
  } else {
    const indices: number[] = [];
    if (activeRow >= first && activeRow < winStart) indices.push(activeRow);
    for (let i = winStart; i < winEnd; i++) indices.push(i);
    if (activeRow >= winEnd && activeRow < end) indices.push(activeRow);
    let cursor = first;
    const spacer = (key: string, count: number) => (
      <tr key={key} data-spacer="" aria-hidden="true">
        <td colSpan={colCount} style={{ height: count * rowHeight }} />
      </tr>
    );
    for (const i of indices) {
      const row = rows[i] as Row;
      const id = String(getRowId(row));
      if (i > cursor) body.push(spacer(`gap-${i}`, i - cursor));
      body.push(
        <EditableTableRow
          key={id}
          row={row}
          index={i}
          ariaRowIndex={headerRows + i + 1}
          columns={meta}
          editing={editing}
          edits={editing ? edits[id] : undefined}
          errors={editing ? errors?.[id] : undefined}
          warning={warnings?.[id]}
          hasWarnings={hasWarnings}
          activeCol={i === activeRow ? activeCol : -1}
          rowLabel={labelOf}
          idPrefix={idPrefix}
          linkComponent={linkComponent}
          onInput={onInput}
        />,
      );
      cursor = i + 1;
    }
    if (end > cursor) body.push(spacer('gap-end', end - cursor));
  }

  const maxHeightCss = typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight;
  const hasRows = !hasError && !loading && rows.length > 0;

  return (
    <Root {...rest}>
      <Summary role="status" data-tone={errorCount === 0 ? 'warning' : undefined}>
        {loading ? <Hidden>{m.loadingRows}</Hidden> : summary}
      </Summary>
      <Scroller ref={scrollerRef} style={{ maxHeight: maxHeightCss }} onScroll={onScroll}>
        <Table
          role="grid"
          aria-labelledby={captionId}
          aria-rowcount={hasRows ? rows.length + headerRows : undefined}
          aria-colcount={colCount}
          aria-busy={loading || undefined}
          aria-readonly={!editing || undefined}
          data-mode={mode}
          // Without rows nothing in the grid takes focus, so it must not scroll sideways (keyboard users could not):
          // the columns then share the width.
          style={hasRows ? { minWidth: minWidth + (hasWarnings ? WARNING_COLUMN_WIDTH : 0) } : undefined}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onMouseDown={onMouseDown}
          onPaste={onPaste}
        >
          <caption id={captionId} data-hidden={hideCaption}>
            {caption}
          </caption>
          <EditableTableHeader
            meta={meta as readonly ColumnMeta<never>[]}
            groups={groups}
            hasWarnings={hasWarnings}
            warningsTitle={warningsTitle}
            hasRows={hasRows}
            descriptionIdPrefix={descriptionIdPrefix}
            theadRef={theadRef}
            sort={sort}
            onSortChange={onSortChange}
          />
          <tbody>{body}</tbody>
        </Table>
      </Scroller>
      {hasDescriptions && (
        // The columns' descriptions, read with their headers (aria-describedby reads hidden text).
        <div hidden>
          {columns.map((column, c) =>
            column.description ? (
              <span key={column.key} id={`${descriptionIdPrefix}-${c}`}>
                {column.description}
              </span>
            ) : null,
          )}
        </div>
      )}
      {paged && (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          onPageChange={goToPage}
          label={m.tablePages(caption)}
          previousLabel={m.previousPage}
          nextLabel={m.nextPage}
        />
      )}
    </Root>
  );
}
