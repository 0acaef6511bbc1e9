/**
 * The app's tests and stories edit the Fees and Distributions grids as a person does, with admin-ui's helper (a
 * package the app depends on, never the other way round): click the cell, then type into its textbox. In edit mode
 * only the active cell's row holds inputs (EditableTable's doc comment), so a textbox of another row is not there
 * until its cell is clicked.
 *
 * ```ts
 * const payer = await editCell(user, { row: 'p2p_transfer', column: 'Payer %' });
 * await user.keyboard('1.5'); // the value was selected: typing replaces it
 * expect(gridCell({ row: 'p2p_transfer', column: 'Payer %' })).toHaveTextContent('1.5');
 * ```
 */
export { editCell, gridCell, type Clicker, type GridCellRef } from '../../../admin-ui/src/test-utils/editCell';
