import { useNotifications } from '@admin-console/admin-ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RemoteKey } from './remoteCache';
import { useUnsavedChangesGuard, type UnsavedChangesGuard } from '../platform/useUnsavedChangesGuard';
import { statusSentence } from '../platform/http';
import { useFormDraft, type FormDraft, type UseFormDraftOptions } from './formDraft';
import { t } from './messages';
import { readFailure, useChange, type ChangeFailure } from './useChange';

/** One message per field that has one. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The form's alert above its fields: a title, then one line each. */
export interface FormAlertContent {
  title: string;
  lines: string[];
}

/** How the form speaks of a failed save (the error may wrap the HTTP error, e.g. a partial save). */
export interface SaveFailure {
  /** The HTTP error to read (status, body). */
  error: unknown;
  /** The alert's title, e.g. "The discount was not saved". */
  title: string;
  /** Lines said before the rest (e.g. what was saved after all). */
  lead?: string[];
  /** What was not saved, for the sentence of a failure other than a 422, e.g. "discount". */
  what: string;
}

/** Where the admin is when a save fails: still on the form, or gone elsewhere while it was sent. */
export type FailurePlace = 'on-form' | 'left';

/**
 * Why a save failed, in words, from the HTTP error (kernel/useChange.ts `readFailure`): the server's JSON message,
 * else the status ("the server could not be reached (502 Bad Gateway)"), never the body of an HTML page. `place`
 * says what became of the values: kept in the form, or kept as a draft for the next visit.
 */
export function saveFailureText(error: unknown, what: string, place: FailurePlace = 'on-form'): string {
  return notSavedText(readFailure(error), what, place);
}

function notSavedText({ said, reason }: Pick<ChangeFailure, 'said' | 'reason'>, what: string, place: FailurePlace): string {
  // The status stands inside the sentence; the server's own words are quoted as they are.
  const clause = said ? reason : reason.charAt(0).toLowerCase() + reason.slice(1);
  const kept = place === 'left' ? t('kernel.keptAsDraft') : t('kernel.keptTryAgain');
  return t('kernel.notSaved', { what, reason: clause, kept });
}

export interface UseEntityFormOptions<V, F extends string> {
  /** The form's draft (kernel/formDraft.ts): its identity, `initial`, and how to read and compare values. */
  draft: UseFormDraftOptions<V>;
  /** The form's own rules: no keys when the values may be saved. */
  validate: (values: V) => FieldErrors<F>;
  /** The fields in the order they stand: the first with a message gets the focus. */
  fieldOrder: readonly F[];
  /** The element to focus for each field. */
  focusIds: Record<F, string>;
  /** Sends the values; rejects with the HTTP error (or an error `describeFailure` understands). */
  save: (values: V) => Promise<void>;
  /** Said once saved, e.g. "Discount created." */
  savedMessage: string;
  /** Where a saved form goes (the list). */
  listPath: string;
  /**
   * What a save changes in the data cache (kernel/remoteCache.tsx), e.g. discountKeys.all, or several keys when
   * other areas show this record too (`[promotionGroupKeys.all, discountKeys.all]`: the discounts list names the
   * groups): each marked changed once the save is answered (a failure too: it may have saved part), so a list
   * shows its rows busy until it is loaded again. Nothing is loaded again under the form.
   */
  changes: RemoteKey | readonly RemoteKey[];
  /** A 422 body placed on the form: messages of known fields, and the rest apart. */
  readServerErrors: (body: unknown) => { fields: FieldErrors<F>; other: string[] };
  /** The failed save in the form's words, on the form or (`left`) in a notice wherever the admin went. */
  describeFailure: (failure: unknown, place: FailurePlace) => SaveFailure;
}

