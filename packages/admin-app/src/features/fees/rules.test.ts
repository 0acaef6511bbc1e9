import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AMOUNT_MAX,
  applyChanges,
  changedRowIds,
  checkAmount,
  distributionLayout,
  distributionsPayload,
  distributionWarning,
  distributionWarnings,
  FEE_COLUMNS,
  FEE_GROUPS,
  feeAliasOf,
  feesPayload,
  parseNumber,
  productPrefix,
  productTitle,
  serverCellErrors,
  withServerErrors,
  validateDistributionEdits,
  validateFeeEdits,
  warningsWithEdits,
  type Distribution,
  type Fee,
  type CatalogueRow,
} from './rules';
import { draftStore, hasPendingDraft, restorableDraft, restorableRefusals } from './drafts';
import type { EditableColumn } from '@admin-console/admin-ui';

const fee = (id: number, extra: Partial<Fee> = {}): Fee => ({
  id,
  type: 'transfer',
  name_alias: `fee_${id}`,
  name_english: `Fee ${id}`,
  name_arabic: 'رسوم',
  payer_percentage: 1,
  payee_percentage: 0,
  payer_minimum: 0.5,
  payee_minimum: 0,
  fixed: 0,
  conditions: '',
  ...extra,
});

const dist = (id: number, p: [number | string, number | string, number | string], extra: Partial<Distribution> = {}): Distribution => ({
  id,
  processor_id: 3,
  guarantor_id: 1,
  fee: { name_alias: `fee_${id}` },
  wallet_percentage: p[0],
  guarantor_percentage: p[1],
  processor_percentage: p[2],
  wallet_fixed: 0,
  guarantor_fixed: 0,
  processor_fixed: 0,
  ...extra,
});

