import type { EditableTableEdits, EditableTableErrors } from '@admin-console/admin-ui';
import type { Dispatch, RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useCacheMarks, useChange, type ChangeFailure } from '../../kernel/useChange';
import { emitAppNotice } from '../../platform/appEvents';
import { asClause, asSentence, failureText } from '../../platform/http';
import { currentLocale, useLocale } from '../../platform/i18n/i18n';
import { useMemo } from 'react';
import type { SaveResult } from './api';
import { SCREENS, sessionEnded, type CatalogueRules, type CatalogueScreenName } from './catalogueScreen';
import type { EditorEvent, EditorState, Outcome } from './editorPhases';
import { feesKeys } from './keys';
import { t } from './messages';
import { conflictsOf, mergeReport, type MergeReport } from './merge';
import { counted, reviewItems, withRows } from './review';
import { changedRowIds, countEdits, hasErrors, serverCellErrors, type CatalogueRow, type ServerCellErrors } from './rules';
import type { CatalogueDraft } from './useCatalogueDraft';
import type { CatalogueGrid } from './useCatalogueGrid';

/**
 * Puts the admin in the first cell marked invalid, in its input. In edit mode only the active cell's row holds inputs
 * (EditableTable's doc comment): another row's cell shows its text in a field's box. Focusing the cell makes its row
 * the active one (and the grid scrolls it out from under the sticky id column); once that render is done (flushSync),
 * its input is there to focus.
 */
function focusFirstInvalid(table: HTMLElement | null): void {
  const cell = table?.querySelector<HTMLElement>('td[data-invalid="true"]');
  if (!cell) return;
  flushSync(() => cell.focus({ preventScroll: true }));
  cell.querySelector('input')?.focus();
}

export interface CatalogueSaveOptions<Row extends CatalogueRow> {
  screen: CatalogueScreenName;
  /** The page's title, named by the notice of a save that failed after the admin left. */
  title: string;
  rules: CatalogueRules<Row>;
  state: EditorState<Row>;
  dispatch: Dispatch<EditorEvent<Row>>;
  grid: CatalogueGrid<Row>;
  draft: CatalogueDraft;
  tableRef: RefObject<HTMLDivElement | null>;
}

/**
 * Save Data (docs/product.md#saving-the-grid): invalid cells block it; otherwise the admin reviews every changed cell,
 * the list is read again, rows another admin changed meanwhile go to the admin to decide, and what is kept is sent
 * through kernel/useChange.ts (one save at a time: clicks within one task send one request).
 */
