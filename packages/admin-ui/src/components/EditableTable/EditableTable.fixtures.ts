// Demo data for the stories and tests of EditableTable: Fees-like and Distributions-like rows, and the kind of
// validation a screen passes in. Not exported from the package.
import type { EditableColumn, EditableColumnGroup, EditableTableEdits, EditableTableErrors, EditableTableWarnings } from './types';

export interface FeeRow {
  id: number;
  type: string;
  name_alias: string;
  name_english: string;
  name_arabic: string;
  payer_percentage: number;
  payee_percentage: number;
  payer_minimum: number;
  payee_minimum: number;
  fixed: number;
  conditions: string;
}

const FEE_KINDS = [
  ['transfer', 'wallet_transfer', 'Wallet to wallet transfer', 'تحويل من محفظة إلى محفظة'],
  ['withdrawal', 'cash_out', 'Cash withdrawal at agent', 'سحب نقدي لدى الوكيل'],
  ['payment', 'bill_payment', 'Bill payment', 'دفع الفواتير'],
  ['payment', 'merchant_payment', 'Merchant payment', 'الدفع للتاجر'],
  ['transfer', 'cliq_transfer', 'CliQ instant transfer', 'تحويل فوري عبر كليك'],
  ['deposit', 'wallet_top_up', 'Wallet top-up by card', 'شحن المحفظة بالبطاقة'],
  ['transfer', 'bank_transfer', 'Transfer to bank account', 'تحويل إلى حساب بنكي'],
  ['service', 'balance_inquiry', 'Balance inquiry', 'الاستعلام عن الرصيد'],
] as const;

const CONDITIONS = ['per transaction', 'amount > 100', 'monthly cap 500', ''];

/** `count` fee rows with ids 1..count; deterministic, so screenshots and assertions are stable. */
export function makeFees(count: number): FeeRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [type, alias, english, arabic] = FEE_KINDS[i % FEE_KINDS.length]!;
    const round = Math.floor(i / FEE_KINDS.length);
    return {
      id: i + 1,
      type,
      name_alias: round ? `${alias}_${round + 1}` : alias,
      name_english: round ? `${english} ${round + 1}` : english,
      name_arabic: arabic,
      payer_percentage: (i % 5) * 0.25,
      payee_percentage: (i % 3) * 0.5,
      payer_minimum: [0, 0.1, 0.2, 0.3][i % 4]!,
      payee_minimum: 0,
      fixed: [0, 0.05, 0.1, 0.15, 0.2, 0.25][i % 6]!,
      conditions: CONDITIONS[i % CONDITIONS.length]!,
    };
  });
}

export const FEE_COLUMNS: EditableColumn<FeeRow>[] = [
  { key: 'id', title: 'id', type: 'number', editable: true, width: 64 },
  { key: 'type', title: 'type', editable: true, width: 120 },
  { key: 'name_alias', title: 'name_alias', width: 170 },
  { key: 'name_english', title: 'name_english', editable: true, width: 210 },
  { key: 'name_arabic', title: 'name_arabic', editable: true, width: 210 },
  { key: 'payer_percentage', title: 'payer_percentage', type: 'number', editable: true, width: 150 },
  { key: 'payee_percentage', title: 'payee_percentage', type: 'number', editable: true, width: 150 },
  { key: 'payer_minimum', title: 'payer_minimum', type: 'number', editable: true, width: 140 },
  { key: 'payee_minimum', title: 'payee_minimum', type: 'number', editable: true, width: 140 },
  { key: 'fixed', title: 'fixed', type: 'number', editable: true, width: 120 },
  { key: 'conditions', title: 'conditions', editable: true, width: 180 },
];

const NUMBER = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/;

/** The product's bounds (docs/product.md#cell-rules): numbers only; percentages 0 to 100; minimums and fixed amounts 0 or more. */
export function checkNumber(key: string, raw: string): string | undefined {
  if (!NUMBER.test(raw)) return 'Enter a number';
  const n = Number(raw);
  if (key.endsWith('_percentage')) return n < 0 || n > 100 ? 'Enter 0 to 100' : undefined;
  return n < 0 ? 'Enter 0 or more' : undefined;
}

