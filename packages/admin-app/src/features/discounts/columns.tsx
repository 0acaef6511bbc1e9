import { CellStack, DateText, formatNumber, type DataColumn } from '@admin-console/admin-ui';
import { Fragment } from 'react';
import { sortableColumns } from '../../kernel/listSort';
import { userTypeLabel, type Discount } from './rules';
import { shownText } from '../../kernel/fields';
import { inLanguage } from '../../platform/i18n/inLanguage';
import { currentLocale } from '../../platform/i18n/i18n';
import { t } from './messages';
import { Day, ListCell } from '../../kernel/forms/formLayout.styles';
import { field, listField, numberField, type ExportColumn } from '../../kernel/listExport';

const NONE = '—';
/** Names one after another, each isolated (an Arabic group name reads right to left in its place). */
const listOf = (names: readonly string[]) =>
  names.length ? (
    <ListCell>
      {names.map((name, i) => (
        <Fragment key={`${i}:${name}`}>
          {i > 0 && (currentLocale() === 'ar' ? '، ' : ', ')}
          <bdi>{inLanguage(name)}</bdi>
        </Fragment>
      ))}
    </ListCell>
  ) : (
    NONE
  );
const amount = (n: number | null) => formatNumber(n) || NONE;
const rate = (n: number | null) => (n === null ? NONE : `${formatNumber(n)}%`);
/** "1 Nov 2026 – 30 Nov 2026", free to wrap after the dash; each day a <time> with its full date on hover. */
const period = (d: Discount) => (
  <>
    <Day>
      <DateText value={d.start} placeholder={NONE} /> –
    </Day>{' '}
    <Day>
      <DateText value={d.end} placeholder={NONE} />
    </Day>
  </>
);

/** A fee as the list names it: its alias, else "Fee {id}". */
const feeName = (f: Discount['fees'][number]) => f.nameAlias ?? t('discounts.feeFallback', { id: f.id });

/**
 * docs/product.md#discount-list in words, and fitting 1280 px beside the open sidebar without sideways
 * scrolling: the user type folds under the name, start and end make one Period. The four columns it fills
 * take DataTable's dir="auto" like the rest: a list of Arabic group names reads right to left.
 * Built in the interface language (titles, user types, fee names), again when it changes.
 */
export function discountColumns(): DataColumn<Discount>[] {
  // Titles in words; the wire name is each header's description (its tooltip, read with it) in the English interface
  // only (docs/product.md#column-titles): an identifier in Latin letters says nothing to an Arabic reader.
  const wire = (name: string) => (currentLocale() === 'ar' ? undefined : name);
  const columns: DataColumn<Discount>[] = [
    {
      key: 'discount_name',
      title: t('discounts.column.name'),
      description: wire('discount_name'),
      render: (d) => <CellStack truncate primary={inLanguage(shownText(d.name, NONE))} secondary={userTypeLabel(d)} />,
    },
    {
      key: 'discount_rate',
      title: t('discounts.column.rate'),
      description: wire('discount_rate'),
      align: 'end',
      nowrap: true,
      render: (d) => rate(d.rate),
    },
    {
      key: 'discount_cap',
      title: t('discounts.column.cap'),
      description: wire('discount_cap'),
      align: 'end',
      nowrap: true,
      render: (d) => amount(d.cap),
    },
    {
      key: 'eligible_payers',
      title: t('discounts.column.payers'),
      description: wire('eligibele_groups (payer)'),
      render: (d) => listOf(d.payers.map((g) => g.name)),
    },
    {
      key: 'eligible_payees',
      title: t('discounts.column.payees'),
      description: wire('eligibele_groups (payee)'),
      render: (d) => listOf(d.payees.map((g) => g.name)),
    },
    {
      key: 'affected_fees',
      title: t('discounts.column.fees'),
      description: wire('affected_fees'),
      render: (d) => listOf(d.fees.map(feeName)),
    },
    {
      key: 'affected_guarantors',
      title: t('discounts.column.guarantors'),
      description: wire('affected_guarantors'),
      render: (d) => listOf(d.guarantors),
    },
    { key: 'period', title: t('discounts.column.period'), description: wire('start_date – end_date'), render: period },
  ];
  /*
   * Each column sorts by its value: numbers as numbers, lists by the names shown, the name by the name alone (not the
   * user type under it), Period by its ISO start day. Keys are the columns' keys: `?sort=` naming another (user_type,
   * start_date, end_date from before they folded) is ignored.
   */
  const names = (list: readonly { name: string }[]) => list.map((g) => g.name).join(', ');
  return sortableColumns(columns, {
    discount_name: (d) => d.name,
    discount_rate: (d) => d.rate,
    discount_cap: (d) => d.cap,
    eligible_payers: (d) => names(d.payers),
    eligible_payees: (d) => names(d.payees),
    affected_fees: (d) => d.fees.map(feeName).join(', '),
    affected_guarantors: (d) => d.guarantors.join(', '),
    period: (d) => d.start,
  });
}

/**
 * Export CSV, for analysis (docs/product.md#list-export): the id first, one field a column, the rate and the cap as
 * numbers (their units in the headers), the period as two `YYYY-MM-DD` days, the user types in the interface language,
 * and the groups and fees as their ids (which the discount groups' and the fees' exports list with their names: a
 * name may change, repeat, or hold the separator; an id does not), several in one cell joined with the interface
 * language's list separator. Built in the interface language, again when it changes.
 */
export function discountExportColumns(): ExportColumn<Discount>[] {
  const ids = (list: readonly { id: number }[]) => listField(list.map((item) => item.id));
  return [
    { title: t('discounts.export.id'), value: (d) => d.id },
    { title: t('discounts.export.name'), value: (d) => field(d.name) },
    { title: t('discounts.export.userTypes'), value: userTypeLabel },
    { title: t('discounts.export.rate'), value: (d) => numberField(d.rate) },
    { title: t('discounts.export.cap'), value: (d) => numberField(d.cap) },
    { title: t('discounts.export.start'), value: (d) => d.start ?? '' },
    { title: t('discounts.export.end'), value: (d) => d.end ?? '' },
    { title: t('discounts.export.payers'), value: (d) => ids(d.payers) },
    { title: t('discounts.export.payees'), value: (d) => ids(d.payees) },
    { title: t('discounts.export.fees'), value: (d) => ids(d.fees) },
    { title: t('discounts.export.guarantors'), value: (d) => listField(d.guarantors) },
  ];
}
