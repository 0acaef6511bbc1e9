import type { EditableTableEdits } from '@admin-console/admin-ui';
import { describe, expect, it } from 'vitest';
import '../../app/messages';
import { conflictsOf, mergeReport, type MergeRules, type RowConflict } from './merge';
import {
  distributionLayout,
  distributionsPayload,
  distributionWarnings,
  FEE_COLUMNS,
  feesPayload,
  validateDistributionEdits,
  validateFeeEdits,
  warningsWithEdits,
  type Distribution,
  type Fee,
} from './rules';

const fee = (id: number, fields: Partial<Fee> = {}): Fee => ({ id, name_alias: `fee_${id}`, payer_percentage: 1, fixed: 0.25, ...fields });
const feeName = (row: Fee) => String(row.name_alias);

/** The Fees grid's side of a save: the rows as loaded, the server's list now, and the admin's edits. */
function feeConflicts(loaded: Fee[], fresh: Fee[], edits: EditableTableEdits) {
  return conflictsOf(loaded, fresh, feesPayload(loaded, edits).fees, edits, FEE_COLUMNS, feeName);
}

const feeRules: MergeRules = { validate: validateFeeEdits, splitKeys: [], columnKeys: FEE_COLUMNS.map((c) => c.key) };

const cellsOf = (conflict: RowConflict<Fee> | RowConflict<Distribution> | undefined) =>
  conflict?.cells.map(({ field, base, theirs, mine, merge }) => [field, base, theirs, mine, merge]);

describe('conflictsOf', () => {
  const loaded = [fee(1), fee(2), fee(3)];

  it('finds nothing when the server holds what was loaded (a number and its text are the same value)', () => {
    expect(feeConflicts(loaded, [fee(1), fee(2, { payer_percentage: '1' }), fee(3)], {})).toEqual([]);
  });

  it('finds nothing when the server only stamped updated_at and stored blank text as null (as after my own save)', () => {
    const sent = [fee(1, { conditions: '' }), fee(2, { conditions: '' }), fee(3)];
    const reread = [
      fee(1, { conditions: null, updated_at: '2026-11-24T10:00:00Z' }),
      fee(2, { updated_at: '2026-11-24T10:00:00Z' }),
      fee(3),
    ];
    expect(feeConflicts(sent, reread, {})).toEqual([]);
    // An edited row too: only the grid's columns are weighed, with '' and null the same.
    expect(feeConflicts(sent, reread, { '1': { fixed: '1' } })).toEqual([]);
  });

  it('shows base, theirs and mine per cell changed on either side: theirs only, mine only, the same, and different', () => {
    const before = fee(1, { payer_percentage: 1, fixed: 0.25, type: 'transfer', conditions: 'a' });
    const theirs = fee(1, { payer_percentage: 1.25, fixed: 0.3, type: 'bill', conditions: 'a', updated_at: '2026-11-24T10:00:00Z' });
    const edits = { '1': { fixed: '0.4', type: 'bill', conditions: 'b' } };
    const [found] = feeConflicts([before], [theirs], edits);
    expect(found).toMatchObject({ id: '1', name: 'fee_1', kind: 'both', changedAt: '2026-11-24T10:00:00Z' });
    // In the grid's order.
    expect(cellsOf(found)).toEqual([
      ['Type', 'Transfer', 'bill', 'bill', 'same'],
      ['Payer %', '1', '1.25', '1', 'theirs'],
      ['Fixed', '0.25', '0.3', '0.4', 'conflict'],
      ['Conditions', 'a', 'a', 'b', 'mine'],
    ]);
  });

  it('names rows the other admin changed that I did not touch, rows gone from the server and rows added there', () => {
    const edits = { '3': { fixed: '1' } };
    const found = feeConflicts(loaded, [fee(1, { fixed: 0.5 }), fee(2), fee(4)], edits);
    expect(found.map(({ id, kind }) => [id, kind])).toEqual([
      ['1', 'theirs'],
      ['3', 'gone'],
      ['4', 'added'],
    ]);
    expect(cellsOf(found[0])).toEqual([['Fixed', '0.25', '0.5', '0.25', 'theirs']]);
    // What I changed in the row gone is listed: it cannot be saved.
    expect(cellsOf(found[1])).toEqual([['Fixed', '0.25', '(none)', '1', 'mine']]);
    expect(found[2]!.cells).toEqual([]);
    expect(found[0]!.changedAt).toBeUndefined();
  });
});

