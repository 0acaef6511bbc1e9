import { updateEdits, type ChangeSummaryItem, type EditableTableEdits, type EditableTableErrors } from '@admin-console/admin-ui';
import type { CatalogueRow } from './rules';
import type { ServerChange } from './review';
import type { RowChoice } from './ServerChangesDialog';

/** The save's outcome, shown beside the buttons (docs/product.md#saving-the-grid). */
export type Outcome =
  { tone: 'success' | 'info' | 'warning'; title?: string; text: string } | { tone: 'error'; title: string; text: string };

/**
 * Where the grid's editor is (docs/product.md#fees-and-distributions): showing the list; editing it; the review of
 * every changed cell open; that review confirmed, the list read again; rows another admin changed meanwhile, for the
 * admin to decide (docs/product.md#decided-not-built-yet: "Saving fees or distributions shows the changes first");
 * the changed rows sent.
 */
export type EditorPhase<Row extends CatalogueRow> =
  | { name: 'view' }
  | { name: 'edit' }
  | { name: 'review'; items: ChangeSummaryItem[] }
  | { name: 'recheck'; items: ChangeSummaryItem[] }
  | { name: 'conflicts'; list: ServerChange<Row>[]; fresh: readonly Row[]; choices: Readonly<Record<string, RowChoice>> }
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
  | { type: 'recheckAnswered'; conflicts: ServerChange<Row>[]; fresh: readonly Row[] }
  | { type: 'rowChosen'; id: string; choice: RowChoice }
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
      return { ...state, phase: { name: 'conflicts', list: event.conflicts, fresh: event.fresh, choices: {} } };
    case 'rowChosen':
      if (phase.name !== 'conflicts') return state;
      return { ...state, phase: { ...phase, choices: { ...phase.choices, [event.id]: event.choice } } };
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
