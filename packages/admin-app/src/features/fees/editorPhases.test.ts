import type { ChangeSummaryItem } from '@admin-console/admin-ui';
import { describe, expect, it } from 'vitest';
import { editorPhases, gridMode, initialEditorState, type EditorEvent, type EditorState, type Outcome } from './editorPhases';
import type { RowConflict } from './merge';
import type { Fee } from './rules';

type Event = EditorEvent<Fee>;
type State = EditorState<Fee>;

const rows: Fee[] = [
  { id: 1, name_alias: 'p2p', fixed: 0.25 },
  { id: 2, name_alias: 'atm', fixed: 0.5 },
];
const items: ChangeSummaryItem[] = [{ key: '1:fixed', item: 'p2p', field: 'Fixed', before: '0.25', after: '0.3' }];
const info: Outcome = { tone: 'info', text: 'No changes to save.' };
const failed: Outcome = { tone: 'error', title: 'Not saved', text: 'Your cells are kept.' };
/** p2p changed on both sides: its fixed amount differently (a choice), its payer % by the other admin only. */
const conflict: RowConflict<Fee> = {
  id: '1',
  name: 'p2p',
  kind: 'both',
  base: rows[0]!,
  theirs: { ...rows[0]!, fixed: 0.5, payer_percentage: 1 },
  mine: { ...rows[0]!, fixed: 0.3 },
  cells: [
    { key: 'payer_percentage', field: 'Payer %', base: '', theirs: '1', mine: '', merge: 'theirs' },
    { key: 'fixed', field: 'Fixed', base: '0.25', theirs: '0.5', mine: '0.3', merge: 'conflict' },
  ],
};
/** atm changed by the other admin only: nothing of it to choose or fix. */
const theirsOnly: RowConflict<Fee> = { ...conflict, id: '2', name: 'atm', kind: 'theirs', cells: [] };

/** The state after `events`, from the screen just opened. */
const after = (...events: Event[]): State => events.reduce(editorPhases<Fee>, initialEditorState<Fee>());

const started: Event = { type: 'editStarted', rows, edits: {}, refused: {}, outcome: null };
const typed: Event = { type: 'cellEdited', rowId: '1', key: 'fixed', value: '0.3' };
const inReview: Event[] = [started, typed, { type: 'reviewOpened', items }];
const inRecheck: Event[] = [...inReview, { type: 'recheckStarted' }];
const inConflicts: Event[] = [...inRecheck, { type: 'recheckAnswered', conflicts: [conflict, theirsOnly], fresh: rows }];
const chooseFixed = (choice: 'mine' | 'theirs'): Event => ({ type: 'cellChosen', id: '1', key: 'fixed', choice });
const fixFixed = (value: string): Event => ({ type: 'cellFixed', id: '1', key: 'fixed', value });
const inSaving: Event[] = [...inRecheck, { type: 'recheckAnswered', conflicts: [], fresh: rows }, { type: 'saveStarted', rows }];

/** Every event once, to show which ones a phase refuses. */
const everyEvent: Event[] = [
  started,
  typed,
  { type: 'saveBlocked', outcome: failed },
  { type: 'nothingToSave', outcome: info },
  { type: 'reviewOpened', items },
  { type: 'reviewClosed' },
  { type: 'recheckStarted' },
  { type: 'recheckFailed', outcome: failed },
  { type: 'recheckAnswered', conflicts: [], fresh: rows },
  chooseFixed('mine'),
  fixFixed('0.4'),
  { type: 'conflictsClosed' },
  { type: 'conflictsResolved' },
  { type: 'saveStarted', rows },
  { type: 'saved', outcome: info },
  { type: 'saveFailed', outcome: failed },
  { type: 'discardAsked' },
  { type: 'discardDeclined' },
  { type: 'discarded' },
];
/** The events a phase takes; every other leaves the state as it is (the same object). */
const accepted = (state: State) => everyEvent.filter((event) => editorPhases(state, event) !== state).map((event) => event.type);

