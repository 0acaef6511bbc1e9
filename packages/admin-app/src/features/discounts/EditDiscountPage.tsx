import { useCallback, useMemo } from 'react';
import { FormScreen } from '../../kernel/forms/FormScreen';
import { useRecordToEdit } from '../../kernel/useRecordToEdit';
import { discountToForm, type DiscountPayload } from './rules';
import { updateDiscount } from './api';
import { DiscountForm } from './DiscountForm';
import { discountsPaths } from './paths';
import { useT } from './messages';
import { discountQueries } from './queries';

/**
 * Edit discount (docs/product.md#discount-form; headed Edit discount): loads the discount of
 * the `id` query parameter and PATCHes it. A missing id or a failed load goes back to /discount
 * with a notification.
 */
export function EditDiscountPage() {
  const t = useT();
  const { id, loaded } = useRecordToEdit(
    discountQueries.record,
    { noId: t('discounts.noId'), notFound: t('discounts.notFound'), loadFailed: t('discounts.loadOneFailed') },
    discountsPaths.list,
  );
  const onSave = useCallback((payload: DiscountPayload) => updateDiscount(id!, payload), [id]);
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
    <FormScreen
      title={t('discounts.editTitle')}
      back={{ to: discountsPaths.list, label: t('discounts.back') }}
      waiting={{ lines: 8, label: t('discounts.loading') }}
    >
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
      ) : null}
    </FormScreen>
  );
}
