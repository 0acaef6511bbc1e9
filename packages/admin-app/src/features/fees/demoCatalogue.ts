/**
 * The demo fee catalogue: the fees a wallet processor charges, in English and Arabic. The seed of
 * the fees store (fees.ts) and the fee ids other areas (discounts) refer to. Amounts are in JOD.
 */
/** A type, not an interface: a fee of the contract keeps other fields too (`Schema<'Fee'>` has a catch-all). */
export type DemoFee = {
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
  /** When the fee last changed: only a fee the demo's other admin saved (?demo-concurrent) carries it. */
  updated_at?: string;
};

type FeeSeed = Omit<DemoFee, 'id'>;

/** A utility bill paid through eFAWATEERcom: every such biller's fee has the same terms, only its names differ. */
const eFawateercomBill = (name_alias: string, name_english: string, name_arabic: string): FeeSeed => ({
  type: 'bill_payment',
  name_alias,
  name_english,
  name_arabic,
  payer_percentage: 0,
  payee_percentage: 0.2,
  payer_minimum: 0,
  payee_minimum: 0.05,
  fixed: 0.15,
  conditions: 'eFAWATEERcom billers',
});

const catalogue: FeeSeed[] = [
  {
    type: 'transfer',
    name_alias: 'p2p_transfer',
    name_english: 'Wallet to wallet transfer',
    name_arabic: 'تحويل من محفظة إلى محفظة',
    payer_percentage: 0.5,
    payee_percentage: 0,
    payer_minimum: 0.1,
    payee_minimum: 0,
    fixed: 0,
    conditions: 'Per transfer, both wallets verified',
  },
  {
    type: 'transfer',
    name_alias: 'bank_transfer_out',
    name_english: 'Transfer to bank account',
    name_arabic: 'تحويل إلى حساب بنكي',
    payer_percentage: 1,
    payee_percentage: 0,
    payer_minimum: 0.5,
    payee_minimum: 0,
    fixed: 0.25,
    conditions: 'Local banks only',
  },
  {
    type: 'transfer',
    name_alias: 'cliq_transfer',
    name_english: 'CliQ instant transfer',
    name_arabic: 'تحويل فوري عبر كليك',
    payer_percentage: 0.25,
    payee_percentage: 0,
    payer_minimum: 0.1,
    payee_minimum: 0,
    fixed: 0,
    conditions: 'Up to 5,000 JOD per day',
  },
  {
    type: 'transfer',
    name_alias: 'intl_remittance',
    name_english: 'International remittance',
    name_arabic: 'حوالة دولية',
    payer_percentage: 1.5,
    payee_percentage: 0,
    payer_minimum: 2,
    payee_minimum: 0,
    fixed: 1,
    conditions: 'Corridor limits apply',
  },
  {
    type: 'cash_in',
    name_alias: 'cash_in_agent',
    name_english: 'Cash-in at agent',
    name_arabic: 'إيداع نقدي لدى وكيل',
    payer_percentage: 0,
    payee_percentage: 0.3,
    payer_minimum: 0,
    payee_minimum: 0.1,
    fixed: 0,
    conditions: '',
  },
  {
    type: 'cash_in',
    name_alias: 'cash_in_card',
    name_english: 'Top-up by debit card',
    name_arabic: 'شحن بالبطاقة',
    payer_percentage: 1.2,
    payee_percentage: 0,
    payer_minimum: 0.2,
    payee_minimum: 0,
    fixed: 0,
    conditions: 'Visa and Mastercard',
  },
  {
    type: 'cash_out',
    name_alias: 'cash_out_agent',
    name_english: 'Cash-out at agent',
    name_arabic: 'سحب نقدي لدى وكيل',
    payer_percentage: 0.75,
    payee_percentage: 0,
    payer_minimum: 0.25,
    payee_minimum: 0,
    fixed: 0,
    conditions: 'Agent float permitting',
  },
  {
    type: 'cash_out',
    name_alias: 'cash_out_atm',
    name_english: 'Cardless ATM withdrawal',
    name_arabic: 'سحب من الصراف الآلي بدون بطاقة',
    payer_percentage: 0,
    payee_percentage: 0,
    payer_minimum: 0,
    payee_minimum: 0,
    fixed: 0.5,
    conditions: 'Partner ATMs',
  },
  eFawateercomBill('bill_electricity', 'Electricity bill payment', 'دفع فاتورة الكهرباء'),
  eFawateercomBill('bill_water', 'Water bill payment', 'دفع فاتورة المياه'),
  {
    type: 'bill_payment',
    name_alias: 'bill_telecom',
    name_english: 'Mobile and internet bill',
    name_arabic: 'فاتورة الهاتف والإنترنت',
    payer_percentage: 0,
    payee_percentage: 0.25,
    payer_minimum: 0,
    payee_minimum: 0.05,
    fixed: 0.1,
    conditions: '',
  },
  {
    type: 'merchant_payment',
    name_alias: 'merchant_qr',
    name_english: 'Merchant payment by QR',
    name_arabic: 'دفع للتاجر عبر رمز QR',
    payer_percentage: 0,
    payee_percentage: 1,
    payer_minimum: 0,
    payee_minimum: 0.05,
    fixed: 0,
    conditions: 'Registered merchants',
  },
  {
    type: 'merchant_payment',
    name_alias: 'merchant_online',
    name_english: 'Online checkout',
    name_arabic: 'الدفع الإلكتروني لدى المتاجر',
    payer_percentage: 0,
    payee_percentage: 1.75,
    payer_minimum: 0,
    payee_minimum: 0.1,
    fixed: 0.05,
    conditions: 'E-commerce merchants',
  },
  {
    type: 'salary',
    name_alias: 'salary_disbursement',
    name_english: 'Salary disbursement',
    name_arabic: 'صرف الرواتب',
    payer_percentage: 0.1,
    payee_percentage: 0,
    payer_minimum: 0.05,
    payee_minimum: 0,
    fixed: 0,
    conditions: 'Corporate wallets',
  },
  {
    type: 'government',
    name_alias: 'gov_fees',
    name_english: 'Government fees payment',
    name_arabic: 'دفع الرسوم الحكومية',
    payer_percentage: 0,
    payee_percentage: 0,
    payer_minimum: 0,
    payee_minimum: 0,
    fixed: 0.35,
    conditions: '',
  },
  {
    type: 'donation',
    name_alias: 'charity_donation',
    name_english: 'Charity donation',
    name_arabic: 'تبرع خيري',
    payer_percentage: 0,
    payee_percentage: 0,
    payer_minimum: 0,
    payee_minimum: 0,
    fixed: 0,
    conditions: 'Free of charge',
  },
  {
    type: 'card',
    name_alias: 'virtual_card_issue',
    name_english: 'Virtual card issuance',
    name_arabic: 'إصدار بطاقة افتراضية',
    payer_percentage: 0,
    payee_percentage: 0,
    payer_minimum: 0,
    payee_minimum: 0,
    fixed: 2,
    conditions: 'One-off',
  },
  {
    type: 'card',
    name_alias: 'card_fx_markup',
    name_english: 'Foreign currency card payment',
    name_arabic: 'دفع بالبطاقة بعملة أجنبية',
    payer_percentage: 2.5,
    payee_percentage: 0,
    payer_minimum: 0.2,
    payee_minimum: 0,
    fixed: 0,
    conditions: 'Non-JOD transactions',
  },
];

/** A fresh copy of the catalogue, ids from 1. */
export function seedFeeCatalogue(): DemoFee[] {
  return catalogue.map((fee, index) => ({ id: index + 1, ...fee }));
}