describe('editorPhases', () => {
  it('starts in view mode, and Edit holds the rows it starts from with the draft it restored', () => {
    expect(initialEditorState<Fee>()).toMatchObject({ phase: { name: 'view' }, held: null, edits: {}, outcome: null });
    const restored = after({ ...started, edits: { '1': { fixed: '9' } }, refused: { '1': { fixed: 'Too big' } }, outcome: info });
    expect(restored).toMatchObject({ phase: { name: 'edit' }, held: rows, edits: { '1': { fixed: '9' } }, outcome: info });
    expect(restored.refused).toEqual({ '1': { fixed: 'Too big' } });
  });

  it('takes a typed cell only in edit mode, and a changed cell drops the server message on it', () => {
    expect(after(typed).edits).toEqual({});
    const edited = after({ ...started, refused: { '1': { fixed: 'Too big' }, '2': { fixed: 'No' } } }, typed);
    expect(edited.edits).toEqual({ '1': { fixed: '0.3' } });
    expect(edited.refused).toEqual({ '2': { fixed: 'No' } });
    // While the save runs the inputs are gone: nothing typed then is taken.
    expect(after(...inSaving, { ...typed, value: '0.9' }).edits).toEqual({ '1': { fixed: '0.3' } });
  });

  it('refuses every event but Edit in view mode (a late answer for a dialog already closed changes nothing)', () => {
    expect(accepted(after())).toEqual(['editStarted']);
    expect(accepted(after(...inSaving, { type: 'saved' }))).toEqual(['editStarted']);
  });

  it('keeps editing when Save data finds invalid cells, and ends it when nothing changed', () => {
    expect(after(started, typed, { type: 'saveBlocked', outcome: failed })).toMatchObject({ phase: { name: 'edit' }, outcome: failed });
    expect(after(started, typed, { type: 'nothingToSave', outcome: info })).toMatchObject({
      phase: { name: 'view' },
      edits: {},
      outcome: info,
    });
  });

  it('opens the review over the grid still in edit mode, and closing it goes back to editing with the edits kept', () => {
    const review = after(...inReview);
    expect(review.phase).toEqual({ name: 'review', items });
    expect(gridMode(review.phase)).toBe('edit');
    expect(after(...inReview, { type: 'reviewClosed' })).toMatchObject({ phase: { name: 'edit' }, edits: { '1': { fixed: '0.3' } } });
  });

  it('cannot close the review while the list is read again; a failed re-read goes back to editing and says why', () => {
    const recheck = after(...inRecheck);
    expect(recheck.phase).toEqual({ name: 'recheck', items });
    expect(accepted(recheck)).toEqual(['cellEdited', 'recheckFailed', 'recheckAnswered']);
    expect(after(...inRecheck, { type: 'recheckFailed', outcome: failed })).toMatchObject({ phase: { name: 'edit' }, outcome: failed });
    // An ended session says nothing here.
    expect(after(...inRecheck, { type: 'recheckFailed' })).toMatchObject({ phase: { name: 'edit' }, outcome: null });
  });

  it('opens the conflicts with nothing chosen or fixed, and closes them either way back to editing', () => {
    const conflicts = after(...inConflicts);
    expect(conflicts.phase).toEqual({ name: 'conflicts', list: [conflict, theirsOnly], fresh: rows, choices: {}, fixes: {} });
    expect(accepted(conflicts)).toEqual(['cellEdited', 'cellChosen', 'cellFixed', 'conflictsClosed', 'conflictsResolved']);
    expect(after(...inConflicts, { type: 'conflictsClosed' }).phase).toEqual({ name: 'edit' });
    expect(after(...inConflicts, { type: 'conflictsResolved' }).phase).toEqual({ name: 'edit' });
  });

  it('records a choice per conflicting cell, the last one winning; any other cell has nothing to choose', () => {
    const chosen = after(...inConflicts, chooseFixed('theirs'), chooseFixed('mine'));
    expect(chosen.phase).toMatchObject({ choices: { '1': { fixed: 'mine' } } });
    // The same choice again, a cell only they changed, a row changed by them only, a row not listed: the same state.
    expect(editorPhases(chosen, chooseFixed('mine'))).toBe(chosen);
    const conflicts = after(...inConflicts);
    expect(editorPhases(conflicts, { type: 'cellChosen', id: '1', key: 'payer_percentage', choice: 'mine' })).toBe(conflicts);
    expect(editorPhases(conflicts, { type: 'cellChosen', id: '2', key: 'fixed', choice: 'mine' })).toBe(conflicts);
    expect(editorPhases(conflicts, { type: 'cellChosen', id: '9', key: 'fixed', choice: 'mine' })).toBe(conflicts);
    // Outside the conflicts, nothing to choose.
    const review = after(...inReview);
    expect(editorPhases(review, chooseFixed('mine'))).toBe(review);
  });

  it('records a value fixed in place for a row changed on both sides; a later choice on that cell replaces it', () => {
    const fixed = after(...inConflicts, fixFixed('0.4'));
    expect(fixed.phase).toMatchObject({ fixes: { '1': { fixed: '0.4' } } });
    // Any cell of the merged row may need a fix (a split's third percentage, which no one changed).
    expect(after(...inConflicts, { type: 'cellFixed', id: '1', key: 'name_alias', value: 'x' }).phase).toMatchObject({
      fixes: { '1': { name_alias: 'x' } },
    });
    // Cleared, the input holds '' (a fix the rules refuse), not the merge's value again.
    expect(after(...inConflicts, fixFixed('0.4'), fixFixed('')).phase).toMatchObject({ fixes: { '1': { fixed: '' } } });
    expect(editorPhases(fixed, fixFixed('0.4'))).toBe(fixed);
    const chosenAfter = after(...inConflicts, fixFixed('0.4'), chooseFixed('theirs')).phase;
    expect(chosenAfter).toMatchObject({ choices: { '1': { fixed: 'theirs' } } });
    expect(chosenAfter.name === 'conflicts' && chosenAfter.fixes).toEqual({});
    // A row the admin did not edit is not sent merged: nothing to fix there; nor outside the conflicts.
    const conflicts = after(...inConflicts);
    expect(editorPhases(conflicts, { type: 'cellFixed', id: '2', key: 'fixed', value: '1' })).toBe(conflicts);
    const review = after(...inReview);
    expect(editorPhases(review, fixFixed('0.4'))).toBe(review);
  });

  it('saves only from editing: the rows as they will be shown read-only, the outcome and the refused cells cleared', () => {
    expect(after(...inReview, { type: 'saveStarted', rows }).phase.name).toBe('review');
    const saving = after(...inSaving);
    expect(saving).toMatchObject({ phase: { name: 'saving', rows }, outcome: null, refused: {} });
    expect(gridMode(saving.phase)).toBe('saving');
    expect(accepted(saving)).toEqual(['saved', 'saveFailed']);
  });

  it('ends editing when the save answers, saying so here or nothing when the admin has left', () => {
    expect(after(...inSaving, { type: 'saved', outcome: info })).toMatchObject({ phase: { name: 'view' }, edits: {}, outcome: info });
    expect(after(...inSaving, { type: 'saveFailed', outcome: failed })).toMatchObject({ phase: { name: 'view' }, outcome: failed });
    expect(after(...inSaving, { type: 'saveFailed' })).toMatchObject({ phase: { name: 'view' }, outcome: null });
    // Back in view mode the grid shows the live rows again; the held ones wait for the next Edit.
    expect(after(...inSaving, { type: 'saved' }).held).toBe(rows);
  });

  it('asks before discarding edits; declining keeps them, discarding ends editing', () => {
    const asking = after(started, typed, { type: 'discardAsked' });
    expect(asking.discardAsking).toBe(true);
    expect(after(started, typed, { type: 'discardAsked' }, { type: 'discardDeclined' })).toMatchObject({
      phase: { name: 'edit' },
      discardAsking: false,
      edits: { '1': { fixed: '0.3' } },
    });
    expect(after(started, typed, { type: 'discardAsked' }, { type: 'discarded' })).toMatchObject({
      phase: { name: 'view' },
      discardAsking: false,
      edits: {},
    });
    expect(after(...inReview, { type: 'discardAsked' }).discardAsking).toBe(false);
  });

  it('takes, in edit mode, only what the admin can do there', () => {
    expect(accepted(after(started))).toEqual([
      'cellEdited',
      'saveBlocked',
      'nothingToSave',
      'reviewOpened',
      'saveStarted',
      'discardAsked',
      'discarded',
    ]);
  });
});
