import { useEffect, useState } from 'react';

/** One cell's change: its text in the edits map before and after (`undefined`: the saved value). */
export interface CellChange {
  rowId: string;
  key: string;
  before: string | undefined;
  after: string | undefined;
}

/** What one Ctrl+Z takes back: the cells one paste changed, or the one cell typed in. */
export type EditStep = readonly CellChange[];

/** Steps kept for undo: enough for a session of edits, bounded so a long one does not grow without end. */
const LIMIT = 200;

/**
 * The undo and redo stacks of EditableTable's edit session. Typing in one cell is one step, from entering the cell
 * to leaving it (as in spreadsheets): `begin` when its input takes focus, `typed` on each keystroke (constant
 * work: only the open step's last text), `close` when focus goes elsewhere. A paste is one step (`push`).
 * Nothing here renders: the table applies a step through `onEditChange`.
 */
export class EditHistory {
  private done: EditStep[] = [];
  private undone: EditStep[] = [];
  private open: CellChange | null = null;

  /** A cell's input took focus with `before` as its text: typing in it until it is left is one step. */
  begin(rowId: string, key: string, before: string | undefined): void {
    this.close();
    this.open = { rowId, key, before, after: before };
  }

  /**
   * The cell's text is now `value` (a keystroke, Escape). A cell that was not entered through `begin` opens its step
   * here, from `before`.
   */
  typed(rowId: string, key: string, before: string | undefined, value: string | undefined): void {
    const open = this.open;
    if (open && open.rowId === rowId && open.key === key) {
      open.after = value;
      return;
    }
    this.close();
    this.open = { rowId, key, before, after: value };
  }

  /** The cell typed in was left: its typing becomes a step, unless it ends where it began (Escape, typed back). */
  close(): void {
    const open = this.open;
    this.open = null;
    if (open && open.before !== open.after) this.push([open]);
  }

  /** A step done at once (a paste). A new step drops what was undone. */
  push(step: EditStep): void {
    const changed = step.filter((change) => change.before !== change.after);
    if (changed.length === 0) return;
    this.done.push(changed);
    if (this.done.length > LIMIT) this.done.shift();
    this.undone = [];
  }

  /** The step to take back (apply each change's `before`), typing in progress first; null when there is none. */
  undo(): EditStep | null {
    return this.move(this.done, this.undone);
  }

  /** The step to do again (apply each change's `after`); null when there is none. */
  redo(): EditStep | null {
    return this.move(this.undone, this.done);
  }

  /** Closes the typing in progress, then moves the last step of `from` onto `to`. */
  private move(from: EditStep[], to: EditStep[]): EditStep | null {
    this.close();
    const step = from.pop();
    if (!step) return null;
    to.push(step);
    return step;
  }

  clear(): void {
    this.done = [];
    this.undone = [];
    this.open = null;
  }
}

/**
 * The keyboard's undo and redo, as platforms spell them: Ctrl+Z (Cmd+Z on a Mac) undoes; Ctrl+Y, Ctrl+Shift+Z
 * (Cmd+Shift+Z) redo. The letter is the key's, or the physical key's when the layout types another script (an
 * Arabic layout's Ctrl+Z gives "ئ"), as the platform's own shortcuts read it.
 */
export function historyKey(e: { key: string; code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const letter = /^[a-z]$/i.test(e.key) ? e.key.toLowerCase() : /^Key[A-Z]$/.test(e.code) ? e.code.slice(3).toLowerCase() : '';
  if (letter === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (letter === 'y' && !e.shiftKey) return 'redo';
  return null;
}

/**
 * The table's edit history: one instance for the table's life, emptied when editing ends or the rows change (a
 * step's texts are relative to the saved values of the rows it was made on).
 */
export function useEditHistory(rows: unknown, editing: boolean): EditHistory {
  const [history] = useState(() => new EditHistory());
  useEffect(() => {
    history.clear();
  }, [history, rows, editing]);
  return history;
}