describe('columns', () => {
  it('titles the Fees columns in words with the wire name as description; id and name_alias read-only; Payer / Payee grouped', () => {
    expect(FEE_COLUMNS.map((c) => c.key)).toEqual([
      'id',
      'type',
      'name_alias',
      'name_english',
      'name_arabic',
      'payer_percentage',
      'payer_minimum',
      'payee_percentage',
      'payee_minimum',
      'fixed',
      'conditions',
    ]);
    expect(FEE_COLUMNS.map((c) => c.title)).toEqual([
      'ID',
      'Type',
      'Alias',
      'English name',
      'Arabic name',
      'Payer %',
      'Payer minimum',
      'Payee %',
      'Payee minimum',
      'Fixed',
      'Conditions',
    ]);
    for (const column of FEE_COLUMNS) expect(column.description).toBe(column.key);
    expect(FEE_COLUMNS.filter((c) => !c.editable).map((c) => c.key)).toEqual(['id', 'name_alias']);
    // The Latin identifiers too: read by an English voice, their headers aligned like them in Arabic.
    expect(FEE_COLUMNS.filter((c) => c.lang).map((c) => [c.key, c.lang])).toEqual([
      ['type', 'en'],
      ['name_alias', 'en'],
      ['name_english', 'en'],
      ['name_arabic', 'ar'],
    ]);
    // The fee's id and English name stay in view beside the amounts while the grid scrolls sideways.
    expect(FEE_COLUMNS.filter((c) => c.sticky).map((c) => c.key)).toEqual(['id', 'name_english']);
    expect(FEE_COLUMNS.filter((c) => c.type === 'number' && c.key !== 'id').map((c) => c.key)).toEqual([
      'payer_percentage',
      'payer_minimum',
      'payee_percentage',
      'payee_minimum',
      'fixed',
    ]);
    const grouped = FEE_GROUPS.flatMap((g) => Array.from({ length: g.colSpan }, () => g.title));
    expect(FEE_COLUMNS.map((_, i) => grouped[i] ?? '').slice(5, 9)).toEqual(['Payer', 'Payer', 'Payee', 'Payee']);
  });

  it('reads the product prefix from the data, not from a constant', () => {
    expect(productPrefix([dist(1, [50, 30, 20])])).toBe('wallet');
    expect(productPrefix([{ id: 1, guarantor_percentage: 1, processor_percentage: 2, pay_percentage: 3 }])).toBe('pay');
    expect(productPrefix([{ id: 1, guarantor_percentage: 1 }])).toBeNull();
    expect(productPrefix([])).toBeNull();
  });

  it('lays out distributions: read-only ids and fee, six editable amounts under two groups, titles in words', () => {
    const { columns, groups, numericKeys } = distributionLayout('pay');
    expect(columns.map((c) => c.key)).toEqual([
      'id',
      'processor_id',
      'guarantor_id',
      'fee',
      'pay_percentage',
      'guarantor_percentage',
      'processor_percentage',
      'pay_fixed',
      'guarantor_fixed',
      'processor_fixed',
    ]);
    expect(columns.map((c) => c.title)).toEqual([
      'ID',
      'Processor ID',
      'Guarantor ID',
      'Fee',
      'Pay %',
      'Guarantor %',
      'Processor %',
      'Pay',
      'Guarantor',
      'Processor',
    ]);
    // Inputs are named apart although two titles read "Guarantor".
    expect(columns.slice(4).map((c) => c.label)).toEqual([
      'Pay %',
      'Guarantor %',
      'Processor %',
      'Pay fixed',
      'Guarantor fixed',
      'Processor fixed',
    ]);
    expect(columns.slice(4).map((c) => c.description)).toEqual(numericKeys);
    expect(columns.filter((c) => c.editable).map((c) => c.key)).toEqual(numericKeys);
    expect(groups).toEqual([
      { title: '', colSpan: 4 },
      { title: 'Percentages', colSpan: 3 },
      { title: 'Fixed amounts', colSpan: 3 },
    ]);
  });

  it('shows the product prefix read from the data capitalised, as words', () => {
    expect(productTitle('orbit')).toBe('Orbit');
    expect(productTitle('pay_later')).toBe('Pay later');
    expect(distributionLayout('orbit').columns[4]?.title).toBe('Orbit %');
  });

  it('shows the fee as its name_alias, or Unknown', () => {
    expect(feeAliasOf({ name_alias: 'cash_out' })).toBe('cash_out');
    expect(feeAliasOf(null)).toBe('Unknown');
    expect(feeAliasOf({ name_alias: '' })).toBe('Unknown');
    expect(feeAliasOf('cash_out')).toBe('Unknown');
    expect(feeAliasOf({ name_alias: { en: 'cash_out' } })).toBe('Unknown');
    expect(feeAliasOf({ name_alias: ['cash_out'] })).toBe('Unknown');
  });

  it('shows every cell through the safe reader: an object, an array or true in a field is blank, never "[object Object]"', () => {
    const { columns } = distributionLayout('wallet');
    for (const column of [...FEE_COLUMNS, ...columns.filter((c) => c.key !== 'fee')] as EditableColumn<CatalogueRow>[]) {
      const shown = (value: unknown) => column.render?.({ ...fee(1), [column.key]: value });
      expect(shown({ a: 1 })).toBe('');
      expect(shown([1, 2])).toBe('');
      expect(shown(true)).toBe('');
      expect(shown(null)).toBe('');
      expect(shown('Transfer')).toBe('Transfer');
      expect(shown(1.5)).toBe('1.5');
    }
  });
});

