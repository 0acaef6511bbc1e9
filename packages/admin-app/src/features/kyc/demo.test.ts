import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { askDemo, setupDemoStoreSession, type VerificationDemoBody } from '../../test/demoStore';
import { handlers } from '../../demo-backend/handlers';
import { kycStore } from './demo';

const session = setupDemoStoreSession();

const call = (method: string, path: string, body?: unknown) =>
  askDemo<VerificationDemoBody>(method, path, session.token, {
    body: body === undefined ? undefined : JSON.stringify(body),
    contentType: 'application/json',
  });

describe('demo KYC store', () => {
  it('holds dozens of users across statuses with documents', () => {
    expect(kycStore.users.length).toBeGreaterThanOrEqual(30);
    expect(new Set(kycStore.users.map((u) => u.kyc_status))).toEqual(new Set(['pending', 'approved', 'rejected', 'not_initiated']));
    expect(kycStore.users.some((u) => u.documents.some((d) => d.download_url === null))).toBe(true);
  });

  it('approving moves a user from Pending to Approved; rejecting needs a reason', async () => {
    const user = kycStore.users.find((u) => u.kyc_status === 'pending')!;
    expect((await call('POST', `/api/admin/kyc/reject/${user.id}`, { rejection_reason: '  ' })).status).toBe(422);
    await call('POST', `/api/admin/kyc/approve/${user.id}`);
    const approved = await call('GET', `/api/admin/kyc/pending?status=approved&search=${user.national_id}`);
    expect(approved.body.data.data).toEqual([expect.objectContaining({ id: user.id, kyc_verified: true })]);
    const pending = await call('GET', `/api/admin/kyc/pending?status=pending&search=${user.national_id}`);
    expect(pending.body.data.total).toBe(0);
  });

  it('serves the ID card as a PNG and the agreement as a PDF, also by storage path', async () => {
    const png = await getResponse(handlers, new Request('http://demo.test/api/demo-files/kyc/1/national_id_front.png'));
    expect(png?.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png!.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const pdf = await getResponse(handlers, new Request('http://demo.test/storage/kyc/5/user_agreement.pdf'));
    expect(new TextDecoder().decode((await pdf!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('refuses without a session', async () => {
    session.token = 'nope';
    expect((await call('GET', '/api/admin/kyc/pending')).status).toBe(401);
  });
});
