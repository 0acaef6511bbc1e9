import { describe, expect, it } from 'vitest';
import {
  aliasTypeLabel,
  aliasValue,
  aliasValueLabel,
  canApprove,
  canReject,
  changeTypeLabel,
  createdByLabel,
  detailStatus,
  isSet,
  kycStatusLabel,
  listStatus,
  logsNewestFirst,
  logValue,
  normaliseCliqAccount,
  rejectWarning,
  toStatusFilter,
  userDisplayName,
  type CliqAccount,
  type CliqLog,
  type CliqUser,
} from './rules';

const log = (change_type: string, extra: Partial<CliqLog> = {}): CliqLog => ({ id: 1, change_type, ...extra });

describe('alias type and value', () => {
  it.each([
    ['mobile', 'Mobile phone', 'Mobile number'],
    ['alias', 'Alias', 'Alias'],
    ['MOBILE', 'Alias', 'Alias'],
    [null, 'Alias', 'Alias'],
    [undefined, 'Alias', 'Alias'],
  ])('alias type %s shows %s, its value labelled %s', (type, label, valueLabel) => {
    expect(aliasTypeLabel(type)).toBe(label);
    expect(aliasValueLabel(type)).toBe(valueLabel);
  });

  it.each<[Pick<CliqAccount, 'alias_type' | 'mobile_number' | 'alias'>, string]>([
    [{ alias_type: 'mobile', mobile_number: '+962791112223', alias: 'IGNORED' }, '+962791112223'],
    [{ alias_type: 'alias', mobile_number: '+962791112223', alias: 'LAYLA.H' }, 'LAYLA.H'],
    [{ alias_type: 'alias', alias: ' سارة ' }, 'سارة'],
    [{ alias_type: 'mobile', mobile_number: '', alias: 'X' }, 'N/A'],
    [{ alias_type: 'alias', alias: null }, 'N/A'],
  ])('account %j shows %s', (account, expected) => {
    expect(aliasValue(account)).toBe(expected);
  });
});

