import { Button, DataTable, formatIsoDate, PageHeader, type DataColumn, type DataTableRowLink } from '@admin-console/admin-ui';
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';
import { clientPage } from '../../kernel/clientPage';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useListParams } from '../../kernel/useListParams';
import { useRemote } from '../../kernel/useRemote';
import { userTypeLabel, type Discount } from './rules';
import { shownText } from '../../kernel/fields';
import { recordQueryPath } from '../../kernel/recordPath';
import { fetchDiscounts } from './api';
import { ListCell } from '../../kernel/forms/formLayout.styles';

export const DISCOUNTS_LOAD_FAILED = 'Failed to load discount promotions. Please try again.';
/** Default table page size (docs/product.md#business-constants). */
export const DISCOUNTS_PAGE_SIZE = 10;

const NONE = '—';
/** Names one after another, each isolated (an Arabic group name reads right to left in its place). */
const listOf = (names: readonly string[]) =>
  names.length ? (
    <ListCell>
      {names.map((name, i) => (
        <Fragment key={`${i}:${name}`}>
          {i > 0 && ', '}
          <bdi>{name}</bdi>
        </Fragment>
      ))}
    </ListCell>
  ) : (
    NONE
  );
const day = (iso: string | null) => (iso ? formatIsoDate(iso) : NONE);
const amount = (n: number | null) => (n === null ? NONE : n.toLocaleString(undefined, { maximumFractionDigits: 2 }));

/**
 * The column names of docs/product.md#discount-list, word for word. The four columns it fills take DataTable's
 * dir="auto" like the rest: a list of Arabic group names reads right to left.
 */
const columns: DataColumn<Discount>[] = [
  // Titles in words; the wire name is each header's description (its tooltip, read with it).
  { key: 'discount_name', title: 'Name', description: 'discount_name', render: (d) => shownText(d.name, NONE) },
  { key: 'discount_rate', title: 'Discount rate %', description: 'discount_rate', align: 'end', render: (d) => amount(d.rate) },
  { key: 'discount_cap', title: 'Discount cap', description: 'discount_cap', align: 'end', render: (d) => amount(d.cap) },
  {
    key: 'eligible_payers',
    title: 'Eligible payers',
    description: 'eligibele_groups (payer)',
    render: (d) => listOf(d.payers.map((g) => g.name)),
  },
  {
    key: 'eligible_payees',
    title: 'Eligible payees',
    description: 'eligibele_groups (payee)',
    render: (d) => listOf(d.payees.map((g) => g.name)),
  },
  { key: 'user_type', title: 'User type', description: 'user_type', render: (d) => userTypeLabel(d) || NONE },
  {
    key: 'affected_fees',
    title: 'Affected fees',
    description: 'affected_fees',
    render: (d) => listOf(d.fees.map((f) => f.nameAlias ?? `Fee ${f.id}`)),
  },
  { key: 'affected_guarantors', title: 'Affected guarantors', description: 'affected_guarantors', render: (d) => listOf(d.guarantors) },
  { key: 'start_date', title: 'Start date', description: 'start_date', render: (d) => day(d.start) },
  { key: 'end_date', title: 'End date', description: 'end_date', render: (d) => day(d.end) },
];

const rowLink: DataTableRowLink<Discount> = {
  to: (d) => recordQueryPath('/edit-discount', d.id),
  text: 'View',
  header: 'View',
  ariaLabel: (d) => `View ${d.name || `discount ${d.id}`}`,
};

const NO_FILTERS = {} as Record<never, string>;

/** Discount Promotions list (docs/product.md#discount-list). */
export function DiscountListPage() {
  useDocumentTitle('Discount Promotions');
  const navigate = useNavigate();
  const { page, update } = useListParams(NO_FILTERS);
  const discounts = useRemote('discounts', fetchDiscounts);
  const all = discounts.data ?? [];
  const { rows, current, pageCount } = clientPage(all, page, DISCOUNTS_PAGE_SIZE);

  return (
    <>
      <PageHeader
        title="Discount Promotions"
        actions={
          <>
            <Button onClick={() => navigate('/new-discount')}>New Discount</Button>
            <Button variant="secondary" onClick={() => navigate('/new-promotion-group')}>
              New Group
            </Button>
          </>
        }
      />
      <DataTable
        caption="Discount promotions"
        hideCaption
        columns={columns}
        rows={rows}
        getRowId={(d) => d.id}
        loading={discounts.status === 'loading'}
        error={discounts.status === 'error' ? DISCOUNTS_LOAD_FAILED : null}
        onRetry={discounts.reload}
        empty={{ title: 'No Discounts Found', description: 'Create a discount promotion to see it here.' }}
        page={current}
        pageCount={pageCount}
        onPageChange={(next) => update({ page: next })}
        total={discounts.data ? all.length : null}
        rowLink={rowLink}
        skeletonRows={5}
      />
    </>
  );
}
