import {
  Button,
  DualListPicker,
  ErrorState,
  InlineAlert,
  SkeletonBlock,
  TextField,
  useNotifications,
  type DualListPickerId,
} from '@admin-console/admin-ui';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../../app/useUnsavedChangesGuard';
import { useFormDraft } from '../../data/formDraft';
import { useRemote } from '../../data/useRemote';
import {
  groupFormFromDraft,
  withMembers,
  groupServerErrors,
  sameGroupForm,
  validateGroup,
  type PromotionGroupErrors,
  type PromotionGroupField,
  type PromotionGroupFormValues,
  type PromotionGroupUser,
} from '../../domain/promotionGroups';
import { errorBody, httpStatus, isCancelled } from '../../services/http';
import { fetchGroupCandidates } from '../../services/promotionGroups';
import { bodyErrorMessage } from '../../services/unwrap';
import { saveFailureText } from '../discounts/DiscountForm';
import { DraftRestoredNotice } from '../discounts/DraftRestoredNotice';
import { FieldGrid, FormActions, FormRoot, FormSection } from '../discounts/formLayout.styles';

export const GROUP_LIST_PATH = '/promotion-groups';
export const USERS_LOAD_FAILED = 'The users could not be loaded.';

/**
 * The group's name and description were saved but its users were not (the second call of an
 * edit failed): the form stays, saying exactly that.
 */
export class UsersNotSavedError extends Error {
  override readonly name = 'UsersNotSavedError';
  override readonly cause: unknown;
  constructor(cause: unknown) {
    super('The group users were not saved');
    this.cause = cause;
  }
}

export interface PromotionGroupFormProps {
  /** Which form this is, for its draft: `group:new` or `group:edit:{id}`. */
  draftKey: string;
  initial: PromotionGroupFormValues;
  /** Saves (one call, or two for an edit); rejects with the HTTP error, or UsersNotSavedError. */
  onSave: (values: PromotionGroupFormValues) => Promise<void>;
  /** Said once saved, e.g. "Promotion group created." */
  savedMessage: string;
  /**
   * Editing: the group's own users (id, full_name). Members missing from the users list are still
   * shown, and can be removed.
   */
  members?: readonly PromotionGroupUser[];
}

const FIELD_ORDER: PromotionGroupField[] = ['name', 'description', 'userIds'];

/** The Create / Edit Promotion Group form: name, description, users (one component, two pages). */
export function PromotionGroupForm({ draftKey, initial, onSave, savedMessage, members }: PromotionGroupFormProps) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const baseId = useId();
  const ids = { name: `${baseId}-name`, description: `${baseId}-description`, userIds: `${baseId}-users` };

  // Kept as a draft while it differs from `initial`: a session that expires mid-form loses nothing.
  const draft = useFormDraft({ form: draftKey, initial, read: groupFormFromDraft, same: sameGroupForm });
  const { values, setValues, dirty } = draft;
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PromotionGroupErrors>({});
  const [alert, setAlert] = useState<{ title: string; lines: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const clientErrors = useMemo(() => (attempted ? validateGroup(values) : {}), [attempted, values]);
  const errorOf = (field: PromotionGroupField) => clientErrors[field] ?? serverErrors[field];
  const guard = useUnsavedChangesGuard(dirty);

  const candidates = useRemote('promotion-group-form:users', fetchGroupCandidates);
  // The id as a second line: two users may share a full name.
  const items = useMemo(
    () => withMembers(candidates.data ?? [], members).map((u) => ({ id: u.id, label: u.fullName, description: `ID ${u.id}` })),
    [candidates.data, members],
  );

  const change = (field: PromotionGroupField, patch: Partial<PromotionGroupFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const focusFirst = (errors: PromotionGroupErrors) => {
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setAttempted(true);
    const errors = validateGroup(values);
    if (Object.keys(errors).length > 0) {
      setAlert(null);
      focusFirst(errors);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setAlert(null);
    setServerErrors({});
    try {
      await onSave(values);
      draft.saved();
      guard.allowNextNavigation();
      notify({ tone: 'success', message: savedMessage });
      navigate(GROUP_LIST_PATH);
    } catch (failure) {
      inFlight.current = false;
      setSaving(false);
      const partial = failure instanceof UsersNotSavedError;
      const error = partial ? failure.cause : failure;
      // A 401 ends the session: the draft brings the form back after signing in again.
      if (isCancelled(error) || httpStatus(error) === 401) return;
      const title = partial ? 'The group users were not saved' : 'The group was not saved';
      const lead = partial ? ['The name and description were saved, but the selected users were not. Select Save to try again.'] : [];
      if (httpStatus(error) === 422) {
        const { fields, other } = groupServerErrors(errorBody(error));
        setServerErrors(fields);
        const summary = Object.keys(fields).length
          ? 'Check the highlighted fields.'
          : bodyErrorMessage(errorBody(error)) ?? 'The server refused the values.';
        setAlert({ title, lines: [...lead, summary, ...other] });
        focusFirst(fields);
      } else {
        setAlert({ title, lines: [...lead, saveFailureText(error, partial ? 'list of users' : 'group')] });
      }
    }
  };

  const userError = errorOf('userIds');

  return (
    <FormRoot noValidate aria-label="Promotion group" onSubmit={onSubmit} aria-busy={saving || undefined}>
      {draft.restored && <DraftRestoredNotice onDiscard={draft.discard} />}
      <InlineAlert tone="error" title={alert?.title}>
        {alert &&
          alert.lines.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
      </InlineAlert>
      <FormSection aria-labelledby={`${baseId}-details`}>
        <h2 id={`${baseId}-details`}>Details</h2>
        <FieldGrid>
          <TextField
            id={ids.name}
            label="Name"
            required
            autoComplete="off"
            value={values.name}
            onChange={(e) => change('name', { name: e.target.value })}
            error={errorOf('name')}
          />
          <TextField
            id={ids.description}
            label="Description"
            autoComplete="off"
            value={values.description}
            onChange={(e) => change('description', { description: e.target.value })}
            error={errorOf('description')}
          />
        </FieldGrid>
      </FormSection>
      <FormSection aria-labelledby={`${baseId}-users-title`}>
        <h2 id={`${baseId}-users-title`}>Users</h2>
        {candidates.status === 'error' && !candidates.data ? (
          <ErrorState
            title={USERS_LOAD_FAILED}
            message="The group's users are kept; try loading the list again."
            onRetry={candidates.reload}
          />
        ) : candidates.data ? (
          <DualListPicker
            id={ids.userIds}
            tabIndex={-1}
            items={items}
            selectedIds={values.userIds}
            onSelectedIdsChange={(next: DualListPickerId[]) => change('userIds', { userIds: next.map(Number) })}
          />
        ) : (
          <SkeletonBlock height={320} label="Loading users…" />
        )}
        {userError && <InlineAlert tone="error">{userError}</InlineAlert>}
      </FormSection>
      <FormActions>
        <Button type="submit" loading={saving} loadingText="Saving…">
          Save
        </Button>
        <Button variant="secondary" onClick={() => navigate(GROUP_LIST_PATH)}>
          Cancel
        </Button>
      </FormActions>
      {guard.prompt}
    </FormRoot>
  );
}
