import { screen, waitFor, within } from '@testing-library/dom';

/**
 * A cell of an EditableTable, as a person finds it: by its row and its column's header.
 *
 * - `row`: the row's index in `rows` (0-based, the grid's `aria-rowindex` less its header rows), the exact text of
 *   one of its cells (a fee's alias: `'p2p_transfer'`; the text must name one row), or a pattern of the row's
 *   accessible name (its cells' texts).
 * - `column`: the column header's name (`'Payer %'`), exact or a pattern; `group` the group header over it, when two
 *   columns share a title (`guarantor` under Percentages and under Fixed amounts).
 */
export interface GridCellRef {
  row: number | string | RegExp;
  column: string | RegExp;
  group?: string | RegExp;
  /** The grid holding the cell; by default the page's one grid. */
  grid?: HTMLElement;
}

/** What clicks: user-event's `userEvent.setup()` in jsdom, or Storybook's `userEvent` in a play function. */
export interface Clicker {
  click(element: Element): Promise<unknown>;
}

const colIndexOf = (el: Element) => Number(el.getAttribute('aria-colindex'));
const rowIndexOf = (el: Element) => Number(el.getAttribute('aria-rowindex'));

function columnHeader(grid: HTMLElement, column: string | RegExp, group: string | RegExp | undefined): HTMLElement {
  let headers = within(grid)
    .getAllByRole('columnheader', { name: column })
    .filter((th) => th.getAttribute('scope') !== 'colgroup');
  if (group !== undefined) {
    const over = within(grid).getByRole('columnheader', { name: group });
    const first = colIndexOf(over);
    const last = first + Number(over.getAttribute('colspan') ?? 1) - 1;
    headers = headers.filter((th) => colIndexOf(th) >= first && colIndexOf(th) <= last);
  }
  if (headers.length !== 1)
    throw new Error(`${headers.length} column headers named ${String(column)}${group ? ` under ${String(group)}` : ''}`);
  return headers[0]!;
}

function dataRow(grid: HTMLElement, row: GridCellRef['row'], header: HTMLElement): HTMLElement {
  const rows = within(grid).getAllByRole('row');
  if (typeof row === 'number') {
    // Under every header row, not only the header's own: a title spanning both header rows (an untitled group's
    // column) sits in the first one.
    const headerRows = (header.closest('thead') as HTMLTableSectionElement).rows;
    const wanted = rowIndexOf(headerRows[headerRows.length - 1] as HTMLElement) + 1 + row;
    const found = rows.find((r) => rowIndexOf(r) === wanted);
    if (!found)
      throw new Error(`Row ${row} (aria-rowindex ${wanted}) is not in the DOM: the grid draws the rows in view; scroll to it first`);
    return found;
  }
  // Names are computed only in the rows whose text (or an input's value) could hold the one sought: computing every
  // cell's name is slow in jsdom.
  const mayHold = (r: HTMLElement) =>
    [r.textContent ?? '', ...Array.from(r.querySelectorAll('input'), (input) => input.value)].some((text) => text.includes(row as string));
  const matching =
    typeof row === 'string'
      ? rows.filter((r) => mayHold(r) && within(r).queryAllByRole('gridcell', { name: row }).length > 0)
      : within(grid)
          .queryAllByRole('row', { name: row })
          .filter((r) => within(r).queryAllByRole('gridcell').length > 0);
  if (matching.length !== 1)
    throw new Error(`${matching.length} rows ${typeof row === 'string' ? 'with a cell named' : 'named'} ${String(row)}`);
  return matching[0]!;
}

/** The gridcell at a row and a column: what it shows (a field's box, a dirty text, a message) is its text. */
export function gridCell({ row, column, group, grid = screen.getByRole('grid') }: GridCellRef): HTMLElement {
  const header = columnHeader(grid, column, group);
  const tr = dataRow(grid, row, header);
  const td = within(tr)
    .getAllByRole('gridcell')
    .find((cell) => colIndexOf(cell) === colIndexOf(header));
  if (!td) throw new Error(`No cell under ${String(column)} in row ${String(row)}`);
  return td;
}

/**
 * Edits a cell as a person does: clicks it, then returns its textbox, focused. In edit mode only the active cell's row
 * holds inputs; another row's editable cell shows its value in a field's box, and the click there makes the row active
 * and focuses the cell's input with its value selected (typing replaces it). In the active row the click lands on
 * the input itself.
 *
 * ```ts
 * const payer = await editCell(user, { row: 'p2p_transfer', column: 'Payer %' });
 * await user.keyboard('1.5');
 * ```
 */
export async function editCell(user: Clicker, ref: GridCellRef): Promise<HTMLInputElement> {
  const td = gridCell(ref);
  // Where the pointer lands in the cell's middle: the input, or the field's box it replaces (both fill the cell).
  const target = td.querySelector('input, [data-field]') ?? td;
  await user.click(target);
  const grid = ref.grid ?? screen.getByRole('grid');
  return waitFor(() => {
    // The row re-renders with inputs: find the cell again (its element may be new).
    const input = within(gridCell({ ...ref, grid })).getByRole('textbox') as HTMLInputElement;
    if (input.ownerDocument.activeElement !== input)
      throw new Error(`The textbox of ${String(ref.column)}, row ${String(ref.row)} is not focused`);
    return input;
  });
}
