import { PageHeader, SkeletonText } from '@admin-console/admin-ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useRemoteQuery } from '../../kernel/useRemote';
import { discountToForm, type DiscountPayload } from './rules';
import { updateDiscount } from './api';
import { discountQueries } from './queries';
import { httpStatus } from '../../platform/http';
import { DiscountForm } from './DiscountForm';
import { discountsPaths } from './paths';
import { useT } from './messages';
import { readIdParam } from '../../kernel/readIdParam';
import { useReturnOnLoadFailure } from '../../platform/useReturnOnLoadFailure';

/**
 * Edit discount (docs/product.md#discount-form; headed Edit discount): loads the discount of
 * the `id` query parameter and PATCHes it. A missing id or a failed load goes back to /discount
 * with a notification.
 */
export function EditDiscountPage() {
  const t = useT();
  useDocumentTitle(t('discounts.editTitle'));
  const [params] = useSearchParams();
  const id = readIdParam(params.get('id'));
  // The form starts from the discount as it is now: never from a copy cached on an earlier visit.
  const discount = useRemoteQuery(discountQueries.record(id));

  const failure =
    id === null
      ? t('discounts.noId')
      : discount.isError
        ? httpStatus(discount.error) === 404
          ? t('discounts.notFound')
          : t('discounts.loadOneFailed')
        : null;
  useReturnOnLoadFailure(failure, discount.error, discountsPaths.list);

  const onSave = useCallback((payload: DiscountPayload) => updateDiscount(id!, payload), [id]);
  const loaded = discount.isSuccess && !discount.outdated ? discount.data : undefined;
  const initial = useMemo(() => (loaded ? discountToForm(loaded) : null), [loaded]);
  const knownFees = useMemo(
    () => loaded?.fees.map((f) => ({ value: String(f.id), label: f.nameAlias ?? t('discounts.feeFallback', { id: f.id }) })),
    [loaded, t],
  );
  // A group both payer and payee is one option.
  const knownGroups = useMemo(
    () => loaded && [...new Map([...loaded.payers, ...loaded.payees].map((g) => [g.id, { value: String(g.id), label: g.name }])).values()],
    [loaded],
  );

  return (
    <>
      <PageHeader title={t('discounts.editTitle')} back={{ to: discountsPaths.list, label: t('discounts.back') }} />
      {loaded && initial ? (
        <DiscountForm
          key={loaded.id}
          draftKey={`discount:edit:${loaded.id}`}
          initial={initial}
          originalStart={loaded.start}
          onSave={onSave}
          savedMessage={t('discounts.updated')}
          knownFees={knownFees}
          knownGroups={knownGroups}
        />
      ) : (
        <SkeletonText lines={8} lineHeight={28} gap={16} label={t('discounts.loading')} style={{ maxWidth: 960 }} />
      )}
    </>
  );
}
