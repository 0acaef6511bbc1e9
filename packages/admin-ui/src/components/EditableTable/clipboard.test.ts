import { describe, expect, it } from 'vitest';
import { isCellBlock, parseTsv, planPaste } from './clipboard';
import { EditHistory, historyKey } from './useEditHistory';

describe('parseTsv: spreadsheet clipboard text', () => {
  it('reads tabs as cells and line breaks as rows, the last line break dropped', () => {
    expect(parseTsv('1\t2\t3\n4\t5\t6\n')).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
    // Excel on Windows: CRLF, and the last row ends with one too.
    expect(parseTsv('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    // Old Mac line ends, and no line break at the end.
    expect(parseTsv('a\rb')).toEqual([['a'], ['b']]);
  });

  it('keeps empty cells and empty rows, and drops one final line break only', () => {
    expect(parseTsv('\t\n')).toEqual([['', '']]);
    expect(parseTsv('a\t\tc\n\nd\n\n')).toEqual([['a', '', 'c'], [''], ['d'], ['']]);
    // One copied empty cell.
    expect(parseTsv('\r\n')).toEqual([['']]);
    expect(parseTsv('')).toEqual([]);
  });

  it('reads quoted cells: tabs, line breaks and doubled quotes inside', () => {
    expect(parseTsv('"a\tb"\t"line 1\nline 2"\t"say ""hi"""\r\nx\n')).toEqual([['a\tb', 'line 1\nline 2', 'say "hi"'], ['x']]);
    expect(parseTsv('"crlf\r\ninside"\r\n')).toEqual([['crlf\r\ninside']]);
    expect(parseTsv('""\tb')).toEqual([['', 'b']]);
  });

  it('keeps a quote that does not open a quoted cell as text', () => {
    expect(parseTsv('5" screen\t"quoted" then text\t"never closed\n')).toEqual([['5" screen', '"quoted" then text', '"never closed']]);
  });

  it('keeps ragged rows as they are', () => {
    expect(parseTsv('1\t2\t3\n4\n5\t6\n')).toEqual([['1', '2', '3'], ['4'], ['5', '6']]);
  });

  it('tells a block from a value to insert at the caret', () => {
    expect(isCellBlock('0.5')).toBe(false);
    expect(isCellBlock('0.5\r\n')).toBe(true);
    expect(isCellBlock('a\tb')).toBe(true);
  });
});

describe('planPaste: where a block lands', () => {
  // Columns 0 (read-only id), 1 editable, 2 read-only, 3, 4, 5 editable; rows 0..3.
  const editable = [1, 3, 4, 5];

  it('lays the block onto the editable columns from the active one, skipping read-only ones', () => {
    const plan = planPaste(
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ],
      1,
      1,
      editable,
      4,
    );
    expect(plan.cells.map(({ r, c, value }) => `${r}:${c}=${value}`)).toEqual(['1:1=a', '1:3=b', '1:4=c', '2:1=d', '2:3=e', '2:4=f']);
    expect(plan.skipped).toBe(0);
  });

  it('starts at the next editable column from a read-only one, and counts what falls past the last row or column', () => {
    const plan = planPaste(
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
        ['g', 'h', 'i'],
      ],
      2,
      2,
      editable,
      4,
    );
    expect(plan.cells.map(({ r, c }) => `${r}:${c}`)).toEqual(['2:3', '2:4', '2:5', '3:3', '3:4', '3:5']);
    expect(plan.skipped).toBe(3);
    expect(planPaste([['a', 'b']], 0, 5, editable, 4)).toEqual({ cells: [{ r: 0, c: 5, value: 'a' }], skipped: 1 });
    // Past the last editable column: nothing lands.
    expect(planPaste([['a']], 0, 6, editable, 4)).toEqual({ cells: [], skipped: 1 });
  });
});

describe('EditHistory', () => {
  it('makes the typing in one cell one step, and an edit that ends where it began none', () => {
    const history = new EditHistory();
    history.begin('1', 'fixed', undefined);
    history.typed('1', 'fixed', undefined, '1');
    history.typed('1', 'fixed', '1', '12');
    history.begin('1', 'type', undefined);
    history.typed('1', 'type', undefined, 'x');
    history.typed('1', 'type', 'x', undefined); // typed back, or Escape
    history.close();
    expect(history.undo()).toEqual([{ rowId: '1', key: 'fixed', before: undefined, after: '12' }]);
    expect(history.undo()).toBeNull();
    expect(history.redo()).toEqual([{ rowId: '1', key: 'fixed', before: undefined, after: '12' }]);
  });

  it('drops what was undone when a new step is made', () => {
    const history = new EditHistory();
    history.push([{ rowId: '1', key: 'fixed', before: undefined, after: '1' }]);
    history.undo();
    history.push([{ rowId: '2', key: 'fixed', before: undefined, after: '2' }]);
    expect(history.redo()).toBeNull();
  });

  it('reads undo and redo from the keys as platforms spell them, whatever the layout', () => {
    const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; altKey?: boolean } = {}, code = '') =>
      historyKey({ key: k, code, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    // An Arabic layout: the key types "ئ", the physical key is Z.
    expect(key('ئ', { ctrlKey: true }, 'KeyZ')).toBe('undo');
    expect(key('z')).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('a', { ctrlKey: true })).toBeNull();
  });
});
