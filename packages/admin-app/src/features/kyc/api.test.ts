import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../test/demoServer';
import { clearClientState, signInAsAdmin } from '../../test/session';
import { approveKyc, fetchKycPage, fetchKycUser, rejectKyc } from './api';
import { MalformedResponseError } from '../../platform/unwrap';
import { RefusedIdError } from '../../kernel/recordPath';

const server = setupDemoServer();
beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

describe('KYC services', () => {
  it('sends no call for an id that is not a plain identifier (".." would address /api/admin/kyc/)', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(request.url);
    });
    await expect(approveKyc('..')).rejects.toBeInstanceOf(RefusedIdError);
    await expect(rejectKyc('%2e%2e', 'blurred')).rejects.toBeInstanceOf(RefusedIdError);
    await expect(fetchKycUser('7/../../x')).rejects.toBeInstanceOf(RefusedIdError);
    server.events.removeAllListeners('request:start');
    expect(sent).toEqual([]);
  });

  it('asks for a page with per_page 15, page, search and status, and reads data.data with the totals', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ data: { data: [{ id: 4 }], total: 31, current_page: 2 } });
      }),
    );
    const page = await fetchKycPage({ page: 2, search: ' ali ', status: 'pending' });
    expect(Object.fromEntries(query!)).toEqual({ per_page: '15', page: '2', search: 'ali', status: 'pending' });
    expect(page).toMatchObject({ rows: [{ id: 4, first_name: null, documents: [] }], total: 31, currentPage: 2, lastPage: 3 });
  });

  it('refuses a malformed page', async () => {
    server.use(mswHttp.get('*/api/admin/kyc/pending', () => HttpResponse.json({ data: { items: [] } })));
    await expect(fetchKycPage({ page: 1, search: '', status: 'all' })).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('passes the signal through: an aborted load is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fetchKycPage({ page: 1, search: '', status: 'all' }, controller.signal)).rejects.toMatchObject({ name: 'CanceledError' });
  });

  it('reads the user record at data, with documents', async () => {
    const user = await fetchKycUser('1');
    expect(user).toMatchObject({ id: 1, first_name: 'Ahmad' });
    expect(user.documents).toHaveLength(3);
    server.use(mswHttp.get('*/api/admin/kyc/review/:id', () => HttpResponse.json({ data: [] })));
    await expect(fetchKycUser('1')).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('approves with an empty body and rejects with rejection_reason', async () => {
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post('*/api/admin/kyc/:action/:id', async ({ request, params }) => {
        bodies.push([params.action, params.id, await request.text()]);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await approveKyc(7);
    await rejectKyc(8, '  Blurred  ');
    expect(bodies).toEqual([
      ['approve', '7', ''],
      ['reject', '8', JSON.stringify({ rejection_reason: 'Blurred' })],
    ]);
  });
});
