import { useCallback, useMemo, useRef } from 'react';
import { FormScreen } from '../../kernel/forms/FormScreen';
import { useRecordToEdit } from '../../kernel/useRecordToEdit';
import { formToUpdatePayload, groupToForm, planGroupEdit, type PromotionGroupFormValues, type UpdateGroupPayload } from './rules';
import { setPromotionGroupUsers, updatePromotionGroup } from './api';
import { promotionGroupQueries } from './queries';
import { PromotionGroupForm, UsersNotSavedError } from './PromotionGroupForm';
import { promotionGroupsPaths } from './paths';
import { useT } from './messages';

/**
 * Edit discount group (docs/product.md#promotion-group-form): loads the group of the `id` query parameter; Save
 * PATCHes name and description (when they differ from what the server holds), then POSTs the
 * selected user_ids. A missing id or a failed load goes back to /promotion-groups with a
 * notification.
 */
export function EditPromotionGroupPage() {
  const t = useT();
  const { id, loaded } = useRecordToEdit(
    promotionGroupQueries.record,
    { noId: t('promotion-groups.noId'), notFound: t('promotion-groups.notFound'), loadFailed: t('promotion-groups.loadOneFailed') },
    promotionGroupsPaths.list,
  );
  const initial = useMemo(() => (loaded ? groupToForm(loaded) : null), [loaded]);
  // The name and description the server is known to hold since a PATCH of this page succeeded.
  const patched = useRef<{ groupId: number; details: UpdateGroupPayload } | null>(null);

  const onSave = useCallback(
    async (values: PromotionGroupFormValues) => {
      const held = patched.current?.groupId === id ? patched.current.details : initial && formToUpdatePayload(initial);
      // Only what changed since: a retry after the users failed does not PATCH again.
      const plan = planGroupEdit(values, held);
      if (plan.details) {
        await updatePromotionGroup(id!, plan.details);
        patched.current = { groupId: id!, details: plan.details };
      }
      try {
        await setPromotionGroupUsers(id!, plan.users);
      } catch (error) {
        throw new UsersNotSavedError(error);
      }
    },
    [id, initial],
  );

  return (
    <FormScreen
      title={t('promotion-groups.editTitle')}
      back={{ to: promotionGroupsPaths.list, label: t('promotion-groups.back') }}
      waiting={{ lines: 6, label: t('promotion-groups.loading') }}
    >
      {loaded && initial ? (
        <PromotionGroupForm
          key={loaded.id}
          draftKey={`group:edit:${loaded.id}`}
          members={loaded.users}
          initial={initial}
          onSave={onSave}
          savedMessage={t('promotion-groups.updated')}
        />
      ) : null}
    </FormScreen>
  );
}
