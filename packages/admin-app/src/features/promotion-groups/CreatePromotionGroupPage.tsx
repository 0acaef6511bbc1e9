import { PageHeader } from '@admin-console/admin-ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { emptyGroupForm, formToCreatePayload, type PromotionGroupFormValues } from './rules';
import { createPromotionGroup } from './api';
import { PromotionGroupForm } from './PromotionGroupForm';
import { promotionGroupsPaths } from './paths';
import { GROUPS_TITLE } from './names';

const save = (values: PromotionGroupFormValues) => createPromotionGroup(formToCreatePayload(values));

/** Create discount group (docs/product.md#promotion-group-form): POST name, description, user_ids, then /promotion-groups. */
export function CreatePromotionGroupPage() {
  useDocumentTitle('Create discount group');
  const [initial] = useState(emptyGroupForm);
  return (
    <>
      <PageHeader title="Create discount group" back={{ to: promotionGroupsPaths.list, label: `Back to ${GROUPS_TITLE}` }} />
      <PromotionGroupForm draftKey="group:new" initial={initial} onSave={save} savedMessage="Discount group created." />
    </>
  );
}