/** Validates the dirty numeric cells, as the Fees screen will. */
export function validateEdits(edits: EditableTableEdits, numericKeys: readonly string[]): EditableTableErrors {
  const errors: Record<string, Record<string, string>> = {};
  for (const id in edits) {
    const rowEdits = edits[id];
    for (const key in rowEdits) {
      const raw = rowEdits[key];
      if (raw === undefined || !numericKeys.includes(key)) continue;
      const message = checkNumber(key, raw);
      if (message) (errors[id] ??= {})[key] = message;
    }
  }
  return errors;
}

export const FEE_NUMERIC_KEYS = FEE_COLUMNS.filter((c) => c.type === 'number').map((c) => c.key);

export interface DistributionRow {
  id: number;
  processor_id: number;
  guarantor_id: number;
  fee: string;
  wallet_percentage: number;
  guarantor_percentage: number;
  processor_percentage: number;
  wallet_fixed: number;
  guarantor_fixed: number;
  processor_fixed: number;
}

export const DISTRIBUTIONS: DistributionRow[] = [
  {
    id: 1,
    processor_id: 3,
    guarantor_id: 1,
    fee: 'wallet_transfer',
    wallet_percentage: 50,
    guarantor_percentage: 30,
    processor_percentage: 20,
    wallet_fixed: 0.1,
    guarantor_fixed: 0.05,
    processor_fixed: 0.05,
  },
  {
    id: 2,
    processor_id: 3,
    guarantor_id: 1,
    fee: 'cash_out',
    wallet_percentage: 60,
    guarantor_percentage: 25,
    processor_percentage: 15,
    wallet_fixed: 0.2,
    guarantor_fixed: 0,
    processor_fixed: 0.1,
  },
  {
    id: 3,
    processor_id: 4,
    guarantor_id: 2,
    fee: 'bill_payment',
    wallet_percentage: 40,
    guarantor_percentage: 30,
    processor_percentage: 20,
    wallet_fixed: 0,
    guarantor_fixed: 0,
    processor_fixed: 0,
  },
  {
    id: 4,
    processor_id: 4,
    guarantor_id: 2,
    fee: 'Unknown',
    wallet_percentage: 70,
    guarantor_percentage: 20,
    processor_percentage: 10,
    wallet_fixed: 0.15,
    guarantor_fixed: 0.05,
    processor_fixed: 0,
  },
];

export const DISTRIBUTION_COLUMNS: EditableColumn<DistributionRow>[] = [
  { key: 'id', title: 'id', type: 'number', width: 60 },
  { key: 'processor_id', title: 'processor_id', type: 'number', width: 120 },
  { key: 'guarantor_id', title: 'guarantor_id', type: 'number', width: 120 },
  { key: 'fee', title: 'fee', width: 150 },
  { key: 'wallet_percentage', title: 'wallet', type: 'number', editable: true, width: 100 },
  { key: 'guarantor_percentage', title: 'guarantor', type: 'number', editable: true, width: 100 },
  { key: 'processor_percentage', title: 'processor', type: 'number', editable: true, width: 100 },
  { key: 'wallet_fixed', title: 'wallet', type: 'number', editable: true, width: 100 },
  { key: 'guarantor_fixed', title: 'guarantor', type: 'number', editable: true, width: 100 },
  { key: 'processor_fixed', title: 'processor', type: 'number', editable: true, width: 100 },
];

export const DISTRIBUTION_GROUPS: EditableColumnGroup[] = [
  { title: '', colSpan: 4 },
  { title: 'Percentages', colSpan: 3 },
  { title: 'Fixed amounts', colSpan: 3 },
];

const PERCENT_KEYS = ['wallet_percentage', 'guarantor_percentage', 'processor_percentage'] as const;

