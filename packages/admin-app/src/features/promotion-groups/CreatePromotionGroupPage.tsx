import { PageHeader } from '@admin-console/admin-ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { emptyGroupForm, formToCreatePayload, type PromotionGroupFormValues } from './rules';
import { createPromotionGroup } from './api';
import { PromotionGroupForm } from './PromotionGroupForm';
import { promotionGroupsPaths } from './paths';
import { useT } from './messages';

const save = (values: PromotionGroupFormValues) => createPromotionGroup(formToCreatePayload(values));

/** Create discount group (docs/product.md#promotion-group-form): POST name, description, user_ids, then /promotion-groups. */
export function CreatePromotionGroupPage() {
  const t = useT();
  useDocumentTitle(t('promotion-groups.createTitle'));
  const [initial] = useState(emptyGroupForm);
  return (
    <>
      <PageHeader title={t('promotion-groups.createTitle')} back={{ to: promotionGroupsPaths.list, label: t('promotion-groups.back') }} />
      <PromotionGroupForm draftKey="group:new" initial={initial} onSave={save} savedMessage={t('promotion-groups.created')} />
    </>
  );
}
