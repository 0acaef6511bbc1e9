import {
  Button,
  DataTable,
  formatIsoDate,
  PageHeader,
  StatusBadge,
  todayIsoDate,
  type DataColumn,
  type DataTableRowLink,
} from '@admin-console/admin-ui';
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { useListParams } from '../../../data/useListParams';
import { useRemote } from '../../../data/useRemote';
import { discountPhase, userTypeLabel, type Discount } from '../../../domain/discounts';
import { fetchDiscounts } from '../../../services/discounts';
import { ListCell } from '../formLayout.styles';

export const DISCOUNTS_LOAD_FAILED = 'Failed to load discount promotions. Please try again.';
/** SPEC.md section 2: default table page size. */
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

const PHASES = {
  active: { tone: 'success', label: 'Active' },
  scheduled: { tone: 'info', label: 'Scheduled' },
  ended: { tone: 'neutral', label: 'Ended' },
} as const;

const columns: DataColumn<Discount>[] = [
  { key: 'discount_name', title: 'Name', render: (d) => d.name || NONE },
  { key: 'discount_rate', title: 'Rate %', align: 'end', render: (d) => amount(d.rate) },
  { key: 'discount_cap', title: 'Cap', align: 'end', render: (d) => amount(d.cap) },
  { key: 'eligible_payers', dir: 'ltr', title: 'Eligible Payers', render: (d) => listOf(d.payers.map((g) => g.name)) },
  { key: 'eligible_payees', dir: 'ltr', title: 'Eligible Payees', render: (d) => listOf(d.payees.map((g) => g.name)) },
  { key: 'user_type', title: 'User Type', render: (d) => userTypeLabel(d) || NONE },
  { key: 'affected_fees', dir: 'ltr', title: 'Affected Fees', render: (d) => listOf(d.fees.map((f) => f.nameAlias ?? `Fee ${f.id}`)) },
  { key: 'affected_guarantors', dir: 'ltr', title: 'Affected Guarantors', render: (d) => listOf(d.guarantors) },
  { key: 'start_date', title: 'Start Date', render: (d) => day(d.start) },
  { key: 'end_date', title: 'End Date', render: (d) => day(d.end) },
  {
    key: 'status',
    title: 'Status',
    render: (d) => {
      const phase = discountPhase(d, todayIsoDate());
      return phase ? <StatusBadge tone={PHASES[phase].tone}>{PHASES[phase].label}</StatusBadge> : NONE;
    },
  },
];

const rowLink: DataTableRowLink<Discount> = {
  to: (d) => `/edit-discount?id=${d.id}`,
  text: 'View',
  ariaLabel: (d) => `View ${d.name || `discount ${d.id}`}`,
};

const NO_FILTERS = {} as Record<never, string>;

/** Discount Promotions list (SPEC.md section 2, with the four columns PRODUCT.md fills). */
export function DiscountListPage() {
  useDocumentTitle('Discount Promotions');
  const navigate = useNavigate();
  const { page, update } = useListParams(NO_FILTERS);
  const discounts = useRemote('discounts', fetchDiscounts);
  const all = discounts.data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / DISCOUNTS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = all.slice((current - 1) * DISCOUNTS_PAGE_SIZE, current * DISCOUNTS_PAGE_SIZE);

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
