import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../test/demoServer';
import { clearClientState, signInAsAdmin } from '../../test/session';
import { approveKyb, fetchKybDocumentUrl, fetchKybPage, fetchKybRequest, rejectKyb, saveKybFiles } from './api';
import { MalformedResponseError } from '../../platform/unwrap';

const server = setupDemoServer();
beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});
afterEach(() => clearClientState());

describe('KYB services', () => {
  it('asks for a page with per_page 15 and reads the totals', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get('*/api/admin/kyb/requests', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ data: { data: [{ id: 1 }, { id: 2 }], total: 2, current_page: 1, last_page: 1 } });
      }),
    );
    const page = await fetchKybPage({ page: 1, search: 'petra', status: 'approved' });
    expect(Object.fromEntries(query!)).toEqual({ per_page: '15', page: '1', search: 'petra', status: 'approved' });
    expect(page.rows).toHaveLength(2);
    expect(page.lastPage).toBe(1);
  });

  it('reads the request at data and refuses anything else', async () => {
    expect(await fetchKybRequest('2')).toMatchObject({ id: 2, status: 'pending' });
    server.use(mswHttp.get('*/api/admin/kyb/requests/:id', () => HttpResponse.json({ data: null })));
    await expect(fetchKybRequest('2')).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('reads data.document_status after saving files, and refuses an answer without it', async () => {
    server.use(
      mswHttp.post('*/api/admin/kyb/save-files/:id', () =>
        HttpResponse.json({
          data: { document_status: { commercial_record: { uploaded: true, file_name: 'cr.pdf' }, authorization_letter: { uploaded: 0 } } },
        }),
      ),
    );
    expect(await saveKybFiles(3, {})).toEqual({
      commercial_record: { uploaded: true, file_name: 'cr.pdf' },
      authorization_letter: { uploaded: false, file_name: null },
    });
    server.use(mswHttp.post('*/api/admin/kyb/save-files/:id', () => HttpResponse.json({ message: 'ok' })));
    await expect(saveKybFiles(3, {})).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('approves with no body and rejects with rejection_reason', async () => {
    const seen: unknown[] = [];
    server.use(
      mswHttp.post('*/api/admin/kyb/:action/:id', async ({ request, params }) => {
        seen.push([params.action, params.id, await request.text()]);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await approveKyb(5);
    await rejectKyb(6, ' Expired ');
    expect(seen).toEqual([
      ['approve', '5', ''],
      ['reject', '6', JSON.stringify({ rejection_reason: 'Expired' })],
    ]);
  });

  it('reads the fallback URL of a document', async () => {
    expect(await fetchKybDocumentUrl(4, 40)).toBe('/api/demo-files/kyb/4/commercial-record-4.pdf');
    server.use(mswHttp.get('*/api/admin/kyb/requests/:id/documents/:doc', () => HttpResponse.json({ url: 'https://files.example/x.pdf' })));
    expect(await fetchKybDocumentUrl(4, 40)).toBe('https://files.example/x.pdf');
    server.use(mswHttp.get('*/api/admin/kyb/requests/:id/documents/:doc', () => HttpResponse.json({ data: {} })));
    await expect(fetchKybDocumentUrl(4, 40)).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
