import {
  Button,
  ConfirmModal,
  EditableTable,
  ErrorState,
  InlineAlert,
  PageHeader,
  updateEdits,
  type EditableColumn,
  type EditableColumnGroup,
  type EditableTableEdits,
  type EditableTableErrors,
  type EditableTableWarnings,
} from '@admin-console/admin-ui';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useUnsavedChangesGuard } from '../../app/useUnsavedChangesGuard';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRemote } from '../../data/useRemote';
import { applyChanges, countEdits, draftStore, hasErrors, restorableDraft, type CatalogueRow } from '../../domain/fees';
import { saveErrorMessage, type SaveResult } from '../../services/fees';
import { MalformedResponseError } from '../../services/unwrap';
import { useSession } from '../../session/useSession';
import { Buttons, Outcome as OutcomeArea, Toolbar } from './CatalogueEditor.styles';
import { guardPendingDrafts } from './pendingDraftGuard';

/** What a screen derives from its loaded rows (columns may depend on the data: the distribution prefix). */
export interface CatalogueLayout<Row extends CatalogueRow> {
  columns: readonly EditableColumn<Row>[];
  groups?: readonly EditableColumnGroup[];
}

export interface CatalogueEditorProps<Row extends CatalogueRow> {
  screen: 'fees' | 'distribution';
  /** The page's h1 and tab title. */
  title: string;
  /** The grid's accessible name. */
  caption: string;
  /** "fee" / "fees": counts in the header and messages. */
  noun: { one: string; many: string };
  load(signal: AbortSignal): Promise<Row[]>;
  /** Column layout for the loaded rows; memoized by the editor on `rows`. */
  layout(rows: readonly Row[]): CatalogueLayout<Row>;
  /**
   * The validator for the loaded rows (built once per load: it may index them), giving the dirty cells' messages.
   * Called on every keystroke: it should visit the edits, not the rows.
   */
  validator(rows: readonly Row[]): (edits: EditableTableEdits) => EditableTableErrors;
  /** Row warnings (distributions), built once per load like `validator`; omit for a table without warnings. */
  warner?(rows: readonly Row[]): (edits: EditableTableEdits) => EditableTableWarnings;
  /** The changed rows (full, edits applied) the PATCH sends. */
  changed(rows: readonly Row[], edits: EditableTableEdits): Row[];
  save(changed: Row[]): Promise<SaveResult>;
  rowLabel(row: Row): string;
  /** Shown with Retry when the list fails to load. */
  loadErrorMessage: string;
}

type Phase = 'view' | 'edit' | 'saving';
type Outcome = { tone: 'success' | 'info' | 'warning'; title?: string; text: string } | { tone: 'error'; title: string; text: string };

const plural = (n: number, noun: { one: string; many: string }) => `${n.toLocaleString('en-US')} ${n === 1 ? noun.one : noun.many}`;
const cells = (n: number) => `${n} ${n === 1 ? 'cell' : 'cells'}`;

/**
 * The Fees and Fees Distribution screens' shared body (SPEC.md section 2, PRODUCT.md): the catalogue in an
 * EditableTable with the Edit / Save Data toggle and Cancel, the save's outcome in live regions beside the buttons,
 * validation that blocks Save, and the draft a failed save leaves for the next Edit.
 */
