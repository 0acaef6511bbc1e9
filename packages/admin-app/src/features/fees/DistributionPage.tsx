import type { EditableTableEdits } from '@admin-console/admin-ui';
import {
  distributionLayout,
  distributionRowLabel,
  distributionsPayload,
  distributionWarnings,
  feeAliasOf,
  productPrefix,
  UNKNOWN_PRODUCT,
  validateDistributionEdits,
  warningsWithEdits,
  type Distribution,
} from './rules';
import { fetchDistributions, saveDistributions } from './api';
import { CatalogueEditor, type CatalogueRules } from './CatalogueEditor';

const layoutFor = (rows: readonly Distribution[]) => distributionLayout(productPrefix(rows) ?? UNKNOWN_PRODUCT);

/**
 * The distributions: columns named after the product read from the data (docs/product.md#product-prefix), rows whose
 * percentages do not sum to 100 warned about; PATCH /api/fees-distribution with `{ distributions }`.
 */
const DISTRIBUTION_RULES: CatalogueRules<Distribution> = {
  load: fetchDistributions,
  layout: layoutFor,
  validator: (rows) => {
    const { numericKeys } = layoutFor(rows);
    return (edits: EditableTableEdits) => validateDistributionEdits(edits, numericKeys);
  },
  warner: (rows) => {
    const { percentageKeys } = layoutFor(rows);
    const base = distributionWarnings(rows, percentageKeys);
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    return (edits: EditableTableEdits) => warningsWithEdits(base, byId, edits, percentageKeys);
  },
  splitKeys: (rows) => layoutFor(rows).percentageKeys,
  changed: (rows, edits) => distributionsPayload(rows, edits, layoutFor(rows).numericKeys).distributions,
  save: (distributions) => saveDistributions({ distributions }),
  rowLabel: distributionRowLabel,
  /** A distribution is named by its fee's alias in the review and conflict lists. */
  rowName: (row) => feeAliasOf(row.fee),
  /** The `fee` column sorts by the alias it shows. */
  sortValues: { fee: (row) => feeAliasOf(row.fee) },
};

/**
 * Distributions (docs/product.md#distribution-columns): how each fee splits between the product, a guarantor and a
 * processor, editable with Edit / Save Data.
 */
export function DistributionPage() {
  return <CatalogueEditor<Distribution> screen="distribution" rules={DISTRIBUTION_RULES} />;
}
