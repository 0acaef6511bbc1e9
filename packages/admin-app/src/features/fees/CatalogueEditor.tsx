import { EditableTable } from '@admin-console/admin-ui';
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import { useUnsavedChangesGuard } from '../../platform/useUnsavedChangesGuard';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useRemoteQuery } from '../../kernel/useRemote';
import { queryOptions } from '@tanstack/react-query';
import { catalogueRowId, countEdits, type CatalogueRow } from './rules';
import { feesKeys } from './keys';
import { useT } from './messages';
import { counted } from './review';
import { SCREENS, type CatalogueRules, type CatalogueScreenName } from './catalogueScreen';
import { editorPhases, initialEditorState } from './editorPhases';
import { useCatalogueGrid } from './useCatalogueGrid';
import { restoreDraft, useCatalogueDraft } from './useCatalogueDraft';
import { useCatalogueSave } from './useCatalogueSave';
import { CatalogueHeader } from './CatalogueHeader';
import { DiscardConfirm, EditorToolbar } from './EditorToolbar';
import { SaveReviewDialog } from './SaveReviewDialog';
import { ServerChangesDialog, type RowChoice } from './ServerChangesDialog';

export type { CatalogueLayout, CatalogueRules } from './catalogueScreen';

export interface CatalogueEditorProps<Row extends CatalogueRow> {
  /** Which screen: its words, its list's key in the PATCH body and its cache key (`SCREENS`). */
  screen: CatalogueScreenName;
  rules: CatalogueRules<Row>;
}

/**
 * The Fees and Distributions screens' shared body (docs/product.md#fees-and-distributions): the catalogue in an
 * EditableTable with the Edit / Save Data toggle and Cancel, the save's outcome in live regions beside the buttons,
 * validation that blocks Save, the review and re-read before anything is sent (`useCatalogueSave`), and the draft
 * that keeps typed edits for the next Edit (`useCatalogueDraft`). Where it is, view, edit, review, recheck,
 * conflicts or saving, is one reducer (editorPhases.ts).
 */
export function CatalogueEditor<Row extends CatalogueRow>({ screen, rules }: CatalogueEditorProps<Row>) {
  const texts = SCREENS[screen];
  const tr = useT();
  const title = tr(texts.title);
  useDocumentTitle(title);
  // Cached: opened again, the grid shows its rows at once and refreshes them behind (never on window focus).
  const { load } = rules;
  const remote = useRemoteQuery(queryOptions({ queryKey: feesKeys.screen(screen), queryFn: ({ signal }) => load(signal) }));
  const [state, dispatch] = useReducer(editorPhases<Row>, undefined, initialEditorState<Row>);
  const { phase, edits } = state;
  const grid = useCatalogueGrid(rules, remote, state, tr(texts.loadFailed));
  const { mode } = grid;
  const editing = mode === 'edit';
  const editCount = countEdits(edits);
  // Typed edits: a route change asks, and so does closing the tab (docs/product.md#leaving-with-unsaved-changes).
  const guard = useUnsavedChangesGuard(editing && editCount > 0);
  const draft = useCatalogueDraft(screen, mode, state);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const { saveEdits, recheck, resolveConflicts } = useCatalogueSave({
    screen,
    title,
    rules,
    state,
    dispatch,
    grid,
    draft,
    tableRef,
  });

  const startEditing = () => {
    const restored = restoreDraft(draft.drafts, grid.rows, grid.editableKeys, grid.cellKeys);
    dispatch({ type: 'editStarted', rows: grid.rows, ...restored });
  };
  const leaveEditing = () => {
    draft.autosave.cancel();
    draft.drafts.clear();
    dispatch({ type: 'discarded' });
    toggleRef.current?.focus();
  };
  const onCancel = () => {
    if (editCount > 0) dispatch({ type: 'discardAsked' });
    else leaveEditing();
  };

  // A keystroke changes `edits` only: the parts around the grid are memoized on what they show, and their callbacks
  // are stable (they read the latest state through a ref), so typing re-renders the grid's one row and nothing else.
  const latest = useRef({ mode, startEditing, saveEdits, onCancel, leaveEditing });
  useLayoutEffect(() => {
    latest.current = { mode, startEditing, saveEdits, onCancel, leaveEditing };
  });
  const onToggle = useCallback(() => {
    if (latest.current.mode === 'view') latest.current.startEditing();
    else latest.current.saveEdits();
  }, []);
  const onCancelClick = useCallback(() => latest.current.onCancel(), []);
  const onDiscard = useCallback(() => latest.current.leaveEditing(), []);
  const onDecline = useCallback(() => dispatch({ type: 'discardDeclined' }), []);
  // Only in edit mode (editorPhases ignores a cell edited otherwise): while the save runs the inputs are gone.
  const onEditChange = useCallback(
    (rowId: string, key: string, value: string | undefined) => dispatch({ type: 'cellEdited', rowId, key, value }),
    [],
  );

  return (
    <>
      <CatalogueHeader
        title={title}
        meta={remote.data && !remote.failed ? tr(texts.count, counted(remote.data.length, true)) : undefined}
        noun={texts.noun}
        shownRows={grid.shownRows}
        columns={grid.columns}
        groups={grid.groups}
        exportDisabled={mode !== 'view' || !grid.canEdit}
      />
      <EditorToolbar
        screen={screen}
        mode={mode}
        canEdit={grid.canEdit}
        editCount={editCount}
        outcome={state.outcome}
        toggleRef={toggleRef}
        onToggle={onToggle}
        onCancel={onCancelClick}
      />
      <div ref={tableRef}>
        <EditableTable
          caption={tr(texts.caption)}
          rows={grid.shownRows}
          getRowId={catalogueRowId}
          columns={grid.columns}
          groups={grid.groups}
          sort={grid.sort}
          onSortChange={grid.onSortChange}
          mode={editing ? 'edit' : 'view'}
          edits={editing ? edits : NO_EDITS}
          onEditChange={onEditChange}
          errors={grid.shownErrors}
          warnings={grid.warnings}
          loading={grid.loading}
          error={grid.loadError?.message}
          errorTitle={grid.loadError?.title}
          onRetry={() => void remote.refetch()}
          empty={{ title: tr(texts.empty) }}
          warningsTitle={tr('fees.warnings')}
          rowLabel={rules.rowLabel}
          // The row's identity (and its warning marker) stays in view while the wide grid scrolls sideways.
          stickyFirstColumn
          maxHeight="max(320px, calc(100vh - 260px))"
          aria-busy={mode === 'saving' || undefined}
        />
      </div>
      <SaveReviewDialog
        items={phase.name === 'review' || phase.name === 'recheck' ? phase.items : null}
        onClose={() => dispatch({ type: 'reviewClosed' })}
        onConfirm={recheck}
        returnFocus={toggleRef}
      />
      <ServerChangesDialog
        changes={phase.name === 'conflicts' ? phase.list : null}
        choices={phase.name === 'conflicts' ? phase.choices : NO_CHOICES}
        onChoose={(id, choice) => dispatch({ type: 'rowChosen', id, choice })}
        onCancel={() => dispatch({ type: 'conflictsClosed' })}
        onConfirm={resolveConflicts}
        returnFocus={toggleRef}
      />
      <DiscardConfirm open={state.discardAsking} editCount={editCount} toggleRef={toggleRef} onDecline={onDecline} onDiscard={onDiscard} />
      {guard.prompt}
    </>
  );
}

const NO_EDITS = {};
const NO_CHOICES: Readonly<Record<string, RowChoice>> = {};