export function CatalogueEditor<Row extends CatalogueRow>(props: CatalogueEditorProps<Row>) {
  const { screen, title, caption, noun, load, layout, validator, warner, changed, save, rowLabel, loadErrorMessage } = props;
  useDocumentTitle(title);
  const remote = useRemote(screen, load);
  const rows: readonly Row[] = remote.status === 'error' ? EMPTY : (remote.data ?? EMPTY);
  const loading = remote.status === 'loading' && remote.data === undefined;

  const { user } = useSession();
  const drafts = useMemo(() => draftStore(screen, user?.id as string | number | undefined), [screen, user?.id]);

  const [phase, setPhase] = useState<Phase>('view');
  const [edits, setEdits] = useState<EditableTableEdits>({});
  /** While saving: the rows as they will be, shown read-only. */
  const [savingRows, setSavingRows] = useState<Row[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);

  const { columns, groups } = useMemo(() => layout(rows), [layout, rows]);
  const editableKeys = useMemo(() => columns.filter((c) => c.editable && !c.link).map((c) => c.key), [columns]);
  const editing = phase === 'edit';
  const validate = useMemo(() => validator(rows), [validator, rows]);
  const warn = useMemo(() => warner?.(rows), [warner, rows]);
  const errors = useMemo(() => (editing ? validate(edits) : NO_ERRORS), [editing, validate, edits]);
  const warnings = useMemo(() => warn?.(editing ? edits : NO_EDITS), [warn, editing, edits]);
  // Typed edits: a route change asks, and so does closing the tab. A draft left by a failed save: only closing the
  // tab asks (guardPendingDrafts), as a route change keeps it for the next Edit.
  const dirty = editing && countEdits(edits) > 0;
  const guard = useUnsavedChangesGuard(dirty);
  useEffect(guardPendingDrafts, []);

  const onEditChange = useCallback(
    (rowId: string, key: string, rawValue: string | undefined) => setEdits((current) => updateEdits(current, rowId, key, rawValue)),
    [],
  );
  // While the save runs the inputs are gone (view mode), so nothing typed can be lost.
  const ignoreEdit = useCallback(() => undefined, []);

  const startEditing = () => {
    const draft = drafts.read();
    const restored = draft ? restorableDraft(draft, rows, editableKeys) : {};
    const count = countEdits(restored);
    setEdits(restored);
    setPhase('edit');
    if (count > 0) {
      setOutcome({
        tone: 'info',
        title: 'Draft restored',
        text: `${cells(count)} you edited before the last failed save ${count === 1 ? 'is' : 'are'} back. Save Data to try again, or Cancel to discard them.`,
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
    if (hasErrors(errors)) {
      let n = 0;
      for (const id in errors) n += Object.values(errors[id] ?? {}).filter(Boolean).length;
      setOutcome({ tone: 'error', title: 'Not saved', text: `Fix the ${cells(n)} marked invalid, then Save Data again.` });
      focusFirstInvalid();
      return;
    }
    const changes = changed(rows, edits);
    if (changes.length === 0) {
      setPhase('view');
      setEdits({});
      drafts.clear();
      setOutcome({ tone: 'info', text: 'No changes to save.' });
      return;
    }
    const editsAtSave = edits;
    const savedRows = rows;
    setSavingRows(applyChanges(rows, changes, edits));
    setPhase('saving');
    setOutcome(null);
    try {
      const result = await save(changes);
      remote.setData(applyChanges(savedRows, changes, editsAtSave));
      drafts.clear();
      setOutcome({ tone: 'success', text: result.message ?? `Saved ${plural(changes.length, noun)}.` });
    } catch (error) {
      // PRODUCT.md: edit mode ends, the error shows, and the edits wait as a draft for the next Edit.
      drafts.write(editsAtSave);
      setOutcome({
        tone: 'error',
        title: saveErrorMessage(error),
        text: `Nothing was saved. Your ${cells(countEdits(editsAtSave))} ${countEdits(editsAtSave) === 1 ? 'is' : 'are'} kept as a draft: choose Edit to restore ${countEdits(editsAtSave) === 1 ? 'it' : 'them'}.`,
      });
    } finally {
      setSavingRows(null);
      setEdits({});
      setPhase('view');
    }
  };

  const leaveEditing = () => {
    setEdits({});
    setPhase('view');
    drafts.clear();
    setOutcome(null);
    toggleRef.current?.focus();
  };

  const onCancel = () => {
    if (countEdits(edits) > 0) setConfirmingCancel(true);
    else leaveEditing();
  };

  const loadError =
    remote.status === 'error' ? (
      <ErrorState
        title={remote.error instanceof MalformedResponseError ? 'Unexpected response' : 'Could not load'}
        message={remote.error instanceof MalformedResponseError ? `${remote.error.message} ${loadErrorMessage}` : loadErrorMessage}
        onRetry={remote.reload}
      />
    ) : null;
  const canEdit = remote.status === 'success' && rows.length > 0;
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
      <EditorHeader title={title} meta={remote.data && remote.status !== 'error' ? plural(remote.data.length, noun) : undefined} />
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
          rows={savingRows ?? rows}
          columns={columns}
          groups={groups}
          mode={editing ? 'edit' : 'view'}
          edits={editing ? edits : NO_EDITS}
          onEditChange={editing ? onEditChange : ignoreEdit}
          errors={errors}
          warnings={warnings}
          loading={loading}
          emptyState={loadError ?? `No ${noun.many} to show.`}
          rowLabel={rowLabel}
          maxHeight="max(320px, calc(100vh - 260px))"
          aria-busy={phase === 'saving' || undefined}
        />
      </div>
      <DiscardConfirm open={confirmingCancel} editCount={editCount} onOpenChange={setConfirmingCancel} onDiscard={onDiscard} />
      {guard.prompt}
    </>
  );
}

const EditorHeader = memo(function EditorHeader({ title, meta }: { title: string; meta: string | undefined }) {
  return <PageHeader title={title} meta={meta} />;
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
const EditorToolbar = memo(function EditorToolbar({ screen, phase, canEdit, editCount, outcome, toggleRef, onToggle, onCancel }: EditorToolbarProps) {
  const editing = phase === 'edit';
  return (
    <Toolbar>
      <Buttons>
        <Button
          ref={toggleRef}
          variant={phase === 'view' ? 'secondary' : 'primary'}
          disabled={phase === 'view' && !canEdit}
          loading={phase === 'saving'}
          loadingText="Saving…"
          onClick={onToggle}
          aria-describedby={editing && editCount > 0 ? `${screen}-edit-count` : undefined}
        >
          {phase === 'view' ? 'Edit' : 'Save Data'}
        </Button>
        {phase !== 'view' && (
          <Button variant="ghost" disabled={phase === 'saving'} onClick={onCancel}>
            Cancel
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
          {editCount > 0 ? `${cells(editCount)} edited` : ''}
        </span>
      )}
    </Toolbar>
  );
});

const DiscardConfirm = memo(function DiscardConfirm({
  open,
  editCount,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  editCount: number;
  onOpenChange(open: boolean): void;
  onDiscard(): void;
}) {
  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      title="Discard your changes?"
      message={`Your ${cells(editCount)} will be lost.`}
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      tone="danger"
      onConfirm={onDiscard}
    />
  );
});

const EMPTY: readonly never[] = [];
const NO_EDITS: EditableTableEdits = {};
const NO_ERRORS: EditableTableErrors = {};