/** A distribution whose three percentages (edits applied) do not sum to 100 gets a warning, not a block. */
export function distributionWarnings(rows: readonly DistributionRow[], edits: EditableTableEdits): EditableTableWarnings {
  const warnings: Record<string, string> = {};
  for (const row of rows) {
    const rowEdits = edits[String(row.id)];
    const sum = PERCENT_KEYS.reduce((total, key) => total + Number(rowEdits?.[key] ?? row[key]), 0);
    if (Number.isFinite(sum) && Math.abs(sum - 100) > 1e-9) warnings[row.id] = `Percentages sum to ${Math.round(sum * 100) / 100}, not 100`;
  }
  return warnings;
}

export interface DiscountRow {
  id: number;
  discount_name: string;
  discount_rate: number;
  start_date: string;
  end_date: string;
}

export const DISCOUNTS: DiscountRow[] = [
  { id: 11, discount_name: 'Ramadan cashback', discount_rate: 10, start_date: '2026-02-18', end_date: '2026-03-19' },
  { id: 12, discount_name: 'خصم العودة إلى المدارس', discount_rate: 5, start_date: '2026-08-20', end_date: '2026-09-10' },
  { id: 13, discount_name: 'Merchant onboarding', discount_rate: 2.5, start_date: '2026-01-01', end_date: '2026-12-31' },
];

export const DISCOUNT_COLUMNS: EditableColumn<DiscountRow>[] = [
  { key: 'discount_name', title: 'discount_name', width: 240 },
  { key: 'discount_rate', title: 'discount_rate', type: 'number', width: 130 },
  { key: 'start_date', title: 'start_date', width: 130 },
  { key: 'end_date', title: 'end_date', width: 130 },
  {
    key: 'view',
    title: 'Actions',
    width: 110,
    link: { to: (row) => `/edit-discount?id=${row.id}`, text: 'View', ariaLabel: (row) => `View ${row.discount_name}` },
  },
];

/**
 * The Fees columns as a product shows them: titles in words, grouped (Payer / Payee), the wire name as each
 * column's description, the Arabic name marked `lang="ar"`, the id (the row's identity) read-only.
 */
export const FEE_WORD_COLUMNS: EditableColumn<FeeRow>[] = [
  { key: 'id', title: 'ID', description: 'id', type: 'number', width: 76 },
  { key: 'type', title: 'Type', description: 'type', editable: true, width: 120 },
  { key: 'name_alias', title: 'Alias', description: 'name_alias', width: 170 },
  { key: 'name_english', title: 'English name', description: 'name_english', editable: true, width: 210 },
  { key: 'name_arabic', title: 'Arabic name', description: 'name_arabic', lang: 'ar', editable: true, width: 210 },
  {
    key: 'payer_percentage',
    title: 'Payer %',
    label: 'Payer %',
    description: 'payer_percentage',
    type: 'number',
    editable: true,
    width: 110,
  },
  {
    key: 'payer_minimum',
    title: 'Payer minimum',
    label: 'Payer minimum',
    description: 'payer_minimum',
    type: 'number',
    editable: true,
    width: 140,
  },
  {
    key: 'payee_percentage',
    title: 'Payee %',
    label: 'Payee %',
    description: 'payee_percentage',
    type: 'number',
    editable: true,
    width: 110,
  },
  {
    key: 'payee_minimum',
    title: 'Payee minimum',
    label: 'Payee minimum',
    description: 'payee_minimum',
    type: 'number',
    editable: true,
    width: 140,
  },
  { key: 'fixed', title: 'Fixed', description: 'fixed', type: 'number', editable: true, width: 110 },
  { key: 'conditions', title: 'Conditions', description: 'conditions', editable: true, width: 180 },
];

export const FEE_WORD_GROUPS: EditableColumnGroup[] = [
  { title: '', colSpan: 5 },
  { title: 'Payer', colSpan: 2 },
  { title: 'Payee', colSpan: 2 },
];

/** The columns with the first one (the row's identity) held in view while the grid scrolls sideways. */
export function stickyFirst<Row>(columns: EditableColumn<Row>[]): EditableColumn<Row>[] {
  return columns.map((column, index) => (index === 0 ? { ...column, sticky: true } : column));
}
