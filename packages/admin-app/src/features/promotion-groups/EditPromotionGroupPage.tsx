import { PageHeader, SkeletonText } from '@admin-console/admin-ui';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useRemoteQuery } from '../../kernel/useRemote';
import { formToUpdatePayload, groupToForm, planGroupEdit, type PromotionGroupFormValues, type UpdateGroupPayload } from './rules';
import { httpStatus } from '../../platform/http';
import { setPromotionGroupUsers, updatePromotionGroup } from './api';
import { promotionGroupQueries } from './queries';
import { readIdParam } from '../../kernel/readIdParam';
import { useReturnOnLoadFailure } from '../../platform/useReturnOnLoadFailure';
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
  useDocumentTitle(t('promotion-groups.editTitle'));
  const [params] = useSearchParams();
  const id = readIdParam(params.get('id'));
  // The form starts from the group as it is now: never from a copy cached on an earlier visit.
  const group = useRemoteQuery(promotionGroupQueries.record(id));

  const failure =
    id === null
      ? t('promotion-groups.noId')
      : group.isError
        ? httpStatus(group.error) === 404
          ? t('promotion-groups.notFound')
          : t('promotion-groups.loadOneFailed')
        : null;
  useReturnOnLoadFailure(failure, group.error, promotionGroupsPaths.list);

  const loaded = group.isSuccess && !group.outdated ? group.data : undefined;
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
    <>
      <PageHeader title={t('promotion-groups.editTitle')} back={{ to: promotionGroupsPaths.list, label: t('promotion-groups.back') }} />
      {loaded && initial ? (
        <PromotionGroupForm
          key={loaded.id}
          draftKey={`group:edit:${loaded.id}`}
          members={loaded.users}
          initial={initial}
          onSave={onSave}
          savedMessage={t('promotion-groups.updated')}
        />
      ) : (
        <SkeletonText lines={6} lineHeight={28} gap={16} label={t('promotion-groups.loading')} style={{ maxWidth: 960 }} />
      )}
    </>
  );
}
