// Pasting a block of cells copied from a spreadsheet into EditableTable: the clipboard's text, as Excel, Google
// Sheets and LibreOffice write it, read into rows of cells, and laid onto the grid's editable columns.
import { editedText } from './cellText';
import type { EditableCellMap, EditableColumn } from './types';
import type { CellChange } from './useEditHistory';

/**
 * The rows of cells of spreadsheet clipboard text: cells separated by tabs, rows by line breaks (`\n`, `\r\n` or
 * `\r`), one line break at the very end dropped (spreadsheets end every row with one, the last included). A cell
 * that starts with a double quote and whose quote closes right before a tab, a line break or the end is quoted: it
 * may hold tabs, line breaks and doubled quotes (`""` is one `"`), as spreadsheets write a cell that holds them.
 * Any other quote is text (`5" screen` stays as it is). Rows keep their own length (ragged text is not padded).
 * Empty text is no rows.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const quoted = text[i] === '"' ? readQuoted(text, i) : null;
    let cell: string;
    if (quoted) {
      cell = quoted.value;
      i = quoted.next;
    } else {
      let j = i;
      while (j < n && text[j] !== '\t' && text[j] !== '\n' && text[j] !== '\r') j++;
      cell = text.slice(i, j);
      i = j;
    }
    row.push(cell);
    if (i >= n) break;
    if (text[i] === '\t') {
      i++;
      // A tab at the very end: the row's last cell is empty.
      if (i === n) row.push('');
      continue;
    }
    // A line break ends the row.
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** A quoted cell starting at `start` (a `"`), or null when its quote does not close before a separator or the end. */
function readQuoted(text: string, start: number): { value: string; next: number } | null {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch !== '"') {
      value += ch;
      i++;
      continue;
    }
    if (text[i + 1] === '"') {
      value += '"';
      i += 2;
      continue;
    }
    const after = text[i + 1];
    return after === undefined || after === '\t' || after === '\n' || after === '\r' ? { value, next: i + 1 } : null;
  }
  return null;
}

/**
 * Whether pasted text is a block of cells (it holds a tab or a line break: a copied spreadsheet cell ends with
 * one), rather than a value to insert at an input's caret.
 */
export const isCellBlock = (text: string): boolean => /[\t\r\n]/.test(text);

export interface PastedCell {
  /** Index in the table's `rows`. */
  r: number;
  /** Index in the table's `columns`. */
  c: number;
  value: string;
}

export interface PastePlan {
  /** The cells the block lands on, in reading order. */
  cells: PastedCell[];
  /** Cells of the block that fall below the last row or past the last editable column: not pasted. */
  skipped: number;
}

/**
 * Where a block of cells lands, its top left on the cell at row `r`, column `c`: its rows on the rows from `r` on,
 * up to (not including) `rowEnd`; its columns on the editable columns (`editableCols`, indices in display order)
 * from the first at or after `c` on, so read-only columns in between (an id, an alias) are skipped, as a block copied
 * from the editable columns of an exported sheet lines up with them. What falls past either edge is counted in
 * `skipped`, never wrapped.
 */
export function planPaste(
  block: readonly (readonly string[])[],
  r: number,
  c: number,
  editableCols: readonly number[],
  rowEnd: number,
): PastePlan {
  const cells: PastedCell[] = [];
  let skipped = 0;
  const first = editableCols.findIndex((col) => col >= c);
  block.forEach((values, i) => {
    const row = r + i;
    values.forEach((value, j) => {
      const col = first < 0 || row >= rowEnd ? undefined : editableCols[first + j];
      if (col === undefined) skipped++;
      else cells.push({ r: row, c: col, value });
    });
  });
  return { cells, skipped };
}

/**
 * The cells a paste changes, as steps of the edit history: each cell's text before (the edits map's) and after
 * (`undefined` when the pasted text is the saved value, as typing reports it), cells left as they were omitted.
 */
export function pasteChanges<Row>(
  cells: readonly PastedCell[],
  rows: readonly Row[],
  columns: readonly EditableColumn<Row>[],
  getRowId: (row: Row) => string | number,
  edits: EditableCellMap,
): CellChange[] {
  const changes: CellChange[] = [];
  for (const { r, c, value } of cells) {
    const row = rows[r];
    const column = columns[c];
    if (row === undefined || !column) continue;
    const rowId = String(getRowId(row));
    const before = edits[rowId]?.[column.key];
    const after = editedText(row, column.key, value);
    if (before !== after) changes.push({ rowId, key: column.key, before, after });
  }
  return changes;
}
