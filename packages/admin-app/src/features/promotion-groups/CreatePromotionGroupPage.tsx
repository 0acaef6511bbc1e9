import { PageHeader } from '@admin-console/admin-ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { emptyGroupForm, formToCreatePayload, type PromotionGroupFormValues } from './rules';
import { createPromotionGroup } from './api';
import { PromotionGroupForm } from './PromotionGroupForm';
import { promotionGroupsPaths } from './paths';

const save = (values: PromotionGroupFormValues) => createPromotionGroup(formToCreatePayload(values));

/** Create Promotion Group (docs/product.md#promotion-group-form): POST name, description, user_ids, then /promotion-groups. */
export function CreatePromotionGroupPage() {
  useDocumentTitle('Create Promotion Group');
  const [initial] = useState(emptyGroupForm);
  return (
    <>
      <PageHeader title="Create Promotion Group" back={{ to: promotionGroupsPaths.list, label: 'Back to Discount Groups' }} />
      <PromotionGroupForm draftKey="group:new" initial={initial} onSave={save} savedMessage="Promotion group created." />
    </>
  );
}
