import { cellShown } from './cells';
import { FEE_COLUMNS, FEE_GROUPS, feeRowLabel, feesPayload, validateFeeEdits, type Fee } from './rules';
import { fetchFees, saveFees } from './api';
import { CatalogueEditor, type CatalogueLayout, type CatalogueRules } from './CatalogueEditor';

const LAYOUT: CatalogueLayout<Fee> = { columns: FEE_COLUMNS, groups: FEE_GROUPS };

/** The fee catalogue: fixed columns, every cell validated on its own; PATCH /api/fees with `{ fees }`. */
const FEE_RULES: CatalogueRules<Fee> = {
  load: fetchFees,
  layout: () => LAYOUT,
  validator: () => validateFeeEdits,
  changed: (rows, edits) => feesPayload(rows, edits).fees,
  save: (fees) => saveFees({ fees }),
  rowLabel: feeRowLabel,
  rowName: (row) => cellShown(row.name_alias) || `#${cellShown(row.id)}`,
};

/** Fees (docs/product.md#fee-columns): the fee catalogue, editable with Edit / Save Data. */
export function FeesPage() {
  return <CatalogueEditor<Fee> screen="fees" rules={FEE_RULES} />;
}