/** The fields of `V` that hold text and are fields of the form. */
export type TextFieldOf<V, F extends string> = F & { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** What a text input of the form takes: its id (the field's focus id), value, change and message. */
export interface TextFieldBinding {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export interface EntityForm<V, F extends string> {
  draft: FormDraft<V>;
  values: V;
  /** The message a field shows: the form's rule (once Save was tried), else the server's. */
  errorOf: (field: F) => string | undefined;
  /** Changes values; the server's message on `field` goes, the typed value answers for itself. */
  change: (field: F, patch: Partial<V>) => void;
  /** A text field's props: `<TextField {...form.textField('name')} label="Name" />`. */
  textField: (field: TextFieldOf<V, F>) => TextFieldBinding;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  saving: boolean;
  /** Why the last save failed, or null. */
  alert: FormAlertContent | null;
  /** Render `guard.prompt` once in the form. */
  guard: UnsavedChangesGuard;
}

/** The keys of `changes`: one key (its segments are not arrays, e.g. `['discounts']`), or a list of keys. */
function changedKeys(changes: RemoteKey | readonly RemoteKey[]): readonly RemoteKey[] {
  return changes.length > 0 && changes.every((segment) => Array.isArray(segment)) ? (changes as readonly RemoteKey[]) : [changes];
}

/**
 * The machinery of a Create / Edit form that saves one record and returns to its list: values
 * kept as a draft (a session that expires mid-form loses nothing), validation from the first Save
 * on, the focus on the first field with a message, one save at a time (a synchronous lock: clicks
 * within one task send one request), and a failure that keeps every value: a 422 puts the server's
 * messages on their fields, anything else says why above them.
 *
 * A late answer never pulls the admin away: the form goes to its list only when it is still shown.
 * Left while saving (leaving does not ask then: nothing can be lost), the answer is a notification
 * wherever the admin is; a failure keeps the values as the form's draft for the next visit.
 */
export function useEntityForm<V, F extends string>({
  draft: draftOptions,
  validate,
  fieldOrder,
  focusIds,
  save,
  savedMessage,
  listPath,
  changes,
  readServerErrors,
  describeFailure,
}: UseEntityFormOptions<V, F>): EntityForm<V, F> {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const draft = useFormDraft(draftOptions);
  const { values, setValues, dirty } = draft;
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [alert, setAlert] = useState<FormAlertContent | null>(null);
  const sending = useChange<V, void>({
    send: save,
    // Saved, the form is on its way to its list: a click meanwhile must not save the record again.
    once: true,
    httpError: (failure) => describeFailure(failure, 'on-form').error,
    // Marked changed once answered (a failure too: it may have saved part); nothing is loaded again under the form.
    marks: (cache) => {
      for (const key of changedKeys(changes)) cache.changed(key, { reload: 'none' });
    },
  });
  const saving = sending.pending;
  // While a save is in flight leaving loses nothing: its answer is told wherever the admin goes.
  const guard = useUnsavedChangesGuard(dirty && !saving);

  const clientErrors: FieldErrors<F> = attempted ? validate(values) : {};
  const errorOf = (field: F) => clientErrors[field] ?? serverErrors[field];

  const change = (field: F, patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest as FieldErrors<F>);
  };

  const textField = (field: TextFieldOf<V, F>): TextFieldBinding => ({
    id: focusIds[field],
    value: values[field] as string,
    onChange: (event) => change(field, { [field]: event.target.value } as Partial<V>),
    error: errorOf(field),
  });

  const focusFirst = (errors: FieldErrors<F>) => {
    const first = fieldOrder.find((f) => errors[f]);
    if (first) document.getElementById(focusIds[first])?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const errors = validate(values);
    if (Object.keys(errors).length > 0) {
      setAlert(null);
      focusFirst(errors);
      return;
    }
    setAlert(null);
    setServerErrors({});
    const outcome = await sending.run(values);
    // Another save of this form is running (or one succeeded): this submit sends nothing.
    if (outcome === null) return;
    if (outcome.ok) {
      draft.saved();
      notify({ tone: 'success', message: savedMessage });
      // Still on the form (a late answer never pulls the admin away from where they went).
      if (outcome.here) {
        guard.allowNextNavigation();
        void navigate(listPath);
      }
      return;
    }
    if (!outcome.here) {
      failedAfterLeaving(outcome);
      return;
    }
    // A 401 ends the session: the draft brings the form back after signing in again.
    if (outcome.kind === 'cancelled' || outcome.kind === 'session-ended') return;
    const { title, lead = [], what } = describeFailure(outcome.failure, 'on-form');
    if (outcome.kind === 'refused') {
      const { fields, other } = readServerErrors(outcome.body);
      setServerErrors(fields);
      const summary = Object.keys(fields).length ? t('kernel.checkFields') : (outcome.said ?? statusSentence(outcome.error, ''));
      setAlert({ title, lines: [...lead, summary, ...other] });
      focusFirst(fields);
    } else {
      setAlert({ title, lines: [...lead, notSavedText(outcome, what, 'on-form')] });
    }
  };

  /** The admin went elsewhere while the save was sent, and it failed: keep the values, and say so there. */
  const failedAfterLeaving = (outcome: ChangeFailure) => {
    draft.keep();
    // A 401 ended the session: the sign-in page says so, and the draft comes back after it.
    if (outcome.kind === 'cancelled' || outcome.kind === 'session-ended') return;
    const { title, lead = [], what } = describeFailure(outcome.failure, 'left');
    notify({ tone: 'error', title, message: [...lead, notSavedText(outcome, what, 'left')].join(' ') });
  };

  return { draft, values, errorOf, change, textField, onSubmit, saving, alert, guard };
}
