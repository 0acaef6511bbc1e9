import { useState } from 'react';
import { FormScreen } from '../../kernel/forms/FormScreen';
import { emptyGroupForm, formToCreatePayload, type PromotionGroupFormValues } from './rules';
import { createPromotionGroup } from './api';
import { PromotionGroupForm } from './PromotionGroupForm';
import { promotionGroupsPaths } from './paths';
import { useT } from './messages';

const save = (values: PromotionGroupFormValues) => createPromotionGroup(formToCreatePayload(values));

/** Create discount group (docs/product.md#promotion-group-form): POST name, description, user_ids, then /promotion-groups. */
export function CreatePromotionGroupPage() {
  const t = useT();
  const [initial] = useState(emptyGroupForm);
  return (
    <FormScreen title={t('promotion-groups.createTitle')} back={{ to: promotionGroupsPaths.list, label: t('promotion-groups.back') }}>
      <PromotionGroupForm draftKey="group:new" initial={initial} onSave={save} savedMessage={t('promotion-groups.created')} />
    </FormScreen>
  );
}