describe('validation', () => {
  it('refuses non-numbers and applies the bounds of the cell rules', () => {
    expect(parseNumber(' 1.5 ')).toBe(1.5);
    expect(parseNumber('.5')).toBe(0.5);
    for (const bad of ['', 'abc', '1,5', '1e3', '12abc', 'Infinity', '--1']) expect(parseNumber(bad)).toBeNull();
    expect(checkAmount('payer_percentage', 'x')).toBe('Enter a number');
    expect(checkAmount('payer_percentage', '100')).toBeUndefined();
    expect(checkAmount('payer_percentage', '100.01')).toBe('Enter 0 to 100');
    expect(checkAmount('wallet_percentage', '-1')).toBe('Enter 0 to 100');
    expect(checkAmount('payer_minimum', '-0.01')).toBe('Enter 0 to 1,000,000');
    expect(checkAmount('fixed', '250')).toBeUndefined();
    expect(checkAmount('fixed', '')).toBe('Enter a number');
  });

  it('refuses numbers beyond their bounds, however many digits: never Infinity, never sent as null', () => {
    const huge = `1${'0'.repeat(400)}`;
    expect(Number(huge)).toBe(Infinity);
    expect(parseNumber(huge)).toBeNull();
    expect(checkAmount('fixed', huge)).toBe('Enter 0 to 1,000,000');
    expect(checkAmount('payer_minimum', `1${'0'.repeat(300)}`)).toBe('Enter 0 to 1,000,000');
    expect(checkAmount('payer_percentage', huge)).toBe('Enter 0 to 100');
    expect(checkAmount('wallet_percentage', `-${huge}`)).toBe('Enter 0 to 100');
    expect(checkAmount('fixed', String(AMOUNT_MAX))).toBeUndefined();
    expect(checkAmount('fixed', '1000000.01')).toBe('Enter 0 to 1,000,000');
    expect(validateDistributionEdits({ '1': { guarantor_fixed: huge } }, distributionLayout('wallet').numericKeys)).toEqual({
      '1': { guarantor_fixed: 'Enter 0 to 1,000,000' },
    });
  });

  it('refuses a blank or whitespace-only English or Arabic name; other text may be empty', () => {
    expect(validateFeeEdits({ '1': { name_english: '', name_arabic: ' \t ', type: '', conditions: ' ' } })).toEqual({
      '1': { name_english: 'Enter the English name', name_arabic: 'Enter the Arabic name' },
    });
    expect(validateFeeEdits({ '1': { name_english: ' Transfer ', name_arabic: 'تحويل' } })).toEqual({});
    // Invisible characters alone (a zero-width space, a direction mark) are no name either.
    expect(validateFeeEdits({ '1': { name_english: '\u200B', name_arabic: '\u200F \u200E' } })).toEqual({
      '1': { name_english: 'Enter the English name', name_arabic: 'Enter the Arabic name' },
    });
  });

  it('checks only the dirty Fees cells: amounts and names', () => {
    const errors = validateFeeEdits({
      '1': { payer_percentage: '120', name_english: 'anything goes', fixed: '0' },
      '3': { payee_minimum: 'ten' },
    });
    expect(errors).toEqual({
      '1': { payer_percentage: 'Enter 0 to 100' },
      '3': { payee_minimum: 'Enter a number' },
    });
  });

  it('checks the six distribution amounts', () => {
    const { numericKeys } = distributionLayout('wallet');
    expect(
      validateDistributionEdits({ '4': { wallet_percentage: '101', processor_fixed: '-2', guarantor_fixed: '0.25' } }, numericKeys),
    ).toEqual({
      '4': { wallet_percentage: 'Enter 0 to 100', processor_fixed: 'Enter 0 to 1,000,000' },
    });
  });

  it('warns when the three percentages, edits applied, do not sum to 100', () => {
    const keys = distributionLayout('wallet').percentageKeys;
    expect(distributionWarning(dist(1, [50, 30, 20]), undefined, keys)).toBeUndefined();
    expect(distributionWarning(dist(1, ['33.3', '33.3', '33.4']), undefined, keys)).toBeUndefined();
    expect(distributionWarning(dist(1, [55, 25, 15]), undefined, keys)).toBe('Percentages add up to 95, not 100');
    expect(distributionWarning(dist(1, [50, 30, 20]), { wallet_percentage: '60' }, keys)).toBe('Percentages add up to 110, not 100');
    // A cell that is not a number has its own message; no sum is made of it.
    expect(distributionWarning(dist(1, [50, 30, 20]), { wallet_percentage: 'x' }, keys)).toBeUndefined();

    const rows = [dist(1, [50, 30, 20]), dist(2, [55, 25, 15])];
    const base = distributionWarnings(rows, keys);
    expect(base).toEqual({ '2': 'Percentages add up to 95, not 100' });
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    expect(warningsWithEdits(base, byId, {}, keys)).toBe(base);
    expect(warningsWithEdits(base, byId, { '2': { processor_percentage: '20' }, '1': { wallet_percentage: '10' } }, keys)).toEqual({
      '1': 'Percentages add up to 60, not 100',
    });
  });
});

