import type { EditableTableEdits, EditableTableErrors } from '@admin-console/admin-ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sessionStore } from '../../platform/session/sessionStore';
import { useSession } from '../../platform/session/useSession';
import { sessionEnded, type CatalogueScreenName } from './catalogueScreen';
import { draftAutosave, type DraftAutosave } from './draftAutosave';
import { draftStore, restorableDraft, restorableRefusals, type DraftStore } from './drafts';
import type { GridMode, Outcome } from './editorPhases';
import { t } from './messages';
import { counted } from './review';
import { guardPendingDrafts } from './pendingDraftGuard';
import { countEdits, type CatalogueRow } from './rules';

/** What the draft holds: the typed edits, and the server's messages on cells of a refused save. */
export interface DraftValue {
  edits: EditableTableEdits;
  refused: EditableTableErrors;
}

export interface CatalogueDraft {
  drafts: DraftStore;
  autosave: DraftAutosave<DraftValue>;
}

/**
 * The grid's draft (docs/product.md#drafts): written while typing (off the keystroke path), at once when the page is
 * hidden or the session ends, kept when the session ends or a save is running or failed, dropped when the admin left
 * while editing on purpose.
 */
export function useCatalogueDraft(screen: CatalogueScreenName, mode: GridMode, { edits, refused }: DraftValue): CatalogueDraft {
  const { user } = useSession();
  // The owner is fixed when the screen opens: the session ending (user gone) must not move the draft elsewhere.
  const [drafts] = useState(() => draftStore(screen, user?.id as string | number | undefined));
  const [autosave] = useState(() =>
    draftAutosave<DraftValue>(({ edits: kept, refused: cells }) => {
      if (countEdits(kept) > 0) drafts.write(kept, cells);
      else drafts.clear();
    }),
  );
  // A draft left by a failed save: only closing the tab asks (a route change keeps it for the next Edit).
  useEffect(guardPendingDrafts, []);

  // The draft follows the typing: the timer of `autosave` writes it, never the keystroke.
  useEffect(() => {
    if (mode === 'edit') autosave.schedule({ edits, refused });
  }, [autosave, mode, edits, refused]);
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
  const modeNow = useRef(mode);
  useLayoutEffect(() => {
    modeNow.current = mode;
  }, [mode]);
  useEffect(() => {
    const modeAtLeaving = modeNow;
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
      if (modeAtLeaving.current === 'edit') drafts.clear();
    };
  }, [autosave, drafts]);
  return { drafts, autosave };
}

/**
 * What Edit restores of the draft: its edits still applicable to `rows` (docs/product.md#drafts) and the server's
 * messages on their cells, with the sentence that says so; a draft with nothing left to restore is dropped.
 */
export function restoreDraft<Row extends CatalogueRow>(
  drafts: DraftStore,
  rows: readonly Row[],
  editableKeys: readonly string[],
  cellKeys: readonly string[],
): { edits: EditableTableEdits; refused: EditableTableErrors; outcome: Outcome | null } {
  const draft = drafts.read();
  const edits = draft ? restorableDraft(draft, rows, editableKeys) : {};
  const count = countEdits(edits);
  if (count === 0) {
    if (draft) drafts.clear();
    return { edits, refused: NO_ERRORS, outcome: null };
  }
  const refused = restorableRefusals(drafts.readRefused(), rows, cellKeys);
  const refusedCount = countEdits(refused);
  const marked = refusedCount > 0 ? ` ${t('fees.draftRestored.refused', counted(refusedCount))}` : '';
  const text = `${t('fees.draftRestored.text', counted(count))}${marked}`;
  return { edits, refused, outcome: { tone: 'info', title: t('fees.draftRestored.title'), text } };
}

const NO_ERRORS: EditableTableErrors = {};
