import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { askDemo, setupDemoStoreSession, type VerificationDemoBody } from '../../test/demoStore';
import { handlers } from '../../demo-backend/handlers';
import { kybStore } from './demo';
import { samplePdf } from '../../demo/documents';
import { setDemoSettings } from '../../demo/settings';

const session = setupDemoStoreSession();

interface Part {
  name: string;
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body as a browser sends it (built by hand: jsdom's File does not cross into node's Request). */
function multipart(parts: Part[]): { body: Uint8Array; contentType: string } {
  const boundary = '----demo-boundary-7MA4YWxkTrZu0gW';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    chunks.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
      encoder.encode('\r\n'),
    );
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function call(method: string, path: string, form?: Part[]) {
  const encoded = form ? multipart(form) : undefined;
  return askDemo<VerificationDemoBody>(method, path, session.token, {
    body: encoded?.body as BodyInit | undefined,
    contentType: encoded?.contentType,
  });
}

const pdfPart = (name: string): Part => ({ name, fileName: `${name}.pdf`, type: 'application/pdf', bytes: samplePdf('Demo', ['x']) });

describe('demo KYB store', () => {
  it('filters by status, searches English and Arabic names, and pages by 15', async () => {
    const all = await call('GET', '/api/admin/kyb/requests?per_page=15&page=3&status=all');
    expect(all.body.data).toMatchObject({
      total: kybStore.requests.length,
      current_page: 3,
      last_page: Math.ceil(kybStore.requests.length / 15),
      per_page: 15,
    });
    expect(all.body.data.data).toHaveLength(kybStore.requests.length - 30);
    const pending = await call('GET', '/api/admin/kyb/requests?per_page=15&page=1&status=pending');
    // The count first: every() over no rows is true whatever the filter did.
    const pendingCount = kybStore.requests.filter((r) => r.status === 'pending').length;
    expect(pendingCount).toBeGreaterThan(0);
    expect(pending.body.data.data).toHaveLength(Math.min(15, pendingCount));
    expect(pending.body.data.data.every((r) => r.status === 'pending')).toBe(true);
    const arabic = kybStore.requests[2]!.company_name_ar;
    const found = await call('GET', `/api/admin/kyb/requests?search=${encodeURIComponent(arabic)}`);
    expect(found.body.data.data.map((r) => r.id)).toContain(3);
  });

  it('grows to ?demo-rows=N', async () => {
    setDemoSettings({ rows: 300 });
    const page = await call('GET', '/api/admin/kyb/requests?per_page=15&page=20');
    expect(page.body.data).toMatchObject({ total: 300, last_page: 20 });
  });

  it('saves multipart files by type, refuses a renamed executable, then approves once all three are in', async () => {
    const exe: Part = {
      name: 'commercial_record',
      fileName: 'record.pdf',
      type: 'application/pdf',
      bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0]),
    };
    expect((await call('POST', '/api/admin/kyb/save-files/1', [exe])).status).toBe(422);
    expect((await call('POST', '/api/admin/kyb/approve/1')).body.message).toBe('All required documents must be uploaded before approval.');

    const form = ['commercial_record', 'authorization_letter', 'signed_terms_and_conditions'].map(pdfPart);
    const saved = await call('POST', '/api/admin/kyb/save-files/1', form);
    expect(saved.body.data.document_status).toEqual({
      commercial_record: { uploaded: true, file_name: 'commercial_record.pdf' },
      authorization_letter: { uploaded: true, file_name: 'authorization_letter.pdf' },
      signed_terms_and_conditions: { uploaded: true, file_name: 'signed_terms_and_conditions.pdf' },
    });
    const detail = await call('GET', '/api/admin/kyb/requests/1');
    const served = await getResponse(handlers, new Request(`http://demo.test${detail.body.data.documents[0]!.download_url}`));
    expect(served?.headers.get('content-type')).toBe('application/pdf');

    expect((await call('POST', '/api/admin/kyb/approve/1')).status).toBe(200);
    expect(kybStore.requests[0]!.status).toBe('approved');
    expect((await call('POST', '/api/admin/kyb/approve/1')).status).toBe(422);
  });
});