describe('payloads', () => {
  it('sends the full rows of the changed fees, amounts as numbers and text trimmed', () => {
    const rows = [fee(1), fee(2), fee(3)];
    const body = feesPayload(rows, {
      '3': { payer_percentage: '2.5', name_arabic: ' رسوم جديدة ', type: 'bills\n' },
      '1': { fixed: '0.25' },
    });
    expect(body).toEqual({
      fees: [
        { ...fee(1), fixed: 0.25 },
        { ...fee(3), payer_percentage: 2.5, name_arabic: 'رسوم جديدة', type: 'bills' },
      ],
    });
    expect(rows[0]?.fixed).toBe(0);
    expect(feesPayload(rows, {})).toEqual({ fees: [] });
  });

  it('sends the full rows of the changed distributions under their own prefix', () => {
    const rows = [dist(1, [50, 30, 20]), dist(2, [55, 25, 15])];
    const { numericKeys } = distributionLayout('wallet');
    expect(distributionsPayload(rows, { '2': { processor_percentage: '20' } }, numericKeys)).toEqual({
      distributions: [{ ...dist(2, [55, 25, 15]), processor_percentage: 20 }],
    });
  });

  it('applies saved changes, keeping every unchanged row as it was', () => {
    const rows = [fee(1), fee(2), fee(3)];
    const edits = { '2': { fixed: '1' } };
    const next = applyChanges(rows, feesPayload(rows, edits).fees, edits);
    expect(next[0]).toBe(rows[0]);
    expect(next[2]).toBe(rows[2]);
    expect(next[1]).toEqual({ ...fee(2), fixed: 1 });
  });
});

describe('server refusals', () => {
  it('puts Laravel-style keys on the cells of the rows sent, by their index in the list sent', () => {
    const rows = [fee(1), fee(2), fee(3), fee(4)];
    const edits = { '4': { fixed: '2' }, '2': { payer_percentage: '1', id: '9' } };
    const sent = changedRowIds(rows, edits);
    expect(sent).toEqual(['2', '4']);
    // The id is the row's identity: an edit to it (an old draft) is never sent.
    expect(feesPayload(rows, edits).fees.map((f) => f.id)).toEqual([2, 4]);
    const keys = FEE_COLUMNS.map((c) => c.key);
    const body = {
      message: 'The given data was invalid.',
      errors: {
        'fees.1.fixed': ['The fixed amount is above the contract.', 'second message'],
        'fees.0.name_arabic': 'The Arabic name is taken.',
        'fees.0.unknown_field': ['Something else.'],
        fees: ['The fees field is required.'],
        'fees.7.fixed': ['Out of range index.'],
        'fees.1.conditions': [42, ''],
        'other.0.fixed': ['Another list.'],
      },
    };
    expect(serverCellErrors(body, 'fees', sent, keys)).toEqual({
      cells: { '4': { fixed: 'The fixed amount is above the contract.' }, '2': { name_arabic: 'The Arabic name is taken.' } },
      other: ['Something else.', 'The fees field is required.', 'Out of range index.', 'Another list.'],
    });
    expect(serverCellErrors({ message: 'No errors here' }, 'fees', sent, keys)).toEqual({ cells: {}, other: [] });
    expect(serverCellErrors('<html>', 'fees', sent, keys)).toEqual({ cells: {}, other: [] });
    expect(serverCellErrors({ errors: ['not', 'a', 'map'] }, 'fees', sent, keys)).toEqual({ cells: {}, other: [] });
  });

  it("shows the rules' messages first and the server's where the rules say nothing", () => {
    const errors = { '1': { fixed: 'Enter a number' } };
    expect(withServerErrors(errors, {})).toBe(errors);
    expect(withServerErrors(errors, { '1': { fixed: 'server', payer_percentage: 'too high' }, '2': { type: 'bad' } })).toEqual({
      '1': { fixed: 'Enter a number', payer_percentage: 'too high' },
      '2': { type: 'bad' },
    });
  });

  it('restores only the refusals of loaded rows and shown columns', () => {
    expect(restorableRefusals({ '1': { fixed: 'x', gone: 'y' }, '9': { fixed: 'z' } }, [fee(1)], ['fixed'])).toEqual({
      '1': { fixed: 'x' },
    });
  });
});

