import { PageHeader } from '@admin-console/admin-ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { emptyDiscountForm } from './rules';
import { createDiscount } from './api';
import { DiscountForm } from './DiscountForm';
import { discountsPaths } from './paths';

/** Create Discount (docs/product.md#discount-form): POST /api/discount-promotions, then the list. */
export function CreateDiscountPage() {
  useDocumentTitle('Create Discount');
  const [initial] = useState(emptyDiscountForm);
  return (
    <>
      <PageHeader title="Create Discount" back={{ to: discountsPaths.list, label: 'Back to Discounts' }} />
      <DiscountForm draftKey="discount:new" initial={initial} onSave={createDiscount} savedMessage="Discount created." />
    </>
  );
}
