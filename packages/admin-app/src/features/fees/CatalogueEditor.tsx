import {
  Button,
  ChangeSummary,
  ConfirmModal,
  EditableTable,
  editableTableCsv,
  ExportButton,
  InlineAlert,
  PageHeader,
  sortRows,
  updateEdits,
  type EditableColumn,
  type EditableColumnGroup,
  type ChangeSummaryItem,
  type EditableTableEdits,
  type EditableTableErrors,
  type EditableTableWarnings,
  type SortValue,
  type TableSort,
} from '@admin-console/admin-ui';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { emitAppNotice } from '../../platform/appEvents';
import { useUnsavedChangesGuard } from '../../platform/useUnsavedChangesGuard';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useRemote } from '../../kernel/useRemote';
import { useListParams } from '../../kernel/useListParams';
import { exportFileName, exportLoaded, useListExport } from '../../kernel/listExport';
import { sortKeysOf } from '../../kernel/listSort';
import {
  changedRowIds,
  countEdits,
  hasErrors,
  serverCellErrors,
  withServerErrors,
  catalogueRowId,
  type CatalogueRow,
  type ServerCellErrors,
} from './rules';
import { draftStore, restorableDraft, restorableRefusals } from './drafts';
import type { SaveResult } from './api';
import { feesKeys } from './keys';
import { useChange } from '../../kernel/useChange';
import { asClause, asSentence, failureText } from '../../platform/http';
import { MalformedResponseError } from '../../platform/unwrap';
import { sessionStore } from '../../platform/session/sessionStore';
import { useSession } from '../../platform/session/useSession';
import { Buttons, Outcome as OutcomeArea, Toolbar } from './CatalogueEditor.styles';
import { draftAutosave } from './draftAutosave';
import { guardPendingDrafts } from './pendingDraftGuard';
import { t, useT } from './messages';
import { currentLocale, useLocale, type Locale } from '../../platform/i18n/i18n';
import { counted, keptEdits, reviewItems, serverChanges, withRows, type ServerChange } from './review';
import { formatNumber } from '../../platform/i18n/format';
import { ServerChangesDialog, type RowChoice } from './ServerChangesDialog';

/** What a screen derives from its loaded rows (columns may depend on the data: the distribution prefix). */
export interface CatalogueLayout<Row extends CatalogueRow> {
  columns: readonly EditableColumn<Row>[];
  groups?: readonly EditableColumnGroup[];
}

export interface CatalogueEditorProps<Row extends CatalogueRow> {
  screen: 'fees' | 'distribution';
  /** The list's key in the PATCH body, which a 422's `errors` keys start with (`fees.0.fixed`). */
  listKey: string;
  /** The page's h1 and tab title. */
  title: string;
  /** The grid's accessible name. */
  caption: string;
  /** "fee" / "fees": names the export's file (`fees-….csv`, in English whatever the interface's language). */
  noun: { one: string; many: string };
  load(signal: AbortSignal): Promise<Row[]>;
  /** Column layout for the loaded rows; memoized by the editor on `rows`, and built again in a newly chosen `locale`. */
  layout(rows: readonly Row[], locale: Locale): CatalogueLayout<Row>;
  /**
   * The validator for the loaded rows (built once per load: it may index them), giving the dirty cells' messages.
   * Called on every keystroke: it should visit the edits, not the rows.
   */
  validator(rows: readonly Row[], locale: Locale): (edits: EditableTableEdits) => EditableTableErrors;
  /** Row warnings (distributions), built once per load like `validator`; omit for a table without warnings. */
  warner?(rows: readonly Row[], locale: Locale): (edits: EditableTableEdits) => EditableTableWarnings;
  /**
   * The changed rows (full, edits applied) the PATCH sends: one per edited row, in the order of `rows` (the index
   * of a 422's `errors` key is read against that order, see `changedRowIds`).
   */
  changed(rows: readonly Row[], edits: EditableTableEdits): Row[];
  save(changed: Row[]): Promise<SaveResult>;
  rowLabel(row: Row): string;
  /** The row's name in the review and conflict lists: the fee's alias. */
  rowName(row: Row): string;
  /** Shown with Retry when the list fails to load. */
  loadErrorMessage: string;
  /** What a column sorts by when not the row's field of its name (the distribution's `fee` object: its alias). */
  sortValues?: Readonly<Record<string, (row: Row) => SortValue>>;
}