describe('drafts', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps a draft per screen and per user in sessionStorage, and ignores a corrupt one', () => {
    const store = draftStore('fees', 1);
    expect(store.read()).toBeNull();
    store.write({ '2': { fixed: '1' } });
    expect(draftStore('fees', 1).read()).toEqual({ '2': { fixed: '1' } });
    expect(draftStore('distribution', 1).read()).toBeNull();
    expect(draftStore('fees', 2).read()).toBeNull();
    window.sessionStorage.setItem('admin-console:draft:fees:1', '{"2": {"fixed": 1}}');
    expect(store.read()).toBeNull();
    store.clear();
    expect(window.sessionStorage.getItem('admin-console:draft:fees:1')).toBeNull();
  });

  it("keeps the server's refusals beside a draft, and drops them with it or when a draft without them replaces it", () => {
    const store = draftStore('fees', 1);
    expect(store.readRefused()).toEqual({});
    store.write({ '2': { fixed: '1' } }, { '2': { fixed: 'Too high' } });
    expect(draftStore('fees', 1).read()).toEqual({ '2': { fixed: '1' } });
    expect(draftStore('fees', 1).readRefused()).toEqual({ '2': { fixed: 'Too high' } });
    // Not a draft of its own: closing the tab asks about the edits, not about the messages.
    store.write({ '2': { fixed: '1' } }, { '2': { fixed: 'Too high' } });
    store.write({ '2': { fixed: '2' } });
    expect(store.readRefused()).toEqual({});
    store.write({ '2': { fixed: '1' } }, { '2': { fixed: 'Too high' } });
    store.clear();
    expect(store.readRefused()).toEqual({});
    expect(hasPendingDraft()).toBe(false);
  });

  it('tells whether a fees or distribution draft with edits waits in this tab, for any user', () => {
    expect(hasPendingDraft()).toBe(false);
    window.sessionStorage.setItem('admin-console:draft:discounts:1', '{"1": {"name": "x"}}');
    window.sessionStorage.setItem('admin-console:draft:fees:1', '{}');
    window.sessionStorage.setItem('admin-console:draft:fees:2', 'not json');
    expect(hasPendingDraft()).toBe(false);
    const store = draftStore('distribution', 7);
    store.write({ '3': { wallet_fixed: '2' } });
    expect(hasPendingDraft()).toBe(true);
    store.clear();
    expect(hasPendingDraft()).toBe(false);
  });

  it('keeps a draft in memory when sessionStorage refuses it, and clears it there too', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      const store = draftStore('fees', 3);
      store.write({ '1': { fixed: '4' } });
      expect(window.sessionStorage.getItem('admin-console:draft:fees:3')).toBeNull();
      expect(store.read()).toEqual({ '1': { fixed: '4' } });
      expect(hasPendingDraft()).toBe(true);
      store.clear();
      expect(store.read()).toBeNull();
      expect(hasPendingDraft()).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });

  it('does not bring back from memory a draft that sessionStorage held and lost', () => {
    draftStore('fees', 4).write({ '1': { fixed: '4' } });
    window.sessionStorage.clear();
    expect(draftStore('fees', 4).read()).toBeNull();
    expect(hasPendingDraft()).toBe(false);
  });

  it('restores only what still applies: existing rows, editable keys, values that still differ', () => {
    const rows = [fee(1), fee(2)];
    const draft = { '1': { fixed: '0', payer_percentage: '3', name_alias: 'x' }, '9': { fixed: '1' } };
    expect(restorableDraft(draft, rows, ['fixed', 'payer_percentage'])).toEqual({ '1': { payer_percentage: '3' } });
    // A field of the wrong type reads as empty text, as the grid shows it.
    const odd = [fee(1, { conditions: { note: 'x' } })];
    expect(restorableDraft({ '1': { conditions: '' } }, odd, ['conditions'])).toEqual({});
    expect(restorableDraft({ '1': { conditions: '[object Object]' } }, odd, ['conditions'])).toEqual({
      '1': { conditions: '[object Object]' },
    });
  });
});
