import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discountsStore } from './demo';
import { setDemoSettings } from '../../demo/settings';
import { setupDemoServer } from '../../test/demoServer';
import { clearClientState, signInAsAdmin } from '../../test/session';
import { createDiscount, fetchDiscount, fetchDiscounts, fetchFeeOptions, updateDiscount } from './api';
import { errorBody, httpStatus } from '../../platform/http';
import { MalformedResponseError } from '../../platform/unwrap';

const server = setupDemoServer();

beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const body = {
  discount_name: 'Weekend transfers',
  discount_rate: 20,
  discount_cap: 2.5,
  eligible_payers: [1, 3],
  eligible_payees: [3],
  user_type: 'indivisual,company',
  affected_fees: [1, 2],
  affected_guarantors: [1],
  start_date: day(1),
  end_date: day(10),
};

describe('discount services against the demo backend', () => {
  it('lists the seeded discounts with groups, fees and guarantors read', async () => {
    const list = await fetchDiscounts();
    expect(list.length).toBe(discountsStore.discounts.length);
    const ramadan = list.find((d) => d.name === 'خصم رمضان');
    expect(ramadan).toMatchObject({ rate: 15, cap: 5, userTypes: ['indivisual', 'company'], guarantors: ['1'] });
    expect(ramadan?.payers.map((g) => g.name)).toEqual(expect.arrayContaining(['عملاء مميزون', 'Salary transfer customers']));
    expect(ramadan?.payees.map((g) => g.id)).toEqual([5]);
    expect(ramadan?.fees.map((f) => f.nameAlias)).toEqual(['p2p_transfer', 'cliq_transfer']);
  });

  it('creates then reads back the same values, and edits them', async () => {
    await createDiscount(body);
    const created = (await fetchDiscounts()).find((d) => d.name === 'Weekend transfers')!;
    expect(created).toMatchObject({ rate: 20, cap: 2.5, start: body.start_date, end: body.end_date });
    expect(created.payers.map((g) => g.id).sort()).toEqual([1, 3]);
    await updateDiscount(created.id, { ...body, discount_rate: 30, eligible_payees: [] });
    const edited = await fetchDiscount(created.id);
    expect(edited.rate).toBe(30);
    expect(edited.payees).toEqual([]);
  });

  it('answers 422 with field messages for an invalid body', async () => {
    const error = await createDiscount({ ...body, discount_name: 'Winter transfers', start_date: day(-1), affected_fees: [99999] }).catch(
      (e: unknown) => e,
    );
    expect(httpStatus(error)).toBe(422);
    expect(errorBody(error)).toMatchObject({
      errors: {
        discount_name: ['The discount name has already been taken.'],
        start_date: ['The start date field must be a date after or equal to today.'],
        'affected_fees.0': ['The selected affected_fees.0 is invalid.'],
      },
    });
  });

  it('lets a running discount keep its past start date on edit', async () => {
    const running = discountsStore.discounts.find((d) => d.start_date < day(0) && d.end_date >= day(0))!;
    const current = await fetchDiscount(running.id);
    await expect(
      updateDiscount(running.id, { ...body, discount_name: current.name, start_date: running.start_date, end_date: running.end_date }),
    ).resolves.toBeUndefined();
  });

  it('?demo-rows grows the list to N discounts that can be opened', async () => {
    setDemoSettings({ rows: 45 });
    const list = await fetchDiscounts();
    expect(list).toHaveLength(45);
    const generated = list[0]!;
    expect(generated.name).toBe(`Generated promotion ${generated.id}`);
    expect((await fetchDiscount(generated.id)).payers.length).toBe(1);
  });

  it('404s an unknown discount', async () => {
    expect(httpStatus(await fetchDiscount(999).catch((e: unknown) => e))).toBe(404);
  });

  it('reads the fee options at data.data, and a bare array of discounts', async () => {
    const fees = await fetchFeeOptions();
    expect(fees[0]).toEqual({ id: 1, nameAlias: 'p2p_transfer' });
    server.use(mswHttp.get('*/api/discount-promotions', () => HttpResponse.json([{ id: 3, discount_name: 'Bare' }])));
    expect((await fetchDiscounts()).map((d) => d.name)).toEqual(['Bare']);
  });

  it('turns malformed bodies into MalformedResponseError', async () => {
    server.use(
      mswHttp.get('*/api/discount-promotions', () => HttpResponse.json({ data: { rows: [] } })),
      mswHttp.get('*/api/discount-promotions/:id', () => HttpResponse.json({ data: { discount_name: 'no id' } })),
      mswHttp.get('*/api/fees', () => HttpResponse.json({ data: 'nope' })),
    );
    await expect(fetchDiscounts()).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(fetchDiscount(1)).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(fetchFeeOptions()).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