type Phase = 'view' | 'edit' | 'saving';
type Outcome = { tone: 'success' | 'info' | 'warning'; title?: string; text: string } | { tone: 'error'; title: string; text: string };

/** The screen's own sentences (the rows it lists named in each). */
const SCREEN_TEXTS = {
  fees: {
    count: 'fees.count.fees',
    saved: 'fees.saved.fees',
    empty: 'fees.empty.fees',
    failedAway: 'fees.saveFailedAway.fees',
  },
  distribution: {
    count: 'fees.count.distributions',
    saved: 'fees.saved.distributions',
    empty: 'fees.empty.distributions',
    failedAway: 'fees.saveFailedAway.distributions',
  },
} as const;

/** Whether the session has ended (a 401 sent the admin to sign in again). */
const sessionEnded = () => sessionStore.getState().token === null;

/** What the draft holds: the typed edits, and the server's messages on cells of a refused save. */
interface DraftValue {
  edits: EditableTableEdits;
  refused: EditableTableErrors;
}

/**
 * The Fees and Distributions screens' shared body: the catalogue in an EditableTable with the Edit / Save Data
 * toggle and Cancel, the save's outcome in live regions beside the buttons, validation that blocks Save, and the
 * draft that keeps typed edits for the next Edit: written while typing (off the keystroke path), kept when the
 * session ends or a save fails, told about wherever the admin is when the failure comes after they left.
 */
