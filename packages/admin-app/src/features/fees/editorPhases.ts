import { updateEdits, type ChangeSummaryItem, type EditableTableEdits, type EditableTableErrors } from '@admin-console/admin-ui';
import type { CatalogueRow } from './rules';
import type { CellChoices, RowConflict, Side } from './merge';

/** The save's outcome, shown beside the buttons (docs/product.md#saving-the-grid). */
export type Outcome =
  { tone: 'success' | 'info' | 'warning'; title?: string; text: string } | { tone: 'error'; title: string; text: string };

/**
 * Where the grid's editor is (docs/product.md#fees-and-distributions): showing the list; editing it; the review of
 * every changed cell open; that review confirmed, the list read again; rows another admin changed meanwhile, merged
 * cell by cell for the admin to decide (docs/product.md#saving-the-grid); the changed rows sent.
 */
export type EditorPhase<Row extends CatalogueRow> =
  | { name: 'view' }
  | { name: 'edit' }
  | { name: 'review'; items: ChangeSummaryItem[] }
  | { name: 'recheck'; items: ChangeSummaryItem[] }
  /**
   * `choices`: mine or theirs for each cell both admins changed differently; `fixes`: values typed in the dialog for
   * a merge that breaks a rule (docs/product.md#saving-the-grid), sent over the merge.
   */
  | { name: 'conflicts'; list: RowConflict<Row>[]; fresh: readonly Row[]; choices: CellChoices; fixes: EditableTableEdits }
  /** `rows`: the list as it will be, shown read-only while the save runs. */
  | { name: 'saving'; rows: Row[] };

export interface EditorState<Row extends CatalogueRow> {
  phase: EditorPhase<Row>;
  /**
   * The rows Edit started from: while editing or saving the grid shows them, so a refresh that lands meanwhile
   * changes nothing under the admin's edits (null until the first Edit).
   */
  held: readonly Row[] | null;
  edits: EditableTableEdits;
  /** The server's messages on cells (a 422), shown after Edit until the admin changes the cell. */
  refused: EditableTableErrors;
  outcome: Outcome | null;
  /** Cancel with edits asks first ("Discard your changes?"). */
  discardAsking: boolean;
}

/** What happens to the editor, each named for what the admin did or what came back. */
export type EditorEvent<Row extends CatalogueRow> =
  /** Edit: the rows it starts from, a restored draft (or none) and what to say about it. */
  | { type: 'editStarted'; rows: readonly Row[]; edits: EditableTableEdits; refused: EditableTableErrors; outcome: Outcome | null }
  | { type: 'cellEdited'; rowId: string; key: string; value: string | undefined }
  /** Save Data with invalid cells: nothing goes further, the outcome says why. */
  | { type: 'saveBlocked'; outcome: Outcome }
  /** Nothing left to send (the cells typed back, or every row taken from the server): editing ends, saying so. */
  | { type: 'nothingToSave'; outcome: Outcome }
  | { type: 'reviewOpened'; items: ChangeSummaryItem[] }
  | { type: 'reviewClosed' }
  | { type: 'recheckStarted' }
  /** The re-read failed: nothing is sent, the edits stay (an ended session says nothing here). */
  | { type: 'recheckFailed'; outcome?: Outcome }
  /** The re-read came back: `conflicts`, the rows changed on the server since (none: the save goes). */
  | { type: 'recheckAnswered'; conflicts: RowConflict<Row>[]; fresh: readonly Row[] }
  /** Mine or theirs for a cell both admins changed to different values (it replaces a fix typed there). */
  | { type: 'cellChosen'; id: string; key: string; choice: Side }
  /** A value typed in the dialog for a cell of a merged row that breaks a rule. */
  | { type: 'cellFixed'; id: string; key: string; value: string }
  /** Back to editing from the conflicts: nothing sent. */
  | { type: 'conflictsClosed' }
  /** Every row decided: the dialog closes and what is kept is sent (or nothing is left to send). */
  | { type: 'conflictsResolved' }
  | { type: 'saveStarted'; rows: Row[] }
  /** The save answered: `outcome` is what to say beside the buttons (none when the admin has left). */
  | { type: 'saved'; outcome?: Outcome }
  | { type: 'saveFailed'; outcome?: Outcome }
  | { type: 'discardAsked' }
  | { type: 'discardDeclined' }
  | { type: 'discarded' };

const NO_EDITS: EditableTableEdits = {};
const NO_ERRORS: EditableTableErrors = {};

export function initialEditorState<Row extends CatalogueRow>(): EditorState<Row> {
  return { phase: { name: 'view' }, held: null, edits: NO_EDITS, refused: NO_ERRORS, outcome: null, discardAsking: false };
}

export type GridMode = 'view' | 'edit' | 'saving';

/** The grid's mode: the review, the re-read and the conflicts open over the grid still in edit mode. */
export function gridMode(phase: EditorPhase<CatalogueRow>): GridMode {
  return phase.name === 'view' || phase.name === 'saving' ? phase.name : 'edit';
}