describe('mergeReport: fees', () => {
  const loaded = [fee(1), fee(2), fee(3)];

  it('keeps their changes to cells I did not touch, sends mine over their row, and drops a row gone', () => {
    const edits = { '1': { fixed: '0.4' }, '2': { fixed: '2' }, '3': { fixed: '3' } };
    const fresh = [fee(1, { payer_percentage: 1.25 }), fee(2)];
    const list = feeConflicts(loaded, fresh, edits);
    const report = mergeReport(list, edits, {}, {}, feeRules);
    expect(report).toMatchObject({ undecided: 0, blocked: [], mineOnly: 1 });
    expect(report.edits).toEqual({ '1': { fixed: '0.4' }, '2': { fixed: '2' } });
    expect(feesPayload(fresh, report.edits).fees).toEqual([fee(1, { payer_percentage: 1.25, fixed: 0.4 }), fee(2, { fixed: 2 })]);
  });

  it('waits for a choice on each cell both changed differently: mine sends my value, theirs sends nothing of it', () => {
    const edits = { '1': { payer_percentage: '2', fixed: '0.4' } };
    const fresh = [fee(1, { payer_percentage: 1.25, fixed: 0.4 }), fee(2), fee(3)];
    const list = feeConflicts(loaded, fresh, edits);
    // Fixed: the same on both sides, no choice; Payer %: a choice.
    expect(cellsOf(list[0])?.map((cell) => cell[4])).toEqual(['conflict', 'same']);
    const undecided = mergeReport(list, edits, {}, {}, feeRules);
    expect(undecided.undecided).toBe(1);
    expect(undecided.rows.get('1')?.undecided).toEqual(['payer_percentage']);
    expect(mergeReport(list, edits, { '1': { payer_percentage: 'mine' } }, {}, feeRules).edits).toEqual({
      '1': { payer_percentage: '2' },
    });
    const theirs = mergeReport(list, edits, { '1': { payer_percentage: 'theirs' } }, {}, feeRules);
    expect(theirs.undecided).toBe(0);
    expect(theirs.edits).toEqual({});
  });

  it('checks a value fixed in place with the grid’s validator', () => {
    const edits = { '1': { payer_percentage: '2' } };
    const list = feeConflicts(loaded, [fee(1, { payer_percentage: 1.25 }), fee(2), fee(3)], edits);
    const bad = mergeReport(list, edits, {}, { '1': { payer_percentage: '120' } }, feeRules);
    expect(bad).toMatchObject({ undecided: 0, blocked: ['1'] });
    expect(bad.rows.get('1')?.fix).toEqual([{ key: 'payer_percentage', value: '120', fixed: true, error: 'Enter 0 to 100' }]);
    const good = mergeReport(list, edits, {}, { '1': { payer_percentage: '1.5' } }, feeRules);
    expect(good).toMatchObject({ blocked: [], edits: { '1': { payer_percentage: '1.5' } } });
  });
});

