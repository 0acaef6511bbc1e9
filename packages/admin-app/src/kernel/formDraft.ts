import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useSession } from '../platform/session/useSession';
import { sessionStore } from '../platform/session/sessionStore';
import type { SessionUser } from '../platform/session/storedUser';
import { clearTabText, readTabText, writeTabText } from '../platform/tabStorage';

/**
 * Drafts of forms (discount, promotion group) kept while an administrator types, so a session
 * that ends mid-form (a 401 sends them to /login and back) loses nothing (docs/product.md#drafts: "no lost
 * work").
 *
 * sessionStorage, per tab, per signed-in user and per form (`discount:new`, `discount:edit:7`):
 * another administrator signing in on the same tab never sees it, and closing the tab drops it.
 * Values are JSON, read back as `unknown` and validated by the caller. Storage that is missing,
 * full or holds garbage never throws: without sessionStorage the draft lives in memory for the
 * page's life.
 */
export interface FormDraftStore {
  read(): unknown;
  write(values: unknown): void;
  clear(): void;
}

const PREFIX = 'admin-console:form-draft';

/** Who the draft belongs to: the user's id, else their user name; null when nobody is signed in. */
export function draftOwner(user: Pick<SessionUser, 'id' | 'user_name'> | null | undefined): string | null {
  if (!user) return null;
  const id = user.id ?? user.user_name;
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '') ? String(id) : null;
}

export function formDraftKey(owner: string, form: string): string {
  return `${PREFIX}:${owner}:${form}`;
}

/** The draft of one form of one user. Without an owner nothing is kept (reads give null). */
export function formDraftStore(owner: string | null, form: string): FormDraftStore {
  if (owner === null) return { read: () => null, write: () => undefined, clear: () => undefined };
  const key = formDraftKey(owner, form);
  return {
    read() {
      const text = readTabText(key);
      if (!text) return null;
      try {
        const parsed: unknown = JSON.parse(text);
        return typeof parsed === 'object' && parsed !== null && 'values' in parsed ? (parsed as { values: unknown }).values : null;
      } catch {
        return null;
      }
    },
    write(values) {
      let text: string;
      try {
        text = JSON.stringify({ values, savedAt: Date.now() });
      } catch {
        return;
      }
      writeTabText(key, text);
    },
    clear() {
      clearTabText(key);
    },
  };
}

export interface UseFormDraftOptions<T> {
  /** The form's identity, e.g. `discount:new` or `discount:edit:7`. */
  form: string;
  /** What the form starts from when there is no draft. */
  initial: T;
  /** A stored draft's values, validated (null when they don't fit the form). */
  read: (raw: unknown) => T | null;
  /** Whether two values are the same form (a draft equal to `initial` is no draft). */
  same: (a: T, b: T) => boolean;
}

export interface FormDraft<T> {
  values: T;
  setValues: Dispatch<SetStateAction<T>>;
  /** The values differ from `initial`. */
  dirty: boolean;
  /** The form was restored from a draft (until discarded or changed back). */
  restored: boolean;
  /** Drops the draft and returns to `initial`. */
  discard: () => void;
  /** After a successful save: drops the draft and keeps none for the rest of this form's life. */
  saved: () => void;
  /**
   * Keeps the form's last values as its draft, even once the form is gone (its save failed after
   * the admin left): the next visit restores them.
   */
  keep: () => void;
}

/**
 * A form's values, kept as a draft while they differ from `initial`, restored on mount. The draft
 * is dropped on `saved()`, on `discard()`, and when the form is left while signed in (the admin
 * chose to leave); it is kept when the form goes away because the session expired.
 */
export function useFormDraft<T>({ form, initial, read, same }: UseFormDraftOptions<T>): FormDraft<T> {
  const { user } = useSession();
  // The owner is fixed when the form opens: the session ending must not move the draft elsewhere.
  const [store] = useState(() => formDraftStore(draftOwner(user), form));
  const [start] = useState(() => {
    const values = read(store.read());
    return values !== null && !same(values, initial) ? values : null;
  });
  const [values, setValues] = useState<T>(start ?? initial);
  const [fromDraft, setFromDraft] = useState(start !== null);
  // Set once saved: the values stay dirty until the page leaves, and must not be written back.
  const done = useRef(false);
  const dirty = !same(values, initial);
  // The values as last rendered, for `keep` after the form is gone.
  const last = useRef({ values, dirty });
  useEffect(() => {
    last.current = { values, dirty };
  }, [values, dirty]);

  useEffect(() => {
    if (done.current) return;
    if (dirty) store.write(values);
    else store.clear();
  }, [store, values, dirty]);
  // Changed back to `initial`: nothing restored is left to speak of, now or after later edits.
  if (fromDraft && !dirty) setFromDraft(false);
  const restored = fromDraft && dirty;

  // Set by `keep`: the draft must outlive the form, whatever ends it.
  const kept = useRef(false);
  useEffect(
    () => () => {
      // Left on purpose (Cancel, a link, a save): nothing to come back to. Sent away by an expired
      // session, or kept (a save that failed after the admin left): the draft waits for the next visit.
      if (kept.current) return;
      const { token, ended } = sessionStore.getState();
      if (token !== null || ended !== 'expired') store.clear();
    },
    [store],
  );

  const discard = useCallback(() => {
    store.clear();
    setFromDraft(false);
    setValues(initial);
  }, [store, initial]);

  const saved = useCallback(() => {
    done.current = true;
    store.clear();
  }, [store]);

  const keep = useCallback(() => {
    kept.current = true;
    if (last.current.dirty) store.write(last.current.values);
  }, [store]);

  return useMemo(() => ({ values, setValues, dirty, restored, discard, saved, keep }), [values, dirty, restored, discard, saved, keep]);
}
