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
import { CatalogueEditor, type CatalogueLayout } from './CatalogueEditor';
import { useT } from './messages';

const layoutFor = (rows: readonly Distribution[]) => distributionLayout(productPrefix(rows) ?? UNKNOWN_PRODUCT);
const layout = (rows: readonly Distribution[]): CatalogueLayout<Distribution> => layoutFor(rows);
const validator = (rows: readonly Distribution[]) => {
  const { numericKeys } = layoutFor(rows);
  return (edits: EditableTableEdits) => validateDistributionEdits(edits, numericKeys);
};
const warner = (rows: readonly Distribution[]) => {
  const { percentageKeys } = layoutFor(rows);
  const base = distributionWarnings(rows, percentageKeys);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return (edits: EditableTableEdits) => warningsWithEdits(base, byId, edits, percentageKeys);
};
const changed = (rows: readonly Distribution[], edits: EditableTableEdits) =>
  distributionsPayload(rows, edits, layoutFor(rows).numericKeys).distributions;
const save = (distributions: Distribution[]) => saveDistributions({ distributions });
/** The `fee` column sorts by the alias it shows. */
/** A distribution is named by its fee's alias in the review and conflict lists. */
const distributionName = (row: Distribution) => feeAliasOf(row.fee);
const sortValues = { fee: (row: Distribution) => feeAliasOf(row.fee) };

/**
 * Distributions (docs/product.md#distribution-columns): how each fee splits between the product, a guarantor and a processor.
 * The product's key prefix is read from the data; percentages that do not sum to 100 are warned about.
 */
export function DistributionPage() {
  const t = useT();
  return (
    <CatalogueEditor<Distribution>
      screen="distribution"
      listKey="distributions"
      title={t('fees.distributions.title')}
      caption={t('fees.distributions.caption')}
      noun={{ one: 'distribution', many: 'distributions' }}
      load={fetchDistributions}
      layout={layout}
      validator={validator}
      warner={warner}
      changed={changed}
      save={save}
      rowLabel={distributionRowLabel}
      rowName={distributionName}
      sortValues={sortValues}
      loadErrorMessage={t('fees.loadFailed.distributions')}
    />
  );
}