describe('mergeReport: a distribution’s split', () => {
  const layout = distributionLayout('wallet');
  const { columns, percentageKeys, numericKeys } = layout;
  const split = (id: number, wallet: number, guarantor: number, processor: number, more: Partial<Distribution> = {}): Distribution => ({
    id,
    fee: { id, name_alias: 'p2p_transfer' },
    wallet_percentage: wallet,
    guarantor_percentage: guarantor,
    processor_percentage: processor,
    wallet_fixed: 0,
    guarantor_fixed: 0,
    processor_fixed: 0,
    ...more,
  });
  /** The Distributions grid's own rules (DistributionPage.tsx), built over the server's list now. */
  const rulesOver = (fresh: Distribution[]): MergeRules => {
    const base = distributionWarnings(fresh, percentageKeys);
    const byId = new Map(fresh.map((row) => [String(row.id), row]));
    return {
      validate: (edits) => validateDistributionEdits(edits, numericKeys),
      warn: (edits) => warningsWithEdits(base, byId, edits, percentageKeys),
      splitKeys: percentageKeys,
      columnKeys: columns.map((c) => c.key),
    };
  };
  const merged = (loaded: Distribution[], fresh: Distribution[], edits: EditableTableEdits, fixes: EditableTableEdits = {}) => {
    const mine = distributionsPayload(loaded, edits, numericKeys).distributions;
    const list = conflictsOf(loaded, fresh, mine, edits, columns, () => 'p2p_transfer');
    return { list, report: mergeReport(list, edits, {}, fixes, rulesOver(fresh)) };
  };

  // The operator's case: they changed Guarantor/Processor % 20/10 -> 25/5; I changed Wallet % 70 -> 65 and Guarantor % to 25.
  const loaded = [split(1, 70, 20, 10)];
  const fresh = [split(1, 70, 25, 5, { updated_at: '2026-11-24T10:00:00Z' })];
  const edits = { '1': { wallet_percentage: '65', guarantor_percentage: '25' } };

  it('refuses the 95 % split neither admin entered, naming the rule, and asks for the three percentages', () => {
    const { list, report } = merged(loaded, fresh, edits);
    expect(cellsOf(list[0])).toEqual([
      ['Wallet %', '70', '70', '65', 'mine'],
      ['Guarantor %', '20', '25', '25', 'same'],
      ['Processor %', '10', '5', '10', 'theirs'],
    ]);
    expect(report.undecided).toBe(0);
    expect(report.blocked).toEqual(['1']);
    const row = report.rows.get('1')!;
    expect(row).toMatchObject({ refused: true, warning: 'Percentages add up to 95, not 100' });
    expect(row.fix.map(({ key, value, fixed }) => [key, value, fixed])).toEqual([
      ['wallet_percentage', '65', false],
      ['guarantor_percentage', '25', false],
      ['processor_percentage', '5', false],
    ]);
  });

  it('checks the fixes live with the same rules: out of bounds, still not 100, then 100 and sent', () => {
    const outOfBounds = merged(loaded, fresh, edits, { '1': { processor_percentage: '-10' } }).report;
    expect(outOfBounds.rows.get('1')?.fix.find((cell) => cell.key === 'processor_percentage')?.error).toBe('Enter 0 to 100');
    expect(outOfBounds.blocked).toEqual(['1']);
    const still = merged(loaded, fresh, edits, { '1': { processor_percentage: '8' } }).report.rows.get('1')!;
    expect(still).toMatchObject({ refused: true, warning: 'Percentages add up to 98, not 100' });
    // The inputs stay while the admin types, whichever cell they fix.
    expect(still.fix.map((cell) => cell.key)).toEqual(percentageKeys);
    const fixed = merged(loaded, fresh, edits, { '1': { processor_percentage: '10' } }).report;
    expect(fixed.blocked).toEqual([]);
    expect(fixed.rows.get('1')).toMatchObject({ refused: false, warning: undefined });
    expect(distributionsPayload(fresh, fixed.edits, numericKeys).distributions).toEqual([
      expect.objectContaining({ wallet_percentage: 65, guarantor_percentage: 25, processor_percentage: 10 }),
    ]);
  });

  it('keeps both admins’ changes to different cells when the split stays theirs', () => {
    const { report } = merged(loaded, fresh, { '1': { wallet_fixed: '0.5' } });
    expect(report).toMatchObject({ undecided: 0, blocked: [] });
    expect(distributionsPayload(fresh, report.edits, numericKeys).distributions).toEqual([
      expect.objectContaining({ wallet_percentage: 70, guarantor_percentage: 25, processor_percentage: 5, wallet_fixed: 0.5 }),
    ]);
  });

  it('lets a split that does not add up through, as the grid does, when it is one admin’s as entered', () => {
    // Mine already added up to 90 in the grid (a warning there), and the other admin changed only a fixed amount.
    const mineOff = merged(loaded, [split(1, 70, 20, 10, { processor_fixed: 1 })], { '1': { wallet_percentage: '60' } }).report;
    expect(mineOff.blocked).toEqual([]);
    expect(mineOff.rows.get('1')).toMatchObject({ refused: false, warning: 'Percentages add up to 90, not 100', fix: [] });
    // Theirs adds up to 105 and I changed only a fixed amount: their split, as on the server.
    const theirsOff = merged(loaded, [split(1, 75, 20, 10)], { '1': { wallet_fixed: '1' } }).report;
    expect(theirsOff.rows.get('1')).toMatchObject({ refused: false, warning: 'Percentages add up to 105, not 100' });
    // Mine at 90 merged with their change into 85: a split neither entered.
    const combined = merged(loaded, [split(1, 70, 15, 10)], { '1': { wallet_percentage: '60' } }).report;
    expect(combined.rows.get('1')).toMatchObject({ refused: true, warning: 'Percentages add up to 85, not 100' });
  });
});
