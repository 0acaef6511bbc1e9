import { cellShown, feeTypeName } from './cells';
import { FEE_COLUMNS, FEE_GROUPS, feeExportColumns, feeRowLabel, feesPayload, validateFeeEdits, type Fee } from './rules';
import { fetchFees, saveFees } from './api';
import { CatalogueEditor, type CatalogueRules } from './CatalogueEditor';

/** The fee catalogue: fixed columns, every cell validated on its own; PATCH /api/fees with `{ fees }`. */
const FEE_RULES: CatalogueRules<Fee> = {
  load: fetchFees,
  // The export's titles are read in the language chosen: the editor lays out again when it changes.
  layout: () => ({ columns: FEE_COLUMNS, groups: FEE_GROUPS, exportColumns: feeExportColumns() }),
  validator: () => validateFeeEdits,
  changed: (rows, edits) => feesPayload(rows, edits).fees,
  save: (fees) => saveFees({ fees }),
  rowLabel: feeRowLabel,
  rowName: (row) => cellShown(row.name_alias) || `#${cellShown(row.id)}`,
  /** The type sorts by the words it shows. */
  sortValues: { type: (row) => feeTypeName(row.type) ?? cellShown(row.type) },
};

/** Fees (docs/product.md#fee-columns): the fee catalogue, editable with Edit / Save Data. */
export function FeesPage() {
  return <CatalogueEditor<Fee> screen="fees" rules={FEE_RULES} />;
}
