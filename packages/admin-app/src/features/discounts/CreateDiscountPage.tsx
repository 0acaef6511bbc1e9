import { PageHeader } from '@admin-console/admin-ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { emptyDiscountForm } from './rules';
import { createDiscount } from './api';
import { DiscountForm } from './DiscountForm';
import { discountsPaths } from './paths';
import { DISCOUNTS_TITLE } from './names';

/** Create discount (docs/product.md#discount-form): POST /api/discount-promotions, then the list. */
export function CreateDiscountPage() {
  useDocumentTitle('Create discount');
  const [initial] = useState(emptyDiscountForm);
  return (
    <>
      <PageHeader title="Create discount" back={{ to: discountsPaths.list, label: `Back to ${DISCOUNTS_TITLE}` }} />
      <DiscountForm draftKey="discount:new" initial={initial} onSave={createDiscount} savedMessage="Discount created." />
    </>
  );
}
