import type { EditableTableEdits } from '@admin-console/admin-ui';
import { cellShown } from './cells';
import { FEE_COLUMNS, FEE_GROUPS, feeRowLabel, feesPayload, validateFeeEdits, type Fee } from './rules';
import { fetchFees, saveFees } from './api';
import { CatalogueEditor, type CatalogueLayout } from './CatalogueEditor';
import { useT } from './messages';

const LAYOUT: CatalogueLayout<Fee> = { columns: FEE_COLUMNS, groups: FEE_GROUPS };
const layout = (): CatalogueLayout<Fee> => LAYOUT;
const validator = () => validateFeeEdits;
const changed = (rows: readonly Fee[], edits: EditableTableEdits) => feesPayload(rows, edits).fees;
const save = (fees: Fee[]) => saveFees({ fees });
const feeName = (row: Fee) => cellShown(row.name_alias) || `#${cellShown(row.id)}`;

/** Fees (docs/product.md#fee-columns): the fee catalogue, editable with Edit / Save Data; PATCH /api/fees with `{ fees }`. */
export function FeesPage() {
  const t = useT();
  const title = t('fees.title');
  return (
    <CatalogueEditor<Fee>
      screen="fees"
      listKey="fees"
      title={title}
      caption={title}
      noun={{ one: 'fee', many: 'fees' }}
      load={fetchFees}
      layout={layout}
      validator={validator}
      changed={changed}
      save={save}
      rowLabel={feeRowLabel}
      rowName={feeName}
      loadErrorMessage={t('fees.loadFailed.fees')}
    />
  );
}
