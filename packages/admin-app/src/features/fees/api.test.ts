import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feesStore } from './demo';
import { setDemoSettings } from '../../demo/settings';
import { setupDemoServer } from '../../test/demoServer';
import { clearClientState, signInAsAdmin } from '../../test/session';
import { isAxiosError } from 'axios';
import { fetchDistributions, fetchFees, saveDistributions, saveErrorMessage, saveFees } from './api';
import { MalformedResponseError } from '../../platform/unwrap';

const server = setupDemoServer();

beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

const answer = (path: string, body: unknown, status = 200) =>
  server.use(mswHttp.get(`*${path}`, () => HttpResponse.json(body as Record<string, unknown>, { status })));

describe('fees calls', () => {
  it('reads the seeded catalogue at data.data, with English and Arabic names', async () => {
    const fees = await fetchFees();
    expect(fees.length).toBeGreaterThanOrEqual(15);
    expect(fees.find((f) => f.name_alias === 'cliq_transfer')).toMatchObject({ name_arabic: 'تحويل فوري عبر كليك' });
  });

  it('reads the list one level down too, and refuses other shapes', async () => {
    answer('/api/fees', { data: { data: { data: [{ id: 7, name_alias: 'x' }] } } });
    await expect(fetchFees()).resolves.toEqual([{ id: 7, name_alias: 'x' }]);
    answer('/api/fees', { data: [{ id: 7 }] });
    await expect(fetchFees()).rejects.toBeInstanceOf(MalformedResponseError);
    answer('/api/fees', { data: { data: [{ name_alias: 'no id' }] } });
    await expect(fetchFees()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('reads distributions at data, with the fee as an object and one without a fee', async () => {
    const list = await fetchDistributions();
    expect(list.length).toBe(feesStore.fees.length + 1);
    expect(list[0]).toMatchObject({ fee: { name_alias: 'p2p_transfer' }, wallet_percentage: 70 });
    expect(list.at(-1)?.fee).toBeNull();
    answer('/api/fees-distribution', { data: { items: [] } });
    await expect(fetchDistributions()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('saves fees: the store changes and the server message comes back', async () => {
    const result = await saveFees({ fees: [{ id: 2, payer_percentage: 1.25, name_english: 'Bank transfer' }] });
    expect(result.message).toBe('Fees updated successfully (1 fee).');
    expect(feesStore.fees[1]).toMatchObject({ payer_percentage: 1.25, name_english: 'Bank transfer', name_alias: 'bank_transfer_out' });
    expect((await fetchFees())[1]).toMatchObject({ payer_percentage: 1.25 });
  });

  it('answers 422 with a message for a bad body, applying nothing', async () => {
    const before = structuredClone(feesStore.fees);
    const failures = [
      saveFees({ fees: [] }),
      saveFees({
        fees: [
          { id: 1, fixed: 1 },
          { id: 2, payer_percentage: 101 },
        ],
      }),
      saveFees({ fees: [{ id: 999, fixed: 1 }] }),
      saveFees({ fees: [{ id: 1, fixed: 'abc' }] }),
    ].map((p) => p.then(() => 'saved', saveErrorMessage));
    expect(await Promise.all(failures)).toEqual([
      'The fees field is required.',
      'The fees.1.payer_percentage field must be between 0 and 100.',
      'Fee 999 was not found.',
      'The fees.0.fixed field must be a number.',
    ]);
    expect(feesStore.fees).toEqual(before);
  });

  it('saves distributions', async () => {
    const result = await saveDistributions({ distributions: [{ id: 1, wallet_percentage: 60, guarantor_fixed: 0.3 }] });
    expect(result.message).toBe('Fee distributions updated successfully (1 distribution).');
    expect((await fetchDistributions())[0]).toMatchObject({ wallet_percentage: 60, guarantor_fixed: 0.3 });
    await expect(saveDistributions({ distributions: [{ id: 1, processor_fixed: -1 }] }).catch(saveErrorMessage)).resolves.toBe(
      'The distributions.0.processor_fixed field must be at least 0.',
    );
  });

  it('generates N rows of each under ?demo-rows, and a save sticks', async () => {
    setDemoSettings({ rows: 1000 });
    const fees = await fetchFees();
    expect(fees).toHaveLength(1000);
    expect(new Set(fees.map((f) => f.id)).size).toBe(1000);
    expect(fees[999]?.name_alias).not.toBe(fees[0]?.name_alias);
    expect(await fetchDistributions()).toHaveLength(1000);
    await saveFees({ fees: [{ id: 1000, fixed: 9 }] });
    expect((await fetchFees())[999]?.fixed).toBe(9);
  });

  it('answers a refused body with Laravel-style errors keyed by the place in the list sent, every problem at once', async () => {
    const before = structuredClone(feesStore.fees);
    const failure = await saveFees({
      fees: [
        { id: 1, fixed: 1 },
        { id: 2, payer_percentage: 101, name_arabic: '   ' },
        { id: 999, fixed: 1 },
      ],
    }).catch((error: unknown) => error);
    expect(isAxiosError(failure) && failure.response?.status).toBe(422);
    expect(isAxiosError(failure) && failure.response?.data).toEqual({
      message: 'The fees.1.name_arabic field is required. (and 2 more errors)',
      errors: {
        'fees.1.payer_percentage': ['The fees.1.payer_percentage field must be between 0 and 100.'],
        'fees.1.name_arabic': ['The fees.1.name_arabic field is required.'],
        'fees.2.id': ['Fee 999 was not found.'],
      },
    });
    expect(feesStore.fees).toEqual(before);
    const distribution = await saveDistributions({
      distributions: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4, guarantor_fixed: -1 }],
    }).catch((error: unknown) => error);
    expect(isAxiosError(distribution) && distribution.response?.data).toMatchObject({
      errors: { 'distributions.3.guarantor_fixed': ['The distributions.3.guarantor_fixed field must be at least 0.'] },
    });
  });

  it('trims the text it stores, as the API does', async () => {
    await saveFees({ fees: [{ id: 3, name_english: '  CliQ transfer  ' }] });
    expect(feesStore.fees[2]?.name_english).toBe('CliQ transfer');
  });

  it('says the status in a sentence when the server sends no JSON message, never the raw error or an HTML page', async () => {
    server.use(mswHttp.patch('*/api/fees', () => HttpResponse.json({}, { status: 500 })));
    await expect(saveFees({ fees: [{ id: 1 }] }).catch(saveErrorMessage)).resolves.toBe(
      'The server could not complete the request (500 Internal Server Error).',
    );
    server.use(
      mswHttp.patch(
        '*/api/fees',
        () =>
          new HttpResponse('<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(saveFees({ fees: [{ id: 1 }] }).catch(saveErrorMessage)).resolves.toBe(
      'The server could not be reached (502 Bad Gateway).',
    );
    server.use(mswHttp.patch('*/api/fees', () => HttpResponse.error()));
    await expect(saveFees({ fees: [{ id: 1 }] }).catch(saveErrorMessage)).resolves.toBe('The server could not be reached.');
  });
});
