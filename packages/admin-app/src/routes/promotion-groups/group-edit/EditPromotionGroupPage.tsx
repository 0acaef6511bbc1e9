import { PageHeader, SkeletonText } from '@admin-console/admin-ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { useRemote } from '../../../data/useRemote';
import { formToUpdatePayload, formToUsersPayload, groupToForm, type PromotionGroupFormValues } from '../../../domain/promotionGroups';
import { httpStatus } from '../../../services/http';
import { fetchPromotionGroup, setPromotionGroupUsers, updatePromotionGroup } from '../../../services/promotionGroups';
import { readIdParam } from '../../discounts/readIdParam';
import { useReturnOnLoadFailure } from '../../../app/useReturnOnLoadFailure';
import { GROUP_LIST_PATH, PromotionGroupForm, UsersNotSavedError } from '../PromotionGroupForm';

export const GROUP_NOT_FOUND = 'Promotion group not found.';
export const GROUP_LOAD_FAILED = 'Failed to load the promotion group. Please try again.';
export const GROUP_NO_ID = 'Open a group from the list: this link has no valid group id.';

/**
 * Edit Promotion Group (SPEC.md section 2): loads the group of the `id` query parameter; Save
 * PATCHes name and description, then POSTs the selected user_ids. A missing id or a failed load
 * goes back to /promotion-groups with a notification.
 */
export function EditPromotionGroupPage() {
  useDocumentTitle('Edit Promotion Group');
  const [params] = useSearchParams();
  const id = readIdParam(params.get('id'));
  const group = useRemote(id === null ? null : `promotion-group:${id}`, (signal) => fetchPromotionGroup(id!, signal));

  const failure =
    id === null ? GROUP_NO_ID : group.status === 'error' ? (httpStatus(group.error) === 404 ? GROUP_NOT_FOUND : GROUP_LOAD_FAILED) : null;
  useReturnOnLoadFailure(failure, group.error, GROUP_LIST_PATH);

  const onSave = useCallback(
    async (values: PromotionGroupFormValues) => {
      await updatePromotionGroup(id!, formToUpdatePayload(values));
      try {
        await setPromotionGroupUsers(id!, formToUsersPayload(values));
      } catch (error) {
        throw new UsersNotSavedError(error);
      }
    },
    [id],
  );
  const loaded = group.status === 'success' ? group.data : undefined;
  const initial = useMemo(() => (loaded ? groupToForm(loaded) : null), [loaded]);

  return (
    <>
      <PageHeader title="Edit Promotion Group" back={{ to: GROUP_LIST_PATH, label: 'Back to Discount Groups' }} />
      {loaded && initial ? (
        <PromotionGroupForm
          key={loaded.id}
          draftKey={`group:edit:${loaded.id}`}
          members={loaded.users}
          initial={initial}
          onSave={onSave}
          savedMessage="Promotion group updated."
        />
      ) : (
        <SkeletonText lines={6} lineHeight={28} gap={16} label="Loading promotion group…" style={{ maxWidth: 960 }} />
      )}
    </>
  );
}
