import { afterEach, describe, expect, it } from 'vitest';
// The features' Arabic messages, registered as the app does at start.
import '../../app/messages';
import { setLocale } from '../../platform/i18n/i18n';
import { cleanText, readFieldErrors } from '../../kernel/formRules';
import {
  DISCOUNT_MESSAGES,
  discountFormFromDraft,
  discountFromRecord,
  discountServerErrors,
  discountToForm,
  earliestStart,
  emptyDiscountForm,
  formToPayload,
  sameDiscountForm,
  splitUserTypes,
  userTypeLabel,
  validateDiscount,
  type DiscountFormValues,
  type DiscountPayload,
} from './rules';

const TODAY = '2026-11-23';

/** A record as the backend sends it (decimal strings, 0/1 pivots). */
const record = {
  id: 7,
  discount_name: 'Merchant onboarding',
  discount_rate: '12.50',
  discount_cap: '3.00',
  user_type: 'indivisual,company',
  start_date: '2026-12-01',
  end_date: '2026-12-31T00:00:00.000000Z',
  affected_guarantors: [1],
  applicable_fees: [
    { id: 2, name_alias: 'bank_transfer_out' },
    { id: 5, name_alias: 'cash_in_agent' },
  ],
  eligibele_groups: [
    { id: 1, name: 'Salary transfer customers', pivot: { is_payer_eligible: 1, is_payee_eligible: 0 } },
    { id: 3, name: 'University students', pivot: { is_payer_eligible: true, is_payee_eligible: true } },
    { id: 4, name: 'Staff', pivot: { is_payer_eligible: '0', is_payee_eligible: '1' } },
  ],
};

const filled: DiscountFormValues = {
  name: '  Spring sale ',
  rate: '12.5',
  cap: '3',
  userTypes: ['company', 'indivisual'],
  otherUserTypes: [],
  feeIds: ['5', '2'],
  start: '2026-12-01',
  end: '2026-12-31',
  payerGroupIds: ['1', '3'],
  payeeGroupIds: ['3'],
};

/** What a backend stores from the body and sends back (the record shape), to close the round trip. */
function recordFromPayload(id: number, p: DiscountPayload) {
  const groupIds = [...new Set([...p.eligible_payers, ...p.eligible_payees])];
  return {
    id,
    discount_name: p.discount_name,
    discount_rate: p.discount_rate.toFixed(2),
    discount_cap: p.discount_cap.toFixed(2),
    user_type: p.user_type,
    start_date: p.start_date,
    end_date: p.end_date,
    affected_guarantors: p.affected_guarantors,
    applicable_fees: p.affected_fees.map((fee) => ({ id: fee, name_alias: `fee_${fee}` })),
    eligibele_groups: groupIds.map((g) => ({
      id: g,
      name: `Group ${g}`,
      pivot: { is_payer_eligible: p.eligible_payers.includes(g) ? 1 : 0, is_payee_eligible: p.eligible_payees.includes(g) ? 1 : 0 },
    })),
  };
}

describe('record to form (Edit prefill)', () => {
  it('pivots eligibele_groups into payers and payees, applicable_fees into fee ids, and splits user_type', () => {
    const form = discountToForm(discountFromRecord(record));
    expect(form).toEqual({
      name: 'Merchant onboarding',
      rate: '12.5',
      cap: '3',
      userTypes: ['indivisual', 'company'],
      otherUserTypes: [],
      feeIds: ['2', '5'],
      start: '2026-12-01',
      end: '2026-12-31',
      payerGroupIds: ['1', '3'],
      payeeGroupIds: ['3', '4'],
    });
  });

  it('reads a sparse record without crashing and keeps unknown user types apart', () => {
    const discount = discountFromRecord({ id: '9', user_type: 'company,vip', discount_rate: 'n/a' });
    expect(discount).toMatchObject({
      id: 9,
      name: '',
      rate: null,
      userTypes: ['company'],
      otherUserTypes: ['vip'],
      fees: [],
      payers: [],
      start: null,
    });
    expect(userTypeLabel(discount)).toBe('Companies, vip');
  });

  it('an edit keeps the user_type words the form does not know, and sends them back', () => {
    const form = discountToForm(discountFromRecord({ ...record, user_type: 'vip,company' }));
    expect(form).toMatchObject({ userTypes: ['company'], otherUserTypes: ['vip'] });
    expect(formToPayload({ ...form, userTypes: ['indivisual', 'company'] }).user_type).toBe('indivisual,company,vip');
    expect(sameDiscountForm(form, { ...form, otherUserTypes: [] })).toBe(false);
  });

  it('refuses a record without an id', () => {
    expect(() => discountFromRecord({ discount_name: 'x' })).toThrow(TypeError);
  });
});