/** Back to view mode: the edits dropped (a draft, if any, is the hook's to keep). */
function toView<Row extends CatalogueRow>(state: EditorState<Row>, outcome: Outcome | null): EditorState<Row> {
  return { ...state, phase: { name: 'view' }, edits: NO_EDITS, refused: NO_ERRORS, outcome, discardAsking: false };
}

type ConflictsPhase<Row extends CatalogueRow> = Extract<EditorPhase<Row>, { name: 'conflicts' }>;

/** A row changed on both sides, the only rows whose cells the admin decides. */
const mergedRow = <Row extends CatalogueRow>(phase: ConflictsPhase<Row>, id: string) =>
  phase.list.find((row) => row.id === id && row.kind === 'both');

/** A choice for a conflicting cell (any other cell has nothing to choose: the phase as it is). */
function chooseCell<Row extends CatalogueRow>(
  phase: ConflictsPhase<Row>,
  { id, key, choice }: { id: string; key: string; choice: Side },
): ConflictsPhase<Row> {
  const cell = mergedRow(phase, id)?.cells.find((c) => c.key === key);
  if (cell?.merge !== 'conflict' || (phase.choices[id]?.[key] === choice && phase.fixes[id]?.[key] === undefined)) return phase;
  const choices = { ...phase.choices, [id]: { ...phase.choices[id], [key]: choice } };
  // The latest decision on the cell wins: a value typed there before goes.
  return { ...phase, choices, fixes: updateEdits(phase.fixes, id, key, undefined) };
}

/** A value typed in place for a cell of a row changed on both sides (no other row is sent merged). */
function fixCell<Row extends CatalogueRow>(
  phase: ConflictsPhase<Row>,
  { id, key, value }: { id: string; key: string; value: string },
): ConflictsPhase<Row> {
  if (!mergedRow(phase, id) || phase.fixes[id]?.[key] === value) return phase;
  return { ...phase, fixes: updateEdits(phase.fixes, id, key, value) };
}

/**
 * The editor's one transition function: an event that does not belong to the phase (a second Edit, a late answer
 * for a dialog already closed) leaves the state as it is.
 */
export function editorPhases<Row extends CatalogueRow>(state: EditorState<Row>, event: EditorEvent<Row>): EditorState<Row> {
  const { phase } = state;
  switch (event.type) {
    case 'editStarted':
      if (phase.name !== 'view') return state;
      return { ...state, phase: { name: 'edit' }, held: event.rows, edits: event.edits, refused: event.refused, outcome: event.outcome };
    case 'cellEdited': {
      if (gridMode(phase) !== 'edit') return state;
      const { rowId, key, value } = event;
      // A changed cell is no longer what the server refused.
      const refused = state.refused[rowId]?.[key] ? updateEdits(state.refused, rowId, key, undefined) : state.refused;
      return { ...state, edits: updateEdits(state.edits, rowId, key, value), refused };
    }
    case 'saveBlocked':
      return phase.name === 'edit' ? { ...state, outcome: event.outcome } : state;
    case 'nothingToSave':
      return phase.name === 'edit' ? toView(state, event.outcome) : state;
    case 'reviewOpened':
      return phase.name === 'edit' ? { ...state, phase: { name: 'review', items: event.items }, outcome: null } : state;
    case 'reviewClosed':
      return phase.name === 'review' ? { ...state, phase: { name: 'edit' } } : state;
    case 'recheckStarted':
      return phase.name === 'review' ? { ...state, phase: { name: 'recheck', items: phase.items } } : state;
    case 'recheckFailed':
      return phase.name === 'recheck' ? { ...state, phase: { name: 'edit' }, outcome: event.outcome ?? state.outcome } : state;
    case 'recheckAnswered':
      if (phase.name !== 'recheck') return state;
      if (event.conflicts.length === 0) return { ...state, phase: { name: 'edit' } };
      return { ...state, phase: { name: 'conflicts', list: event.conflicts, fresh: event.fresh, choices: {}, fixes: NO_EDITS } };
    case 'cellChosen':
    case 'cellFixed': {
      if (phase.name !== 'conflicts') return state;
      const next = event.type === 'cellChosen' ? chooseCell(phase, event) : fixCell(phase, event);
      return next === phase ? state : { ...state, phase: next };
    }
    case 'conflictsClosed':
    case 'conflictsResolved':
      return phase.name === 'conflicts' ? { ...state, phase: { name: 'edit' } } : state;
    case 'saveStarted':
      if (phase.name !== 'edit') return state;
      return { ...state, phase: { name: 'saving', rows: event.rows }, refused: NO_ERRORS, outcome: null };
    case 'saved':
    case 'saveFailed':
      // The refusal's cells wait in the draft for the next Edit (docs/product.md#under-faults).
      return phase.name === 'saving' ? toView(state, event.outcome ?? state.outcome) : state;
    case 'discardAsked':
      return phase.name === 'edit' ? { ...state, discardAsking: true } : state;
    case 'discardDeclined':
      return state.discardAsking ? { ...state, discardAsking: false } : state;
    case 'discarded':
      return phase.name === 'edit' ? toView(state, null) : state;
  }
}