export function CatalogueEditor<Row extends CatalogueRow>(props: CatalogueEditorProps<Row>) {
  const {
    screen,
    listKey,
    title,
    caption,
    noun,
    load,
    layout,
    validator,
    warner,
    changed,
    save,
    rowLabel,
    rowName,
    loadErrorMessage,
    sortValues,
  } = props;
  useDocumentTitle(title);
  const tr = useT();
  // The columns' titles, the cells' messages and the warnings are read in the language chosen: drawn again when it changes.
  const locale = useLocale();
  // Cached: opened again, the grid shows its rows at once and refreshes them behind (never on window focus).
  const remote = useRemote(feesKeys.screen(screen), load);

  const { user } = useSession();
  // The owner is fixed when the screen opens: the session ending (user gone) must not move the draft elsewhere.
  const [drafts] = useState(() => draftStore(screen, user?.id as string | number | undefined));
  const [autosave] = useState(() =>
    draftAutosave<DraftValue>(({ edits: kept, refused }) => {
      if (countEdits(kept) > 0) drafts.write(kept, refused);
      else drafts.clear();
    }),
  );

  const [phase, setPhase] = useState<Phase>('view');
  // While editing or saving, the grid keeps the rows Edit started from: a refresh that lands meanwhile (the
  // one behind cached rows) changes nothing under the admin's edits; it shows once back in view mode.
  const [heldRows, setHeldRows] = useState<readonly Row[] | null>(null);
  const loadFailed = remote.status === 'error' && (phase === 'view' || heldRows === null);
  const liveRows: readonly Row[] = loadFailed ? EMPTY : (remote.data ?? EMPTY);
  const rows = phase !== 'view' && heldRows !== null ? heldRows : liveRows;
  const loading = remote.status === 'loading' && remote.data === undefined;
  const [edits, setEdits] = useState<EditableTableEdits>({});
  /** The server's messages on cells (a 422), shown after Edit until the admin changes the cell. */
  const [refused, setRefused] = useState<EditableTableErrors>(NO_ERRORS);
  /** While saving: the rows as they will be, shown read-only. */
  const [savingRows, setSavingRows] = useState<Row[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  /** The review of a save (every changed cell, old and new), open until the admin cancels or confirms it. */
  const [review, setReview] = useState<ChangeSummaryItem[] | null>(null);
  /** Rows changed on the server since the grid loaded, found by the re-read before sending: the admin decides. */
  const [conflicts, setConflicts] = useState<{ list: ServerChange<Row>[]; fresh: readonly Row[] } | null>(null);
  const [choices, setChoices] = useState<Record<string, RowChoice>>({});
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);

  const { columns, groups } = useMemo(() => {
    const shape = layout(rows, locale);
    // Every column sorts (docs/product.md#sorting): by the row's field, or by what `sortValues` reads.
    const sortable = shape.columns.map((c) => ({ ...c, sortable: true, sortValue: sortValues?.[c.key] ?? c.sortValue }));
    return { ...shape, columns: sortable };
  }, [layout, rows, sortValues, locale]);
  const sortKeys = useMemo(() => sortKeysOf(columns), [columns]);
  const { sort, update: updateList } = useListParams(NO_FILTERS, { sortKeys });
  const editableKeys = useMemo(() => columns.filter((c) => c.editable && !c.link).map((c) => c.key), [columns]);
  const editing = phase === 'edit';
  const validate = useMemo(() => validator(rows, locale), [validator, rows, locale]);
  const warn = useMemo(() => warner?.(rows, locale), [warner, rows, locale]);
  const errors = useMemo(() => (editing ? validate(edits) : NO_ERRORS), [editing, validate, edits]);
  const shownErrors = useMemo(() => (editing ? withServerErrors(errors, refused) : NO_ERRORS), [editing, errors, refused]);
  const warnings = useMemo(() => warn?.(editing ? edits : NO_EDITS), [warn, editing, edits]);
  // Typed edits: a route change asks, and so does closing the tab. A draft left by a failed save: only closing the
  // tab asks (guardPendingDrafts), as a route change keeps it for the next Edit.
  const dirty = editing && countEdits(edits) > 0;
  const guard = useUnsavedChangesGuard(dirty);
  useEffect(guardPendingDrafts, []);

  // The draft follows the typing: the timer of `autosave` writes it, never the keystroke.
  useEffect(() => {
    if (phase === 'edit') autosave.schedule({ edits, refused });
  }, [autosave, phase, edits, refused]);
  // Hidden (a reload, the tab closing) or signed out by a 401: what was typed since the last write is kept now.
  useEffect(() => {
    const flush = () => autosave.flush();
    window.addEventListener('pagehide', flush);
    const unsubscribe = sessionStore.subscribe(() => {
      if (sessionEnded()) flush();
    });
    return () => {
      window.removeEventListener('pagehide', flush);
      unsubscribe();
    };
  }, [autosave]);
  const phaseNow = useRef(phase);
  useLayoutEffect(() => {
    phaseNow.current = phase;
  }, [phase]);
  useEffect(() => {
    const phaseAtLeaving = phaseNow;
    return () => {
      const { token, ended } = sessionStore.getState();
      if (token === null && ended === 'expired') {
        // Sent away by an ended session: the draft waits for the next sign-in.
        autosave.flush();
        return;
      }
      autosave.cancel();
      // Left while editing, on purpose (the leave prompt was confirmed, Logout): nothing to come back to. A draft
      // left by a failed save, or one a running save will settle, stays.
      if (phaseAtLeaving.current === 'edit') drafts.clear();
    };
  }, [autosave, drafts]);

  const refusedNow = useRef(refused);
  useLayoutEffect(() => {
    refusedNow.current = refused;
  }, [refused]);
  const onEditChange = useCallback((rowId: string, key: string, rawValue: string | undefined) => {
    setEdits((current) => updateEdits(current, rowId, key, rawValue));
    // A changed cell is no longer what the server refused.
    if (refusedNow.current[rowId]?.[key]) setRefused((current) => updateEdits(current, rowId, key, undefined));
  }, []);
  // One save at a time (kernel/useChange.ts): clicks within one task send one request. Sent, the grid shows the
  // list as last read with the rows sent; what else shows fees (the other grid, the discount form's fee options)
  // loads them again when next opened.
  const sending = useChange<{ changes: Row[]; current: readonly Row[] }, SaveResult>({
    send: ({ changes }) => save(changes),
    marks: (cache, outcome, { changes, current }) => {
      if (!outcome.ok) return;
      cache.set(feesKeys.screen(screen), withRows(current, changes));
      cache.changed(feesKeys.all, { except: (key) => key[1] === screen });
    },
  });
  // While the save runs the inputs are gone (view mode), so nothing typed can be lost.
  const ignoreEdit = useCallback(() => undefined, []);

  const cellKeys = useMemo(() => columns.map((c) => c.key), [columns]);

  const startEditing = () => {
    const draft = drafts.read();
    const restored = draft ? restorableDraft(draft, rows, editableKeys) : {};
    const count = countEdits(restored);
    const refusedCells = count > 0 ? restorableRefusals(drafts.readRefused(), rows, cellKeys) : NO_ERRORS;
    const refusedCount = countEdits(refusedCells);
    setHeldRows(rows);
    setEdits(restored);
    setRefused(refusedCells);
    setPhase('edit');
    if (count > 0) {
      const marked = refusedCount > 0 ? ` ${t('fees.draftRestored.refused', counted(refusedCount))}` : '';
      setOutcome({
        tone: 'info',
        title: t('fees.draftRestored.title'),
        text: `${t('fees.draftRestored.text', counted(count))}${marked}`,
      });
    } else {
      if (draft) drafts.clear();
      setOutcome(null);
    }
  };

  const focusFirstInvalid = () => {
    const input = tableRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    input?.focus();
  };

  const saveEdits = async () => {
    if (sending.pending) return;
    if (hasErrors(errors)) {
      let n = 0;
      for (const id in errors) n += Object.values(errors[id] ?? {}).filter(Boolean).length;
      setOutcome({ tone: 'error', title: t('fees.notSaved.title'), text: t('fees.notSaved.invalid', counted(n)) });
      focusFirstInvalid();
      return;
    }
    const changes = changed(rows, edits);
    // Cells typed back to their value, or written another way ("1.50" for 1.5), change nothing: nothing to review.
    const items = changes.length === 0 ? NO_ITEMS : reviewItems(rows, changes, edits, columns, rowName);
    if (items.length === 0) {
      autosave.cancel();
      setPhase('view');
      setEdits({});
      setRefused(NO_ERRORS);
      drafts.clear();
      setOutcome({ tone: 'info', text: t('fees.noChanges') });
      return;
    }
    // Nothing is sent yet: the admin reviews every changed cell first.
    setOutcome(null);
    setReview(items);
  };

  /**
   * The review confirmed: the list is read again first. Rows that differ on the server from what the grid loaded
   * (another admin saved meanwhile) go to the admin to decide; otherwise the save goes. A failed re-read sends
   * nothing and keeps the edits.
   */
  const recheck = async () => {
    let fresh: Row[];
    try {
      fresh = await load(new AbortController().signal);
    } catch (error) {
      setReview(null);
      if (sessionEnded()) return;
      setOutcome({
        tone: 'error',
        title: t('fees.recheck.failedTitle'),
        text: t('fees.recheck.failedText', { reason: asClause(failureText(error)) }),
      });
      return;
    }
    const changes = changed(rows, edits);
    // What a kept row would send: the server's row now with the admin's edits (cells they did not touch stay theirs).
    const mine = withRows(changes, changed(fresh, edits));
    const found = serverChanges(rows, fresh, mine, edits, columns, rowName);
    setReview(null);
    if (found.length === 0) {
      void commit(changes, edits, fresh, rows);
      return;
    }
    setChoices({});
    setConflicts({ list: found, fresh });
  };

  /**
   * The admin decided for each row: their kept rows are sent (their edits on the server's row now, so cells they did
   * not touch keep the other admin's values), the others take the server's values.
   */
  const resolveConflicts = () => {
    if (!conflicts) return;
    const keep = new Set(conflicts.list.filter((c) => c.edited && choices[c.id] === 'mine').map((c) => c.id));
    const dropped = new Set(conflicts.list.filter((c) => !keep.has(c.id)).map((c) => c.id));
    const kept = keptEdits(edits, new Set(Object.keys(edits).filter((id) => !dropped.has(id))));
    const { fresh } = conflicts;
    setConflicts(null);
    const changes = changed(fresh, kept);
    if (changes.length === 0) {
      autosave.cancel();
      remote.setData([...fresh]);
      setPhase('view');
      setEdits({});
      setRefused(NO_ERRORS);
      drafts.clear();
      setOutcome({ tone: 'info', text: t('fees.conflict.nothingSent') });
      return;
    }
    void commit(changes, kept, fresh, fresh);
  };

  /**
   * Sends the changed rows; `current` is the server's list as last read, which the grid shows with them after;
   * `source` is the list the changes were built from (its order is the order sent).
   */
  const commit = async (changes: Row[], editsAtSave: EditableTableEdits, current: readonly Row[], source: readonly Row[]) => {
    const sentIds = changedRowIds(source, editsAtSave);
    const draftText = JSON.stringify(editsAtSave);
    const outcome = await sending.run({ changes, current }, () => {
      // The edits wait as a draft while the save runs: a reload or an ended session meanwhile keeps them.
      autosave.cancel();
      drafts.write(editsAtSave);
      setSavingRows(withRows(current, changes));
      setPhase('saving');
      setRefused(NO_ERRORS);
      setOutcome(null);
    });
    if (outcome === null) return;
    if (outcome.ok) {
      // Only this save's draft: a newer one (the screen left and opened again meanwhile) is not this save's to drop.
      if (JSON.stringify(drafts.read()) === draftText) drafts.clear();
      // The server's message is in English: an admin reading another language gets the console's own sentence.
      const own = t(SCREEN_TEXTS[screen].saved, counted(changes.length, true));
      const message = currentLocale() === 'en' ? (outcome.result.message ?? own) : own;
      if (outcome.here) setOutcome({ tone: 'success', text: message });
      else emitAppNotice({ tone: 'success', message });
    } else {
      // Edit mode ends, the error shows, and the edits wait as a draft for the next Edit.
      const refusal: ServerCellErrors =
        outcome.kind === 'refused' ? serverCellErrors(outcome.body, listKey, sentIds, cellKeys) : { cells: NO_ERRORS, other: [] };
      drafts.write(editsAtSave, refusal.cells);
      const n = countEdits(editsAtSave);
      if (!outcome.here || sessionEnded()) {
        // The admin is elsewhere (they left, or a 401 sent them to sign in): tell them there.
        const reason = outcome.kind === 'session-ended' ? t('fees.sessionEnded') : outcome.reason;
        emitAppNotice({ tone: 'error', message: t(SCREEN_TEXTS[screen].failedAway, { reason, title }) });
      } else {
        // The server's words as it wrote them, else the same status as the notice told away from the grid.
        const reason = outcome.said ?? asSentence(outcome.reason);
        const refusedCount = countEdits(refusal.cells);
        const marked = refusedCount > 0 ? ` ${t('fees.saveFailed.refused', counted(refusedCount))}` : '';
        const other = refusal.other.filter((line) => line !== reason).join(' ');
        setOutcome({
          tone: 'error',
          title: reason,
          text: `${t('fees.saveFailed.kept', counted(n))}${marked}${other ? ` ${other}` : ''}`,
        });
      }
    }
    setSavingRows(null);
    setEdits({});
    setPhase('view');
  };

  const leaveEditing = () => {
    autosave.cancel();
    setEdits({});
    setRefused(NO_ERRORS);
    setPhase('view');
    drafts.clear();
    setOutcome(null);
    toggleRef.current?.focus();
  };

  const onCancel = () => {
    if (countEdits(edits) > 0) setConfirmingCancel(true);
    else leaveEditing();
  };

  // Shown by the grid in place of its rows, with Retry.
  const loadError = loadFailed
    ? remote.error instanceof MalformedResponseError
      ? { title: tr('fees.loadFailed.unexpected'), message: `${remote.error.message} ${loadErrorMessage}` }
      : { title: tr('fees.loadFailed.title'), message: loadErrorMessage }
    : null;
  const canEdit = remote.status === 'success' && rows.length > 0;
  const shownRows = useMemo(() => sortRows(savingRows ?? rows, columns, sort), [savingRows, rows, columns, sort]);
  // Sorting is for viewing: while editing, a new order would move the row being typed in (and change the address,
  // which the unsaved-changes guard would stop), so the headers are plain then and the order stays.
  const onSortChange = useCallback((next: TableSort) => updateList({ sort: next }), [updateList]);

  // Export CSV: the saved rows in the order shown, as the table shows them (docs/product.md#list-export). Only in
  // view mode: while editing or saving the grid is not what is saved (a save shows the values it sends), so the
  // file could hold values the server never took.
  const listExport = useListExport();
  const { start: startExport } = listExport;
  const exportAll = useCallback(
    () => startExport(exportLoaded(exportFileName(noun.many), shownRows.length, () => editableTableCsv(columns, shownRows, { groups }))),
    [startExport, noun.many, shownRows, columns, groups],
  );
  const exportButton = useMemo(
    () => (
      <ExportButton
        onExport={exportAll}
        error={listExport.error}
        message={listExport.message}
        progress={listExport.progress}
        disabled={phase !== 'view' || remote.status !== 'success' || rows.length === 0}
      />
    ),
    [exportAll, listExport.error, listExport.message, listExport.progress, phase, remote.status, rows.length],
  );
  const editCount = countEdits(edits);

  // A keystroke changes `edits` only: the parts around the grid are memoized on what they show, and their callbacks
  // are stable (they read the latest state through a ref), so typing re-renders the grid's one row and nothing else.
  const latest = useRef({ phase, startEditing, saveEdits, onCancel, leaveEditing });
  useLayoutEffect(() => {
    latest.current = { phase, startEditing, saveEdits, onCancel, leaveEditing };
  });
  const onToggle = useCallback(() => {
    if (latest.current.phase === 'view') latest.current.startEditing();
    else void latest.current.saveEdits();
  }, []);
  const onCancelClick = useCallback(() => latest.current.onCancel(), []);
  const onDiscard = useCallback(() => {
    setConfirmingCancel(false);
    latest.current.leaveEditing();
  }, []);

  return (
    <>
      <EditorHeader
        title={title}
        meta={remote.data && remote.status !== 'error' ? tr(SCREEN_TEXTS[screen].count, counted(remote.data.length, true)) : undefined}
        actions={exportButton}
      />
      <EditorToolbar
        screen={screen}
        phase={phase}
        canEdit={canEdit}
        editCount={editCount}
        outcome={outcome}
        toggleRef={toggleRef}
        onToggle={onToggle}
        onCancel={onCancelClick}
      />
      <div ref={tableRef}>
        <EditableTable
          caption={caption}
          rows={shownRows}
          getRowId={catalogueRowId}
          columns={columns}
          groups={groups}
          sort={sort}
          onSortChange={phase === 'view' ? onSortChange : undefined}
          mode={editing ? 'edit' : 'view'}
          edits={editing ? edits : NO_EDITS}
          onEditChange={editing ? onEditChange : ignoreEdit}
          errors={shownErrors}
          warnings={warnings}
          loading={loading}
          error={loadError?.message}
          errorTitle={loadError?.title}
          onRetry={remote.reload}
          empty={{ title: tr(SCREEN_TEXTS[screen].empty) }}
          warningsTitle={tr('fees.warnings')}
          rowLabel={rowLabel}
          // The row's identity (and its warning marker) stays in view while the wide grid scrolls sideways.
          stickyFirstColumn
          maxHeight="max(320px, calc(100vh - 260px))"
          aria-busy={phase === 'saving' || undefined}
        />
      </div>
      <ConfirmModal
        open={review !== null}
        onOpenChange={(open) => {
          if (!open) setReview(null);
        }}
        size="lg"
        title={t('fees.review.title')}
        description={t('fees.review.intro', { count: review?.length ?? 0, shown: formatNumber(review?.length ?? 0) })}
        confirmLabel={t('fees.review.confirm')}
        busyLabel={t('fees.review.checking')}
        cancelLabel={t('fees.review.cancel')}
        closeLabel={t('fees.dialog.close')}
        returnFocus={toggleRef}
        onConfirm={recheck}
      >
        <ChangeSummary
          caption={t('fees.review.caption')}
          hideCaption
          maxHeight="min(55vh, 480px)"
          headers={{
            item: t('fees.review.item'),
            field: t('fees.review.column'),
            before: t('fees.review.old'),
            after: t('fees.review.new'),
            change: t('fees.review.change'),
          }}
          items={review ?? NO_ITEMS}
        />
      </ConfirmModal>
      <ServerChangesDialog
        changes={conflicts?.list ?? null}
        choices={choices}
        onChoose={(id, choice) => setChoices((current) => ({ ...current, [id]: choice }))}
        onCancel={() => setConflicts(null)}
        onConfirm={resolveConflicts}
        returnFocus={toggleRef}
      />
      <DiscardConfirm
        open={confirmingCancel}
        editCount={editCount}
        toggleRef={toggleRef}
        onOpenChange={setConfirmingCancel}
        onDiscard={onDiscard}
      />
      {guard.prompt}
    </>
  );
}