describe('form to payload (Save)', () => {
  it('sends exactly the body of the contract (createDiscount)', () => {
    expect(formToPayload(filled)).toStrictEqual({
      discount_name: 'Spring sale',
      discount_rate: 12.5,
      discount_cap: 3,
      eligible_payers: [1, 3],
      eligible_payees: [3],
      user_type: 'indivisual,company',
      affected_fees: [5, 2],
      affected_guarantors: [1],
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
  });

  it('round-trips: form -> payload -> record -> form, and record -> form -> payload -> record', () => {
    const payload = formToPayload(filled);
    const back = discountToForm(discountFromRecord(recordFromPayload(1, payload)));
    expect(sameDiscountForm(back, { ...filled, name: 'Spring sale' })).toBe(true);

    const again = recordFromPayload(7, formToPayload(discountToForm(discountFromRecord(record))));
    expect(again.user_type).toBe(record.user_type);
    expect(again.applicable_fees.map((f) => f.id)).toEqual([2, 5]);
    expect(again.eligibele_groups.map((g) => [g.id, g.pivot])).toEqual([
      [1, { is_payer_eligible: 1, is_payee_eligible: 0 }],
      [3, { is_payer_eligible: 1, is_payee_eligible: 1 }],
      [4, { is_payer_eligible: 0, is_payee_eligible: 1 }],
    ]);
    expect([again.discount_rate, again.discount_cap, again.start_date, again.end_date]).toEqual([
      '12.50',
      '3.00',
      '2026-12-01',
      '2026-12-31',
    ]);
  });
});

describe('validation', () => {
  const rules = { today: TODAY };

  it('accepts a complete form', () => {
    expect(validateDiscount(filled, rules)).toEqual({});
  });

  it('requires name, rate, cap, a user type and the period', () => {
    expect(validateDiscount({ ...emptyDiscountForm(), userTypes: [] }, rules)).toEqual({
      name: DISCOUNT_MESSAGES.nameRequired,
      rate: DISCOUNT_MESSAGES.rateRequired,
      cap: DISCOUNT_MESSAGES.capRequired,
      userTypes: DISCOUNT_MESSAGES.userTypeRequired,
      period: DISCOUNT_MESSAGES.startRequired,
    });
    expect(validateDiscount({ ...filled, end: null }, rules).period).toBe(DISCOUNT_MESSAGES.endRequired);
    expect(validateDiscount({ ...filled, name: '   ' }, rules).name).toBe(DISCOUNT_MESSAGES.nameRequired);
  });

  it.each([
    ['abc', DISCOUNT_MESSAGES.rateNotNumber],
    ['12,5', DISCOUNT_MESSAGES.rateNotNumber],
    ['0', DISCOUNT_MESSAGES.rateRange],
    ['100.01', DISCOUNT_MESSAGES.rateRange],
    ['-5', DISCOUNT_MESSAGES.rateRange],
  ])('rate %s: %s', (rate, message) => {
    expect(validateDiscount({ ...filled, rate }, rules).rate).toBe(message);
  });

  it('accepts rates in (0, 100] and caps of 0 or more; refuses a negative or non-numeric cap', () => {
    expect(validateDiscount({ ...filled, rate: '100', cap: '0' }, rules)).toEqual({});
    expect(validateDiscount({ ...filled, rate: ' .5 ' }, rules)).toEqual({});
    expect(validateDiscount({ ...filled, cap: '-1' }, rules).cap).toBe(DISCOUNT_MESSAGES.capRange);
    expect(validateDiscount({ ...filled, cap: '1e3' }, rules).cap).toBe(DISCOUNT_MESSAGES.capNotNumber);
  });

  it('refuses a start before today and an end before the start', () => {
    expect(validateDiscount({ ...filled, start: '2026-11-22' }, rules).period).toBe('The period cannot start before 2026-11-23.');
    expect(validateDiscount({ ...filled, start: TODAY, end: TODAY }, rules)).toEqual({});
    expect(validateDiscount({ ...filled, end: '2026-11-30' }, rules).period).toBe(DISCOUNT_MESSAGES.endBeforeStart);
  });

  it('lets an edited discount that already started keep its start date', () => {
    expect(earliestStart(TODAY, '2026-11-01')).toBe('2026-11-01');
    expect(earliestStart(TODAY, '2026-12-01')).toBe(TODAY);
    expect(validateDiscount({ ...filled, start: '2026-11-01' }, { today: TODAY, originalStart: '2026-11-01' })).toEqual({});
    expect(validateDiscount({ ...filled, start: '2026-10-31' }, { today: TODAY, originalStart: '2026-11-01' }).period).toMatch(
      /cannot start before/,
    );
  });

  it('refuses a number too large to be finite (it would be sent as null) or beyond its maximum, with a message on the field', () => {
    const huge = `1${'0'.repeat(400)}`;
    expect(Number(huge)).toBe(Infinity);
    expect(validateDiscount({ ...filled, cap: huge }, rules).cap).toBe(DISCOUNT_MESSAGES.capRange);
    expect(validateDiscount({ ...filled, cap: '1000000.01' }, rules).cap).toBe(DISCOUNT_MESSAGES.capRange);
    expect(validateDiscount({ ...filled, cap: '1000000' }, rules)).toEqual({});
    expect(validateDiscount({ ...filled, rate: huge }, rules).rate).toBe(DISCOUNT_MESSAGES.rateRange);
    // So small it is sent as 0: not "more than 0".
    expect(validateDiscount({ ...filled, rate: `0.${'0'.repeat(400)}1` }, rules).rate).toBe(DISCOUNT_MESSAGES.rateRange);
    // What a valid form sends is finite, so JSON never turns it into null.
    const sent = JSON.parse(JSON.stringify(formToPayload({ ...filled, cap: '1000000', rate: '100' }))) as DiscountPayload;
    expect(sent).toMatchObject({ discount_cap: 1_000_000, discount_rate: 100 });
  });

  it('refuses a name of blank or invisible characters only, and sends a name without them at either end', () => {
    for (const name of ['\u00a0\u3000', '\u200b', '\u200f\u200e', '\u2066\u2069', ' \ufeff\u2060 ']) {
      expect(validateDiscount({ ...filled, name }, rules).name).toBe(DISCOUNT_MESSAGES.nameRequired);
    }
    expect(formToPayload({ ...filled, name: '\u200b Spring\u00a0sale\u200f ' }).discount_name).toBe('Spring\u00a0sale');
    // Joiners inside an Arabic name stay.
    expect(cleanText(' لا\u200dزم ')).toBe('لا\u200dزم');
  });

  it('caps the name length', () => {
    expect(validateDiscount({ ...filled, name: 'x'.repeat(256) }, rules).name).toBe(DISCOUNT_MESSAGES.nameTooLong);
  });
});

describe('server errors', () => {
  it('places 422 messages on their fields and keeps the others apart', () => {
    const body = {
      message: 'The discount name has already been taken. (and 2 more errors)',
      errors: {
        discount_name: ['The discount name has already been taken.'],
        'affected_fees.1': ['The selected affected_fees.1 is invalid.'],
        end_date: ['The end date field must be a date after or equal to start date.'],
        affected_guarantors: ['The affected guarantors field is required.'],
      },
    };
    expect(discountServerErrors(body)).toEqual({
      fields: {
        name: 'The discount name has already been taken.',
        feeIds: 'The selected affected_fees.1 is invalid.',
        period: 'The end date field must be a date after or equal to start date.',
      },
      other: ['The affected guarantors field is required.'],
    });
  });

  it('ignores bodies without usable errors', () => {
    expect(readFieldErrors(null)).toEqual({});
    expect(readFieldErrors({ errors: { name: [42, ''] } })).toEqual({});
    expect(readFieldErrors({ errors: { name: 'Plain string' } })).toEqual({ name: 'Plain string' });
  });
});

describe('list display', () => {
  it('orders user types as the toggle does', () => {
    expect(splitUserTypes(' company , indivisual ')).toEqual({ known: ['indivisual', 'company'], other: [] });
    expect(splitUserTypes(['company'])).toEqual({ known: ['company'], other: [] });
  });

  it('reads guarantors given as ids or objects', () => {
    expect(discountFromRecord({ id: 1, affected_guarantors: [1, { id: 2, name: 'Jordan Guarantee Co.' }, { id: 3 }] }).guarantors).toEqual([
      '1',
      'Jordan Guarantee Co.',
      '3',
    ]);
  });
});

describe('drafts (kernel/formDraft.ts)', () => {
  const form: DiscountFormValues = {
    name: 'Spring',
    rate: '1x',
    cap: '',
    userTypes: ['company'],
    otherUserTypes: ['vip'],
    feeIds: ['3'],
    start: '2026-12-01',
    end: null,
    payerGroupIds: ['4'],
    payeeGroupIds: [],
  };

  it('reads back a stored form exactly, invalid text included', () => {
    expect(discountFormFromDraft(JSON.parse(JSON.stringify(form)))).toEqual(form);
  });

  it('refuses what is not a form and drops values it cannot hold', () => {
    expect(discountFormFromDraft(null)).toBeNull();
    expect(discountFormFromDraft({ ...form, name: 3 })).toBeNull();
    expect(discountFormFromDraft({ ...form, start: '1 Dec' })).toBeNull();
    expect(discountFormFromDraft({ ...form, feeIds: 'all' })).toBeNull();
    expect(discountFormFromDraft({ ...form, userTypes: ['company', 'admin', 7], feeIds: ['3', 4] })).toEqual({
      ...form,
      userTypes: ['company'],
      feeIds: ['3'],
    });
  });
});

describe('validation in Arabic', () => {
  afterEach(async () => {
    await setLocale('en');
  });

  it('says every problem of the form in Arabic, its numbers and day isolated', async () => {
    await setLocale('ar');
    const rules = { today: TODAY, formatDay: (day: string) => day };
    const messages = [
      ...Object.values(validateDiscount({ ...emptyDiscountForm(), userTypes: [] }, rules)),
      validateDiscount({ ...filled, end: null }, rules).period,
      validateDiscount({ ...filled, name: 'x'.repeat(256), rate: 'abc', cap: '1e3' }, rules),
      validateDiscount({ ...filled, rate: '0', cap: '-1' }, rules),
      validateDiscount({ ...filled, start: '2026-11-01', end: '2026-11-30' }, rules).period,
      validateDiscount({ ...filled, start: '2026-12-31', end: '2026-12-01' }, rules).period,
    ].flatMap((m) => (typeof m === 'object' ? Object.values(m) : [m]));
    expect(messages).toHaveLength(13);
    for (const message of messages) expect(message).not.toMatch(/[A-Za-z]/);
    expect(validateDiscount({ ...filled, rate: '0' }, rules).rate).toBe(
      'يجب أن تكون نسبة الخصم أكبر من \u20680\u2069 وألا تتجاوز \u2068100\u2069.',
    );
    expect(validateDiscount({ ...filled, start: '2026-11-01', end: '2026-11-30' }, rules).period).toBe(
      'لا يمكن أن تبدأ الفترة قبل \u20682026-11-23\u2069.',
    );
    expect(userTypeLabel({ userTypes: ['indivisual', 'company'], otherUserTypes: [] })).toBe('الأفراد، الشركات');
  });
});
