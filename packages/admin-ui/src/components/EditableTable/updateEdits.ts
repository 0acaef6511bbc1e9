import type { EditableCellMap } from './types';

/**
 * The next edits map after one cell changed, for a screen's `onEditChange`:
 * `setEdits((e) => updateEdits(e, rowId, key, rawValue))`.
 * Only the changed row gets a new object (so only that row re-renders); `undefined` removes the cell, and a row
 * with no cells left is removed. Returns the same map when nothing changed.
 */
export function updateEdits<M extends EditableCellMap>(edits: M, rowId: string, key: string, rawValue: string | undefined): M {
  const rowEdits = edits[rowId];
  if (rawValue === undefined) {
    if (!rowEdits || !(key in rowEdits)) return edits;
    const { [key]: _removed, ...restOfRow } = rowEdits;
    const next: Record<string, unknown> = { ...edits };
    if (Object.keys(restOfRow).length > 0) next[rowId] = restOfRow;
    else delete next[rowId];
    return next as M;
  }
  if (rowEdits?.[key] === rawValue) return edits;
  return { ...edits, [rowId]: { ...rowEdits, [key]: rawValue } };
}
