import { describe, expect, it } from 'vitest';
import { apiPath, demoRoute, type RequestBody, type Untrusted } from './contract';
import { reply } from '../demo/respond';

describe('the contract helpers', () => {
  it('fill a path of the contract with its parameters', () => {
    expect(apiPath('/api/fees')).toBe('/api/fees');
    expect(apiPath('/api/discount-promotions/{id}', { id: 3 })).toBe('/api/discount-promotions/3');
    expect(apiPath('/api/admin/kyb/requests/{id}/documents/{documentId}', { id: '5', documentId: 51 })).toBe(
      '/api/admin/kyb/requests/5/documents/51',
    );
  });

  it('give the demo backend the same path as an msw route for any origin', () => {
    expect(demoRoute('/api/fees')).toBe('*/api/fees');
    expect(demoRoute('/api/admin/kyb/requests/{id}/documents/{documentId}')).toBe('*/api/admin/kyb/requests/:id/documents/:documentId');
  });

  it('refuse, in the type check, what the contract does not hold', async () => {
    // @ts-expect-error not a path of the contract
    apiPath('/api/vouchers');
    // @ts-expect-error the path has an {id} to fill
    apiPath('/api/discount-promotions/{id}');
    // @ts-expect-error a parameter the path does not have
    apiPath('/api/discount-promotions/{id}', { key: 3 });
    // @ts-expect-error a field the contract's body does not have
    const body: RequestBody<'rejectKyc'> = { reason: 'Blurred' };
    // @ts-expect-error a field read that the contract's schema does not name
    const read = ({} as Untrusted<RequestBody<'rejectKyc'>>).reason;
    // @ts-expect-error a status the contract does not list for this operation
    const teapot = reply('getDiscount', { message: 'No.' }, 418);
    // @ts-expect-error a body the contract does not describe for this status
    const wrong = reply('listFees', { message: 'Fees.', data: 'none' });
    expect([body, read, teapot.status, wrong.status]).toEqual([{ reason: 'Blurred' }, undefined, 418, 200]);
    await expect(reply('getDiscount', { message: 'Discount promotion not found.' }, 404).json()).resolves.toEqual({
      message: 'Discount promotion not found.',
    });
  });
});
