import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../app/messages';
import { setLocale } from '../../platform/i18n/i18n';
import { FEE_COLUMNS, MESSAGES, type Fee } from './rules';
import { counted, keptEdits, pointsChange, serverChanges, withRows } from './review';

const fee = (id: number, fields: Partial<Fee> = {}): Fee => ({ id, name_alias: `fee_${id}`, payer_percentage: 1, fixed: 0.25, ...fields });
const name = (row: Fee) => String(row.name_alias);

describe('pointsChange', () => {
  it('signs the change of a percentage in points with two decimals; nothing for other columns', () => {
    expect(pointsChange('payer_percentage', 1.5, '2')).toBe('+0.50 pp');
    expect(pointsChange('guarantor_percentage', 20, 18.75)).toBe('−1.25 pp');
    expect(pointsChange('payee_percentage', 0.1, 0.1)).toBe('±0.00 pp');
    expect(pointsChange('fixed', 0.25, 0.5)).toBeUndefined();
    expect(pointsChange('payer_percentage', null, 1)).toBeUndefined();
  });
});

describe('serverChanges', () => {
  const loaded = [fee(1), fee(2), fee(3)];

  it('finds nothing when the server holds what was loaded (a number and its text are the same value)', () => {
    expect(serverChanges(loaded, [fee(1), fee(2, { payer_percentage: '1' }), fee(3)], [], {}, FEE_COLUMNS, name)).toEqual([]);
  });

  it('finds nothing when the server only stamped updated_at and stored blank text as null (as after my own save)', () => {
    const sent = [fee(1, { conditions: '' }), fee(2, { conditions: '' }), fee(3)];
    const reread = [
      fee(1, { conditions: null, updated_at: '2026-11-24T10:00:00Z' } as Partial<Fee>),
      fee(2, { updated_at: '2026-11-24T10:00:00Z' } as Partial<Fee>),
      fee(3),
    ];
    expect(serverChanges(sent, reread, [], {}, FEE_COLUMNS, name)).toEqual([]);
    // An edited row too: only the grid's columns are weighed, with '' and null the same.
    const edits = { '1': { fixed: '1' } };
    expect(serverChanges(sent, reread, [fee(1, { conditions: '', fixed: 1 })], edits, FEE_COLUMNS, name)).toEqual([]);
  });

  it('shows as mine the row the save would send (matched by id), cells compared in the grid columns only', () => {
    const edits = { '1': { fixed: '1' } };
    const fresh = [fee(1, { payer_percentage: 1.25, updated_at: 'x' } as Partial<Fee>), fee(2), fee(3)];
    const mine = [fee(1, { payer_percentage: 1.25, fixed: 1 })];
    const [found] = serverChanges(loaded, fresh, mine, edits, FEE_COLUMNS, name);
    expect(found!.mine).toBe(mine[0]);
    expect(found!.edited).toBe(true);
    expect(found!.cells.map(({ field, before, after }) => [field, before, after])).toEqual([['Fixed', '0.25', '1']]);
  });

  it('lists rows changed, added or removed on the server: the edited ones with theirs and mine, cells in grid order', () => {
    const edits = { '1': { payer_percentage: '2' }, '3': { fixed: '1' } };
    const changed = [fee(1, { payer_percentage: 2 }), fee(3, { fixed: 1 })];
    const fresh = [fee(1, { payer_percentage: 1.25, fixed: 0.5 }), fee(2), fee(4)];
    const found = serverChanges(loaded, fresh, changed, edits, FEE_COLUMNS, name);
    expect(found.map(({ id, edited, theirs, mine }) => ({ id, edited, gone: theirs === null, added: mine === null }))).toEqual([
      { id: '1', edited: true, gone: false, added: false },
      { id: '3', edited: false, gone: true, added: false },
      { id: '4', edited: false, gone: false, added: true },
    ]);
    expect(found[0]!.cells.map(({ field, before, after }) => [field, before, after])).toEqual([
      ['Payer %', '1.25', '2'],
      ['Fixed', '0.5', '0.25'],
    ]);
  });

  it('keeps the edits of the rows kept, and puts the sent rows in the server list by id', () => {
    expect(keptEdits({ '1': { fixed: '1' }, '2': { fixed: '2' } }, new Set(['2']))).toEqual({ '2': { fixed: '2' } });
    const current = [fee(2), fee(1)];
    expect(withRows(current, [fee(1, { fixed: 9 })])).toEqual([fee(2), fee(1, { fixed: 9 })]);
  });
});

describe('counts and numbers in the interface’s digits', () => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    await setLocale('en');
  });

  it('writes counts and the amount rule’s maximum in Arabic-Indic digits in a build with VITE_ARABIC_DIGITS=arab', async () => {
    vi.stubEnv('VITE_ARABIC_DIGITS', 'arab');
    expect(counted(1250)).toEqual({ count: 1250, shown: '1250' });
    expect(counted(1250, true)).toEqual({ count: 1250, shown: '1,250' });
    await setLocale('ar');
    expect(counted(12)).toEqual({ count: 12, shown: '١٢' });
    expect(counted(1250).shown).toBe('١٢٥٠');
    expect(counted(1250, true).shown).toMatch(/^١.٢٥٠$/);
    expect(MESSAGES.amount).toMatch(/١.٠٠٠.٠٠٠/);
  });
});