const EditorHeader = memo(function EditorHeader({ title, meta, actions }: { title: string; meta: string | undefined; actions: ReactNode }) {
  return <PageHeader title={title} meta={meta} actions={actions} />;
});

interface EditorToolbarProps {
  screen: string;
  phase: Phase;
  canEdit: boolean;
  editCount: number;
  outcome: Outcome | null;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle(): void;
  onCancel(): void;
}

/** Edit / Save Data, Cancel, and the save's outcome beside them (two live regions, mounted before they speak). */
const EditorToolbar = memo(function EditorToolbar({
  screen,
  phase,
  canEdit,
  editCount,
  outcome,
  toggleRef,
  onToggle,
  onCancel,
}: EditorToolbarProps) {
  const t = useT();
  const editing = phase === 'edit';
  return (
    <Toolbar>
      <Buttons>
        <Button
          ref={toggleRef}
          variant={phase === 'view' ? 'secondary' : 'primary'}
          disabled={phase === 'view' && !canEdit}
          loading={phase === 'saving'}
          loadingText={t('fees.savingButton')}
          onClick={onToggle}
          aria-describedby={editing && editCount > 0 ? `${screen}-edit-count` : undefined}
        >
          {phase === 'view' ? t('fees.edit') : t('fees.saveData')}
        </Button>
        {phase !== 'view' && (
          <Button variant="ghost" disabled={phase === 'saving'} onClick={onCancel}>
            {t('fees.cancel')}
          </Button>
        )}
      </Buttons>
      <OutcomeArea>
        <InlineAlert tone="error" title={outcome?.tone === 'error' ? outcome.title : undefined}>
          {outcome?.tone === 'error' ? outcome.text : null}
        </InlineAlert>
        <InlineAlert
          tone={outcome && outcome.tone !== 'error' ? outcome.tone : 'success'}
          title={outcome && outcome.tone !== 'error' ? outcome.title : undefined}
        >
          {outcome && outcome.tone !== 'error' ? outcome.text : null}
        </InlineAlert>
      </OutcomeArea>
      {editing && (
        <span id={`${screen}-edit-count`} hidden>
          {editCount > 0 ? t('fees.editedCount', counted(editCount)) : ''}
        </span>
      )}
    </Toolbar>
  );
});

/**
 * Discarding ends editing, which removes Cancel (the dialog's opener): focus returns to Edit once the
 * dialog has closed (leaveEditing's own focus call comes while the dialog still makes the page inert).
 */
const DiscardConfirm = memo(function DiscardConfirm({
  open,
  editCount,
  toggleRef,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  editCount: number;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onOpenChange(open: boolean): void;
  onDiscard(): void;
}) {
  const t = useT();
  return (
    <ConfirmModal
      returnFocus={toggleRef}
      open={open}
      onOpenChange={onOpenChange}
      title={t('fees.discard.title')}
      description={t('fees.discard.message', counted(editCount))}
      confirmLabel={t('fees.discard.confirm')}
      cancelLabel={t('fees.discard.keepEditing')}
      tone="danger"
      onConfirm={onDiscard}
    />
  );
});

const EMPTY: readonly never[] = [];
const NO_ITEMS: ChangeSummaryItem[] = [];
const NO_EDITS: EditableTableEdits = {};
const NO_ERRORS: EditableTableErrors = {};
const NO_FILTERS = {} as Record<never, string>;