export function useCatalogueSave<Row extends CatalogueRow>(options: CatalogueSaveOptions<Row>) {
  const { screen, title, rules, state, dispatch, grid, draft, tableRef } = options;
  const marks = useCacheMarks();
  const { load, changed, save, rowName } = rules;
  const { drafts, autosave } = draft;
  const { rows, columns, errors, cellKeys } = grid;
  const { edits } = state;
  // Sent, the grid shows the list as last read with the rows sent; what else shows fees (the other grid, the
  // discount form's fee options) loads them again when next opened.
  const sending = useChange<{ changes: Row[]; current: readonly Row[] }, SaveResult>({
    send: ({ changes }) => save(changes),
    marks: (cache, outcome, { changes, current }) => {
      if (!outcome.ok) return;
      cache.set(feesKeys.screen(screen), withRows(current, changes));
      cache.changed(feesKeys.all, { except: (key) => key[1] === screen });
    },
  });

  /** Editing ends with nothing sent: the draft goes, and the outcome says why. */
  const nothingToSave = (outcome: Outcome) => {
    autosave.cancel();
    drafts.clear();
    dispatch({ type: 'nothingToSave', outcome });
  };

  const saveEdits = () => {
    if (sending.pending) return;
    if (hasErrors(errors)) {
      let n = 0;
      for (const id in errors) n += Object.values(errors[id] ?? {}).filter(Boolean).length;
      dispatch({
        type: 'saveBlocked',
        outcome: { tone: 'error', title: t('fees.notSaved.title'), text: t('fees.notSaved.invalid', counted(n)) },
      });
      focusFirstInvalid(tableRef.current);
      return;
    }
    const changes = changed(rows, edits);
    // Cells typed back to their value, or written another way ("1.50" for 1.5), change nothing: nothing to review.
    const items = changes.length === 0 ? [] : reviewItems(rows, changes, edits, columns, rowName);
    if (items.length === 0) nothingToSave({ tone: 'info', text: t('fees.noChanges') });
    // Nothing is sent yet: the admin reviews every changed cell first.
    else dispatch({ type: 'reviewOpened', items });
  };

  /**
   * The review confirmed: the list is read again first. Rows that differ on the server from what the grid loaded
   * (another admin saved meanwhile) go to the admin to decide; otherwise the save goes. A failed re-read sends
   * nothing and keeps the edits.
   */
  const recheck = async () => {
    dispatch({ type: 'recheckStarted' });
    let fresh: Row[];
    try {
      fresh = await load(new AbortController().signal);
    } catch (error) {
      const reason = asClause(failureText(error));
      const outcome: Outcome = { tone: 'error', title: t('fees.recheck.failedTitle'), text: t('fees.recheck.failedText', { reason }) };
      dispatch({ type: 'recheckFailed', outcome: sessionEnded() ? undefined : outcome });
      return;
    }
    // Each side's rows: as loaded (base), on the server now (theirs), as the admin entered them (mine).
    const changes = changed(rows, edits);
    const found = conflictsOf(rows, fresh, changes, edits, columns, rowName);
    dispatch({ type: 'recheckAnswered', conflicts: found, fresh });
    if (found.length === 0) void commit(changes, edits, fresh, rows);
  };

  /**
   * The merge as decided so far (docs/product.md#saving-the-grid), checked with the grid's own rules built over the
   * server's list now: what each row changed on both sides would send, what is undecided, what breaks a rule.
   */
  const locale = useLocale();
  const { phase } = state;
  const merge: MergeReport | null = useMemo(() => {
    if (phase.name !== 'conflicts') return null;
    const { fresh } = phase;
    const layout = rules.layout(fresh, locale);
    return mergeReport(phase.list, edits, phase.choices, phase.fixes, {
      validate: rules.validator(fresh, locale),
      warn: rules.warner?.(fresh, locale),
      splitKeys: rules.splitKeys?.(fresh) ?? [],
      columnKeys: layout.columns.map((c) => c.key),
    });
  }, [phase, edits, rules, locale]);

  /**
   * Every conflicting cell decided and no rule broken: the merge is sent (the admin's edits on the server's row now,
   * so cells they did not touch keep the other admin's values; rows gone dropped). Else nothing happens: the dialog
   * says what is missing.
   */
  const resolveConflicts = () => {
    if (phase.name !== 'conflicts' || !merge || merge.undecided > 0 || merge.blocked.length > 0) return;
    const { fresh } = phase;
    const kept = merge.edits;
    dispatch({ type: 'conflictsResolved' });
    const changes = changed(fresh, kept);
    if (changes.length > 0) {
      void commit(changes, kept, fresh, fresh);
      return;
    }
    marks.set(feesKeys.screen(screen), [...fresh]);
    nothingToSave({ tone: 'info', text: t('fees.conflict.nothingSent') });
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
      dispatch({ type: 'saveStarted', rows: withRows(current, changes) });
    });
    if (outcome === null) return;
    if (outcome.ok) {
      // Only this save's draft: a newer one (the screen left and opened again meanwhile) is not this save's to drop.
      if (JSON.stringify(drafts.read()) === draftText) drafts.clear();
      // The server's message is in English: an admin reading another language gets the console's own sentence.
      const own = t(SCREENS[screen].saved, counted(changes.length, true));
      const message = currentLocale() === 'en' ? (outcome.result.message ?? own) : own;
      if (!outcome.here) emitAppNotice({ tone: 'success', message });
      dispatch({ type: 'saved', outcome: outcome.here ? { tone: 'success', text: message } : undefined });
      return;
    }
    // Edit mode ends, the error shows, and the edits wait as a draft for the next Edit.
    const refusal: ServerCellErrors =
      outcome.kind === 'refused'
        ? serverCellErrors(outcome.body, SCREENS[screen].listKey, sentIds, cellKeys)
        : { cells: NO_ERRORS, other: [] };
    drafts.write(editsAtSave, refusal.cells);
    if (!outcome.here || sessionEnded()) {
      // The admin is elsewhere (they left, or a 401 sent them to sign in): tell them there.
      const reason = outcome.kind === 'session-ended' ? t('fees.sessionEnded') : outcome.reason;
      emitAppNotice({ tone: 'error', message: t(SCREENS[screen].failedAway, { reason, title }) });
      dispatch({ type: 'saveFailed' });
    } else {
      dispatch({ type: 'saveFailed', outcome: failedHere(outcome, refusal, countEdits(editsAtSave)) });
    }
  };

  return { saveEdits, recheck, resolveConflicts, merge };
}

/** A failed save, said beside the buttons: the server's words as it wrote them, else the same status as the notice told away from the grid. */
function failedHere(failure: ChangeFailure, refusal: ServerCellErrors, n: number): Outcome {
  const reason = failure.said ?? asSentence(failure.reason);
  const refusedCount = countEdits(refusal.cells);
  const marked = refusedCount > 0 ? ` ${t('fees.saveFailed.refused', counted(refusedCount))}` : '';
  const other = refusal.other.filter((line) => line !== reason).join(' ');
  return { tone: 'error', title: reason, text: `${t('fees.saveFailed.kept', counted(n))}${marked}${other ? ` ${other}` : ''}` };
}

const NO_ERRORS: EditableTableErrors = {};