describe('user name', () => {
  it.each<[CliqUser | null | undefined, string]>([
    [
      { first_name: 'Ahmad', second_name: 'Omar', third_name: 'Khaled', family_name: 'Nasser', user_name: 'ahmad' },
      'Ahmad Omar Khaled Nasser',
    ],
    [{ first_name: 'Ahmad', second_name: '', third_name: null, family_name: 'Nasser' }, 'Ahmad Nasser'],
    [{ first_name: '  ', family_name: ' Nasser ' }, 'Nasser'],
    [{ first_name: 'ليلى', family_name: 'حداد' }, 'ليلى حداد'],
    [{ first_name: '', second_name: null, user_name: 'sara.k' }, 'sara.k'],
    [{ user_name: '   ' }, 'N/A'],
    [{}, 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%j reads %s', (user, expected) => {
    expect(userDisplayName(user)).toBe(expected);
  });
});

describe('change types', () => {
  it.each([
    ['create_cliq', 'Created'],
    ['change_cliq', 'Changed'],
    ['approve_cliq', 'Approved'],
    ['reject_cliq', 'Rejected'],
    ['suspend_cliq', 'suspend_cliq'],
    ['', 'N/A'],
    [null, 'N/A'],
  ])('%s displays %s', (type, label) => {
    expect(changeTypeLabel(type)).toBe(label);
  });
});

describe('old and new values of a log', () => {
  it.each<[Partial<CliqLog>, string, string]>([
    [{}, 'N/A', 'N/A'],
    [{ new_alias_type: 'mobile', new_mobile_number: '+962790000001' }, 'N/A', '+962790000001'],
    [{ new_alias_type: 'alias', new_alias: 'SARA', new_mobile_number: '+962790000001' }, 'N/A', 'SARA'],
    [
      { old_alias_type: 'mobile', old_mobile_number: '+962790000001', old_alias: 'OLD', new_alias_type: 'alias', new_alias: 'NEW' },
      '+962790000001',
      'NEW',
    ],
    [{ old_alias_type: 'alias', old_alias: '', old_mobile_number: '+962790000001' }, 'N/A', 'N/A'],
    [{ old_alias_type: null, old_alias: 'FALLS.BACK' }, 'FALLS.BACK', 'N/A'],
  ])('%j: old %s, new %s', (fields, oldValue, newValue) => {
    const entry = log('change_cliq', fields);
    expect(logValue(entry, 'old')).toBe(oldValue);
    expect(logValue(entry, 'new')).toBe(newValue);
  });
});

describe('KYC status', () => {
  it.each<[CliqUser | null | undefined, string]>([
    [{ kyc_verified: true, kyc_initiated: true }, 'Verified'],
    [{ kyc_verified: 1, kyc_initiated: 0 }, 'Verified'],
    [{ kyc_verified: '1' }, 'Verified'],
    [{ kyc_verified: false, kyc_initiated: true }, 'Pending'],
    [{ kyc_verified: 0, kyc_initiated: '1' }, 'Pending'],
    [{ kyc_verified: false, kyc_initiated: false }, 'Not initiated'],
    [{ kyc_verified: '0', kyc_initiated: null }, 'Not initiated'],
    [{}, 'Not initiated'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%j is %s', (user, expected) => {
    expect(kycStatusLabel(user)).toBe(expected);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['TRUE', true],
    [false, false],
    [0, false],
    ['0', false],
    ['yes', false],
    [null, false],
    [undefined, false],
  ])('flag %j is %s', (flag, expected) => {
    expect(isSet(flag)).toBe(expected);
  });
});

describe('list status reading', () => {
  it.each([
    ['verified', 'Verified', 'success'],
    ['rejected', 'Rejected', 'error'],
    ['pending', 'Pending', 'warning'],
    ['approved', 'Pending', 'warning'],
    ['Verified', 'Pending', 'warning'],
    [null, 'Pending', 'warning'],
    [undefined, 'Pending', 'warning'],
  ])('status %s reads %s', (status, label, tone) => {
    expect(listStatus(status)).toMatchObject({ label, tone });
  });
});

describe('detail status reading, action availability and the reject warning', () => {
  const created = log('create_cliq');
  const approved = log('approve_cliq');
  const changed = log('change_cliq');
  const rejected = log('reject_cliq');
  const REVERT = 'This action will revert the account to its previous approved state.';
  const PENDING = 'This action will reject the account and keep it in pending state.';

  it.each<[string, Pick<CliqAccount, 'is_verified' | 'logs'>, string, boolean, boolean, string]>([
    ['new, no logs', { is_verified: false, logs: [] }, 'Pending verification', true, true, PENDING],
    ['logs missing', { is_verified: 0, logs: null }, 'Pending verification', true, true, PENDING],
    ['created only', { is_verified: false, logs: [created] }, 'Pending verification', true, true, PENDING],
    ['approved then changed', { is_verified: false, logs: [created, approved, changed] }, 'Pending verification', true, true, REVERT],
    ['verified', { is_verified: true, logs: [created, approved] }, 'Verified', false, true, REVERT],
    ['verified as "1"', { is_verified: '1', logs: [created] }, 'Verified', false, true, PENDING],
    ['verified after a rejection', { is_verified: true, logs: [created, rejected, changed, approved] }, 'Verified', false, true, REVERT],
    ['rejected', { is_verified: false, logs: [created, rejected] }, 'Rejected', true, false, PENDING],
    ['rejected after an approval', { is_verified: false, logs: [created, approved, changed, rejected] }, 'Rejected', true, false, REVERT],
  ])('%s: %s, approve %s, reject %s', (_name, account, label, approve, reject, warning) => {
    expect(detailStatus(account).label).toBe(label);
    expect(canApprove(account)).toBe(approve);
    expect(canReject(account)).toBe(reject);
    expect(rejectWarning(account)).toBe(warning);
  });

  it('reads the list status field differently from the detail', () => {
    // The list says pending, the detail derives Rejected from the logs (docs/product.md, Cliq status).
    expect(listStatus('pending').label).toBe('Pending');
    expect(detailStatus({ is_verified: false, logs: [created, rejected, changed] }).label).toBe('Rejected');
  });

  it("names what a reverting rejection brings back: the latest approval's value, alias or mobile number", () => {
    const approvedAlias = log('approve_cliq', { created_at: '2026-01-02', new_alias_type: 'alias', new_alias: 'WALLET4' });
    const approvedMobile = log('approve_cliq', {
      id: 2,
      created_at: '2026-01-05',
      old_alias_type: 'mobile',
      old_mobile_number: '+962791234567',
    });
    expect(rejectWarning({ logs: [created, approvedAlias, changed] })).toBe(
      'This action will revert the account to its previous approved state: the alias WALLET4 comes back.',
    );
    // The newest approval wins; without a new value its old one is read.
    expect(rejectWarning({ logs: [created, approvedAlias, approvedMobile, changed] })).toBe(
      'This action will revert the account to its previous approved state: the mobile number +962791234567 comes back.',
    );
  });
});

describe('history order', () => {
  it('puts the newest first, equal times by id, undated last', () => {
    const logs: CliqLog[] = [
      log('create_cliq', { id: 1, created_at: '2026-01-01T10:00:00Z' }),
      log('approve_cliq', { id: 2, created_at: '2026-01-03T10:00:00Z' }),
      log('change_cliq', { id: 4, created_at: null }),
      log('change_cliq', { id: 3, created_at: '2026-01-03T10:00:00Z' }),
    ];
    expect(logsNewestFirst(logs).map((l) => l.id)).toEqual([3, 2, 1, 4]);
    expect(logs.map((l) => l.id)).toEqual([1, 2, 4, 3]);
  });

  it('is empty without logs', () => {
    expect(logsNewestFirst(null)).toEqual([]);
    expect(logsNewestFirst(undefined)).toEqual([]);
  });
});

describe('small texts', () => {
  it.each([
    [7, 'User ID: 7'],
    ['12', 'User ID: 12'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('created by %j reads %s', (value, expected) => {
    expect(createdByLabel(value)).toBe(expected);
  });

  it.each([
    ['verified', 'verified'],
    ['rejected', 'rejected'],
    ['pending', 'pending'],
    ['all', 'all'],
    ['approved', 'pending'],
    [null, 'pending'],
  ])('filter %s is %s', (value, expected) => {
    expect(toStatusFilter(value)).toBe(expected);
  });
});

describe('reading a record whose fields are of the wrong type', () => {
  it('shows N/A for objects and arrays, never "[object Object]"', () => {
    const odd = { o: 1 } as unknown as string;
    expect(aliasValue({ alias_type: 'alias', alias: odd })).toBe('N/A');
    expect(createdByLabel(odd)).toBe('N/A');
    expect(changeTypeLabel(odd)).toBe('N/A');
    expect(changeTypeLabel('toString')).toBe('toString');
    expect(userDisplayName({ user_name: odd })).toBe('N/A');
    expect(logValue(log('change_cliq', { new_alias: odd, new_mobile_number: odd }), 'new')).toBe('N/A');
  });

  it('normalises an account: text or null, ids, flags, a user of those, logs of those', () => {
    const account = normaliseCliqAccount({
      id: 4,
      alias: { a: 1 },
      mobile_number: 79,
      created_by: { id: 3 },
      user_id: '12',
      is_verified: '1',
      user: { email: { address: 'x' }, mobile_number: ['1'], user_name: 'sara', kyc_verified: 'true' },
      logs: [
        { change_type: { t: 1 }, new_alias: 'B' },
        { id: 9, change_type: 'approve_cliq', created_at: [] },
      ],
    });
    expect(account).toMatchObject({ id: 4, alias: null, mobile_number: '79', created_by: null, user_id: '12', is_verified: true });
    expect(account.user).toMatchObject({ email: null, mobile_number: null, user_name: 'sara', kyc_verified: true });
    expect(account.logs).toEqual([
      expect.objectContaining({ id: 'entry-0', change_type: '', new_alias: 'B' }),
      expect.objectContaining({ id: 9, change_type: 'approve_cliq', created_at: null }),
    ]);
    expect(normaliseCliqAccount({ id: 1, user: 'x', logs: 'y' })).toMatchObject({ user: null, logs: [] });
  });
});
