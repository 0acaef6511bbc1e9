import type { EditableTableEdits, EditableTableErrors } from '@admin-console/admin-ui';
import { clearTabText, readTabText, tabTextKeys, writeTabText } from '../../platform/tabStorage';
import { textField } from '../../kernel/fields';
import { countEdits, type CatalogueRow } from './rules';

/**
 * Where typed edits wait for the next Edit (edits are never silently lost): written while the admin types (see
 * features/fees/draftAutosave), when a save starts, and when it fails; dropped when the save succeeds or the admin
 * discards the edits.
 *
 * sessionStorage, per tab and per signed-in user: a failed save or an ended session is often followed by a reload
 * or by a new sign-in (a 401 sends the administrator to /login and back), and both keep the draft; closing the tab
 * drops it, and it never reaches another tab or another administrator, so while one waits closing the tab asks
 * first (`hasPendingDraft`). Fee values are not secrets. Without sessionStorage (or over its quota) the draft lives
 * in memory for the page's life. Beside the edits, under a key of its own, wait the server's messages on the cells
 * of a refused save (a 422), so the next Edit shows them too.
 */
export interface DraftStore {
  read(): EditableTableEdits | null;
  /** The server's messages on cells of the draft; empty when none. */
  readRefused(): EditableTableErrors;
  /** Keeps `edits`, and `refused` (the server's messages on its cells) beside them, replacing what was kept. */
  write(edits: EditableTableEdits, refused?: EditableTableErrors): void;
  clear(): void;
}

const DRAFT_SCREENS = ['fees', 'distribution'] as const;
const draftKey = (screen: string, userId: string | number | undefined) => `admin-console:draft:${screen}:${userId ?? 'anonymous'}`;
const refusedKey = (screen: string, userId: string | number | undefined) =>
  `admin-console:draft-refused:${screen}:${userId ?? 'anonymous'}`;

function isCellMap(value: unknown): value is EditableTableEdits {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (cells) =>
      typeof cells === 'object' &&
      cells !== null &&
      !Array.isArray(cells) &&
      Object.values(cells as Record<string, unknown>).every((v) => typeof v === 'string'),
  );
}

function readCellMap(key: string): EditableTableEdits | null {
  const raw = readTabText(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCellMap(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const readDraft = readCellMap;

export function draftStore(screen: 'fees' | 'distribution', userId: string | number | undefined): DraftStore {
  const key = draftKey(screen, userId);
  const refusalsKey = refusedKey(screen, userId);
  return {
    read: () => readDraft(key),
    readRefused: () => readCellMap(refusalsKey) ?? {},
    write: (edits, refused) => {
      writeTabText(key, JSON.stringify(edits));
      if (refused && Object.keys(refused).length > 0) writeTabText(refusalsKey, JSON.stringify(refused));
      else clearTabText(refusalsKey);
    },
    clear: () => {
      clearTabText(key);
      clearTabText(refusalsKey);
    },
  };
}

/**
 * Whether a Fees or Distribution draft with at least one edit waits in this tab, for any user: what closing the tab
 * would lose (a reload or a route change keeps it; see `guardPendingDrafts` in features/fees).
 */
export function hasPendingDraft(): boolean {
  // draftKey(screen, '') is the screen's prefix, "admin-console:draft:fees:".
  const keys = DRAFT_SCREENS.flatMap((screen) => tabTextKeys(draftKey(screen, '')));
  return keys.some((key) => {
    const draft = readDraft(key);
    return draft !== null && countEdits(draft) > 0;
  });
}

/**
 * The part of a draft that still applies to the rows now loaded: rows that still exist, editable keys, and cells
 * that still differ from the saved value. Rows deleted or values changed on the server since are dropped.
 */
export function restorableDraft(
  draft: EditableTableEdits,
  rows: readonly CatalogueRow[],
  editableKeys: readonly string[],
): EditableTableEdits {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const out: Record<string, Record<string, string>> = {};
  for (const rowId in draft) {
    const row = byId.get(rowId);
    if (!row) continue;
    const cells = draft[rowId];
    for (const key in cells) {
      const raw = cells[key];
      if (raw === undefined || !editableKeys.includes(key)) continue;
      if (raw === (textField(row[key]) ?? '')) continue;
      (out[rowId] ??= {})[key] = raw;
    }
  }
  return out;
}

/** The server's messages kept with a draft that still name a loaded row and one of its columns. */
export function restorableRefusals(
  refused: EditableTableErrors,
  rows: readonly CatalogueRow[],
  cellKeys: readonly string[],
): EditableTableErrors {
  const ids = new Set(rows.map((row) => String(row.id)));
  const out: Record<string, Record<string, string>> = {};
  for (const rowId in refused) {
    if (!ids.has(rowId)) continue;
    for (const key in refused[rowId]) {
      const message = refused[rowId]?.[key];
      if (message && cellKeys.includes(key)) (out[rowId] ??= {})[key] = message;
    }
  }
  return out;
}
