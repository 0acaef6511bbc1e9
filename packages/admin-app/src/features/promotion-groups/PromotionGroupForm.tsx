import {
  DualListPicker,
  ErrorState,
  InlineAlert,
  scriptLang,
  SkeletonBlock,
  TextField,
  type DualListPickerId,
} from '@admin-console/admin-ui';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEntityForm } from '../../kernel/useEntityForm';
import { useRemoteQuery } from '../../kernel/useRemote';
import {
  groupFormFromDraft,
  withMembers,
  groupServerErrors,
  sameGroupForm,
  validateGroup,
  type PromotionGroupField,
  type PromotionGroupFormValues,
  type PromotionGroupUser,
} from './rules';
import { promotionGroupKeys } from './keys';
import { promotionGroupQueries } from './queries';
import { FieldGrid, FormRoot, FormSection } from '../../kernel/forms/formLayout.styles';
import { FormNotices, SaveCancelActions } from '../../kernel/forms/FormParts';
import { promotionGroupsPaths } from './paths';
import { useT } from './messages';
import { formatNumber } from '../../platform/i18n/format';

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
  /** Said once saved, e.g. "Discount group created." */
  savedMessage: string;
  /**
   * Editing: the group's own users (id, full_name). Members missing from the users list are still
   * shown, and can be removed.
   */
  members?: readonly PromotionGroupUser[];
}

const FIELD_ORDER: PromotionGroupField[] = ['name', 'description', 'userIds'];

/** The Create / Edit discount group form: name, description, users (one component, two pages). */
export function PromotionGroupForm({ draftKey, initial, onSave, savedMessage, members }: PromotionGroupFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const baseId = useId();
  const ids = { name: `${baseId}-name`, description: `${baseId}-description`, userIds: `${baseId}-users` };

  const form = useEntityForm({
    // Kept as a draft while it differs from `initial`: a session that expires mid-form loses nothing.
    draft: { form: draftKey, initial, read: groupFormFromDraft, same: sameGroupForm },
    validate: validateGroup,
    fieldOrder: FIELD_ORDER,
    focusIds: ids,
    save: onSave,
    savedMessage,
    listPath: promotionGroupsPaths.list,
    // The discounts list names the groups (Eligible payers / payees): a renamed group changes it too.
    // The discounts that show a group's name read promotionGroupKeys (their queries' meta.reads): marked with it.
    changes: promotionGroupKeys.all,
    readServerErrors: groupServerErrors,
    describeFailure: (failure, place) => {
      // The name and description were saved, the users were not: say so, and what to do.
      if (failure instanceof UsersNotSavedError) {
        return {
          error: failure.cause,
          title: t('promotion-groups.usersNotSaved'),
          lead: [place === 'on-form' ? t('promotion-groups.usersNotSavedRetry') : t('promotion-groups.usersNotSavedLead')],
          what: t('promotion-groups.usersWhat'),
        };
      }
      return { error: failure, title: t('promotion-groups.notSaved'), what: t('promotion-groups.what') };
    },
  });
  const { values, change, errorOf, textField } = form;

  const candidates = useRemoteQuery(promotionGroupQueries.candidates());
  // The id as a second line: two users may share a full name.
  const items = useMemo(
    () =>
      withMembers(candidates.data ?? [], members).map((u) => ({
        id: u.id,
        label: u.fullName,
        description: t('promotion-groups.userId', { id: u.id }),
        lang: scriptLang(u.fullName),
      })),
    [candidates.data, members, t],
  );

  const userError = errorOf('userIds');

  return (
    <FormRoot noValidate aria-label={t('promotion-groups.form')} onSubmit={form.onSubmit} aria-busy={form.saving || undefined}>
      <FormNotices draft={form.draft} alert={form.alert} />
      <FormSection aria-labelledby={`${baseId}-details`}>
        <h2 id={`${baseId}-details`}>{t('promotion-groups.details')}</h2>
        <FieldGrid>
          <TextField {...textField('name')} label={t('promotion-groups.name')} required autoComplete="off" />
          <TextField {...textField('description')} label={t('promotion-groups.description')} autoComplete="off" rows={3} />
        </FieldGrid>
      </FormSection>
      <FormSection aria-labelledby={`${baseId}-users-title`}>
        <h2 id={`${baseId}-users-title`}>{t('promotion-groups.users')}</h2>
        {candidates.failed && !candidates.data ? (
          <ErrorState
            title={t('promotion-groups.usersFailed')}
            message={t('promotion-groups.usersKept')}
            onRetry={() => void candidates.refetch()}
          />
        ) : candidates.data ? (
          <DualListPicker
            id={ids.userIds}
            tabIndex={-1}
            items={items}
            selectedIds={values.userIds}
            onSelectedIdsChange={(next: DualListPickerId[]) => change('userIds', { userIds: next.map(Number) })}
            // The picker's own words are neutral: it picks users here, and says so.
            availableLabel={t('promotion-groups.availableUsers')}
            selectedLabel={t('promotion-groups.selectedUsers')}
            availableFilterLabel={t('promotion-groups.filterAvailableUsers')}
            selectedFilterLabel={t('promotion-groups.filterSelectedUsers')}
            emptyAvailableText={t('promotion-groups.noUsersAvailable')}
            emptySelectedText={t('promotion-groups.noUsersSelected')}
            formatMoveMessage={(count, move) =>
              t(move === 'added' ? 'promotion-groups.usersAdded' : 'promotion-groups.usersRemoved', { count, shown: formatNumber(count) })
            }
          />
        ) : (
          <SkeletonBlock height={320} label={t('promotion-groups.usersLoading')} />
        )}
        {userError && <InlineAlert tone="error">{userError}</InlineAlert>}
      </FormSection>
      <SaveCancelActions saving={form.saving} onCancel={() => navigate(promotionGroupsPaths.list)} />
      {form.guard.prompt}
    </FormRoot>
  );
}
