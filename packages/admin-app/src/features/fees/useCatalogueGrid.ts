import { sortRows, type EditableTableEdits, type EditableTableErrors, type TableSort } from '@admin-console/admin-ui';
import { useCallback, useMemo } from 'react';
import { useListParams } from '../../kernel/useListParams';
import { sortKeysOf } from '../../kernel/listSort';
import type { RemoteResult } from '../../kernel/useRemote';
import { useLocale } from '../../platform/i18n/i18n';
import { MalformedResponseError } from '../../platform/unwrap';
import type { CatalogueRules } from './catalogueScreen';
import { gridMode, type EditorState } from './editorPhases';
import { useT } from './messages';
import { withServerErrors, type CatalogueRow } from './rules';

/**
 * What the grid shows: the rows (those Edit started from while editing or saving, the list as it will be while
 * saving), their columns in the language chosen, sorted as the address says (docs/product.md#sorting), with the
 * cells' messages and the rows' warnings while editing, or why the list did not load.
 */
export function useCatalogueGrid<Row extends CatalogueRow>(
  rules: CatalogueRules<Row>,
  remote: RemoteResult<Row[]>,
  state: EditorState<Row>,
  loadErrorMessage: string,
) {
  const { layout, validator, warner, sortValues } = rules;
  const tr = useT();
  // The columns' titles, the cells' messages and the warnings are read in the language chosen: drawn again when it changes.
  const locale = useLocale();
  const mode = gridMode(state.phase);
  const editing = mode === 'edit';
  // While editing or saving, the grid keeps the rows Edit started from: a refresh that lands meanwhile (the
  // one behind cached rows) changes nothing under the admin's edits; it shows once back in view mode.
  const loadFailed = remote.failed && (mode === 'view' || state.held === null);
  const liveRows: readonly Row[] = loadFailed ? EMPTY : (remote.data ?? EMPTY);
  const rows = mode !== 'view' && state.held !== null ? state.held : liveRows;

  const { columns, groups, exportColumns } = useMemo(() => {
    const shape = layout(rows, locale);
    // Every column sorts (docs/product.md#sorting): by the row's field, or by what `sortValues` reads.
    const sortable = shape.columns.map((c) => ({ ...c, sortable: true, sortValue: sortValues?.[c.key] ?? c.sortValue }));
    return { ...shape, columns: sortable };
  }, [layout, rows, sortValues, locale]);
  const sortKeys = useMemo(() => sortKeysOf(columns), [columns]);
  const { sort, update: updateList } = useListParams(NO_FILTERS, { sortKeys });
  const editableKeys = useMemo(() => columns.filter((c) => c.editable && !c.link).map((c) => c.key), [columns]);
  const cellKeys = useMemo(() => columns.map((c) => c.key), [columns]);

  const { edits, refused } = state;
  const validate = useMemo(() => validator(rows, locale), [validator, rows, locale]);
  const warn = useMemo(() => warner?.(rows, locale), [warner, rows, locale]);
  const errors = useMemo(() => (editing ? validate(edits) : NO_ERRORS), [editing, validate, edits]);
  const shownErrors = useMemo(() => (editing ? withServerErrors(errors, refused) : NO_ERRORS), [editing, errors, refused]);
  const warnings = useMemo(() => warn?.(editing ? edits : NO_EDITS), [warn, editing, edits]);

  // Shown by the grid in place of its rows, with Retry.
  const loadError = loadFailed
    ? remote.error instanceof MalformedResponseError
      ? { title: tr('fees.loadFailed.unexpected'), message: `${remote.error.message} ${loadErrorMessage}` }
      : { title: tr('fees.loadFailed.title'), message: loadErrorMessage }
    : null;
  const savingRows = state.phase.name === 'saving' ? state.phase.rows : null;
  const shownRows = useMemo(() => sortRows(savingRows ?? rows, columns, sort), [savingRows, rows, columns, sort]);
  // Sorting is for viewing: while editing, a new order would move the row being typed in (and change the address,
  // which the unsaved-changes guard would stop), so the headers are plain then and the order stays.
  const onSortChange = useCallback((next: TableSort) => updateList({ sort: next }), [updateList]);

  return {
    mode,
    rows,
    shownRows,
    columns,
    groups,
    exportColumns,
    editableKeys,
    cellKeys,
    sort,
    onSortChange: mode === 'view' ? onSortChange : undefined,
    errors,
    shownErrors,
    warnings,
    loading: remote.isPending,
    loadError,
    canEdit: remote.isSuccess && !remote.outdated && rows.length > 0,
  };
}

export type CatalogueGrid<Row extends CatalogueRow> = ReturnType<typeof useCatalogueGrid<Row>>;

const EMPTY: readonly never[] = [];
const NO_EDITS: EditableTableEdits = {};
const NO_ERRORS: EditableTableErrors = {};
const NO_FILTERS = {} as Record<never, string>;
