import { useState } from 'react';
import { FormScreen } from '../../kernel/forms/FormScreen';
import { emptyDiscountForm } from './rules';
import { createDiscount } from './api';
import { DiscountForm } from './DiscountForm';
import { discountsPaths } from './paths';
import { useT } from './messages';

/** Create discount (docs/product.md#discount-form): POST /api/discount-promotions, then the list. */
export function CreateDiscountPage() {
  const t = useT();
  const [initial] = useState(emptyDiscountForm);
  return (
    <FormScreen title={t('discounts.createTitle')} back={{ to: discountsPaths.list, label: t('discounts.back') }}>
      <DiscountForm draftKey="discount:new" initial={initial} onSave={createDiscount} savedMessage={t('discounts.created')} />
    </FormScreen>
  );
}
