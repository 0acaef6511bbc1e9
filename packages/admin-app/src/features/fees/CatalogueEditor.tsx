import { EditableTable } from '@admin-console/admin-ui';
import { memo, useCallback, useLayoutEffect, useMemo, useReducer, useRef, type ReactElement } from 'react';
import { useUnsavedChangesGuard } from '../../platform/useUnsavedChangesGuard';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useRemoteQuery, type RemoteResult } from '../../kernel/useRemote';
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
import { ServerChangesDialog } from './ServerChangesDialog';
import type { CellChoices, Side } from './merge';

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
  const count = remote.data && !remote.failed ? remote.data.length : null;
  // Read once per language, not per keystroke.
  const words = useMemo(
    () => ({
      title,
      meta: count === null ? undefined : tr(texts.count, counted(count, true)),
      caption: tr(texts.caption),
      empty: { title: tr(texts.empty) },
      warningsTitle: tr('fees.warnings'),
      loadFailed: tr(texts.loadFailed),
    }),
    [tr, texts, title, count],
  );
  return <EditorBody screen={screen} rules={rules} remote={remote} words={words} />;
}

type Words = {
  title: string;
  meta: string | undefined;
  caption: string;
  empty: { title: string };
  warningsTitle: string;
  loadFailed: string;
};

interface EditorBodyProps<Row extends CatalogueRow> extends CatalogueEditorProps<Row> {
  remote: RemoteResult<Row[]>;
  words: Words;
}

/**
 * The editor under the list's load: a keystroke re-renders this body (the reducer's `edits`) and not the load, the
 * document title or the screen's words, which only change with the list or the language.
 */
const EditorBody = memo(function EditorBody<Row extends CatalogueRow>({ screen, rules, remote, words }: EditorBodyProps<Row>) {
  const { title } = words;
  const [state, dispatch] = useReducer(editorPhases<Row>, undefined, initialEditorState<Row>);
  const { phase, edits } = state;
  const grid = useCatalogueGrid(rules, remote, state, words.loadFailed);
  const { mode } = grid;
  const editing = mode === 'edit';
  const editCount = countEdits(edits);
  // Typed edits: a route change asks, and so does closing the tab (docs/product.md#leaving-with-unsaved-changes).
  const guard = useUnsavedChangesGuard(editing && editCount > 0);
  const draft = useCatalogueDraft(screen, mode, state);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const { saveEdits, recheck, resolveConflicts, merge } = useCatalogueSave({
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
  const refetch = remote.refetch;
  const latest = useRef({ mode, startEditing, saveEdits, onCancel, leaveEditing, recheck, resolveConflicts, refetch });
  useLayoutEffect(() => {
    latest.current = { mode, startEditing, saveEdits, onCancel, leaveEditing, recheck, resolveConflicts, refetch };
  });
  const onToggle = useCallback(() => {
    if (latest.current.mode === 'view') latest.current.startEditing();
    else latest.current.saveEdits();
  }, []);
  const onCancelClick = useCallback(() => latest.current.onCancel(), []);
  const onRetry = useCallback(() => void latest.current.refetch(), []);
  const onReviewClose = useCallback(() => dispatch({ type: 'reviewClosed' }), []);
  const onReviewConfirm = useCallback(() => latest.current.recheck(), []);
  const onChoose = useCallback((id: string, key: string, choice: Side) => dispatch({ type: 'cellChosen', id, key, choice }), []);
  const onFix = useCallback((id: string, key: string, value: string) => dispatch({ type: 'cellFixed', id, key, value }), []);
  const { columns } = grid;
  const titleOf = useCallback((key: string) => columns.find((c) => c.key === key)?.title ?? key, [columns]);
  const onConflictsCancel = useCallback(() => dispatch({ type: 'conflictsClosed' }), []);
  const onConflictsConfirm = useCallback(() => latest.current.resolveConflicts(), []);
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
        meta={words.meta}
        noun={SCREENS[screen].noun}
        shownRows={grid.shownRows}
        exportColumns={grid.exportColumns}
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
          caption={words.caption}
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
          onRetry={onRetry}
          empty={words.empty}
          warningsTitle={words.warningsTitle}
          rowLabel={rules.rowLabel}
          maxHeight="max(320px, calc(100vh - 260px))"
          aria-busy={mode === 'saving' || undefined}
        />
      </div>
      <SaveReviewDialog
        items={phase.name === 'review' || phase.name === 'recheck' ? phase.items : null}
        onClose={onReviewClose}
        onConfirm={onReviewConfirm}
        returnFocus={toggleRef}
      />
      <ServerChangesDialog
        changes={phase.name === 'conflicts' ? phase.list : null}
        merge={merge}
        choices={phase.name === 'conflicts' ? phase.choices : NO_CHOICES}
        titleOf={titleOf}
        onChoose={onChoose}
        onFix={onFix}
        onCancel={onConflictsCancel}
        onConfirm={onConflictsConfirm}
        returnFocus={toggleRef}
      />
      <DiscardConfirm open={state.discardAsking} editCount={editCount} toggleRef={toggleRef} onDecline={onDecline} onDiscard={onDiscard} />
      {guard.prompt}
    </>
  );
}) as <Row extends CatalogueRow>(props: EditorBodyProps<Row>) => ReactElement;

const NO_EDITS = {};
const NO_CHOICES: CellChoices = {};
