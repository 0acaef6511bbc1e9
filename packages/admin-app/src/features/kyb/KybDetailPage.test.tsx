import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../demo/db';
import { kybStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';

const server = setupSignedInScreen();

const pdf = (name: string) => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], name, { type: 'image/png' });
/** A pending request holding no document yet. */
const emptyPending = () => kybStore.requests.find((r) => r.status === 'pending' && r.documents.length === 0)!;
const notice = (text: string | RegExp) => screen.findByText(text);
const isOff = (button: HTMLElement) => expect(button).toHaveAttribute('aria-disabled', 'true');
const isOn = (button: HTMLElement) => expect(button).not.toHaveAttribute('aria-disabled');
const picker = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openRequest(id: number, from = '') {
  const user = userEvent.setup();
  const view = renderApp(`/kyb-verification/${id}${from}`);
  await screen.findByRole('heading', { level: 1, name: 'KYB verification review' });
  await screen.findByRole('heading', { name: 'Company details' });
  return { user, ...view };
}

/** Approves a request with documents missing: a risk, so the second step (tick, then Approve anyway). */
async function approve(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Approve KYB' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYB' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'I have checked these risks' }));
  await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
}

describe('KYB detail, pending', () => {
  it('shows a request with malformed fields and document entries instead of crashing', async () => {
    const target = emptyPending();
    const documentCalls: string[] = [];
    server.use(
      mswHttp.get('*/api/admin/kyb/requests/:id', () =>
        HttpResponse.json({
          data: {
            id: target.id,
            status: 'pending',
            company_name_en: { text: 'Petra' },
            company_name_ar: 'شركة البتراء',
            company_sector: 'Retail',
            user: 'someone',
            documents: [
              null,
              42,
              { document_type: 'commercial_record', file_name: 17, file_path: { p: 1 } },
              { id: 9, document_type: { key: 'x' }, file_name: ['a.pdf'], download_url: 5, uploaded_at: [] },
            ],
          },
        }),
      ),
      mswHttp.get('*/api/admin/kyb/requests/:id/documents/:doc', ({ params }) => {
        documentCalls.push(String(params.doc));
        return HttpResponse.json({ data: { download_url: '/api/demo-files/kyb/x.pdf' } });
      }),
      mswHttp.post('*/api/admin/kyb/approve/:id', () => HttpResponse.json({ message: 'ok' })),
    );
    const { user } = await openRequest(target.id);
    expect(screen.getByText('شركة البتراء')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('شركة البتراء')).toHaveAttribute('lang', 'ar');
    // The commercial record is held (file name read from a number); the entry without an id cannot be fetched.
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Commercial record' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Document' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute('href', '/api/demo-files/kyb/x.pdf');
    expect(documentCalls).toEqual(['9']);
    await approve(user);
    expect(await notice('KYB verification approved successfully!')).toBeInTheDocument();
  });

  it('never shows, nor acts on, an answer that is another request than the one asked for: back to the list', async () => {
    const target = emptyPending();
    server.use(mswHttp.get('*/api/admin/kyb/requests/:id', () => HttpResponse.json({ data: { ...target, id: target.id + 1 } })));
    const { router } = renderApp(`/kyb-verification/${target.id}`);
    expect(await notice('Failed to load KYB request details. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyb-verification'));
    expect(screen.queryByRole('button', { name: 'Approve KYB' })).not.toBeInTheDocument();
  });

  it('shows the company, the user, Pending review, the submitted-at time and three empty slots', async () => {
    const target = emptyPending();
    await openRequest(target.id);
    expect(screen.getByText(target.company_name_en)).toBeInTheDocument();
    expect(screen.getByText(target.company_name_ar)).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(target.company_sector.name_en)).toBeInTheDocument();
    expect(screen.getByText(target.user.email)).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Submitted at')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Required documents' })).toBeInTheDocument();
    expect(screen.getByText('0/3')).toBeInTheDocument();
    isOff(screen.getByRole('button', { name: 'Save files' }));
  });

  it('shows the documents a pending request already holds: slots marked uploaded, cards to open them', async () => {
    const target = kybStore.requests.find((r) => r.status === 'pending' && r.documents.length === 2)!;
    await openRequest(target.id);
    expect(screen.getByText('2/3')).toBeInTheDocument();
    // The two slots say "Uploaded"; the two cards say when, as "Uploaded {day, time}" (a <time>).
    expect(screen.getAllByText('Uploaded', { selector: ':not(p)' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Uploaded documents' })).toBeInTheDocument();
    const when = screen.getAllByText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d\d:\d\d$/, { selector: 'p > time' });
    expect(when).toHaveLength(2);
    for (const time of when) expect(time.tagName).toBe('TIME');
    expect(await screen.findAllByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveLength(2);
  });

  it('refuses bad files with the exact messages, inline and as a notification, and clears the input', async () => {
    const target = emptyPending();
    const { user } = await openRequest(target.id);
    // The console's upload rules, said under each picker and applied to its dialog.
    expect(picker('Commercial record')).toHaveAccessibleDescription('PDF, JPG, or PNG, up to 10 MB. Or drop it here.');
    expect(picker('Commercial record')).toHaveAttribute('accept', '.pdf,application/pdf,.jpg,image/jpeg,.jpeg,.png,image/png');
    const exe = new File(['MZ\x90\x00 program'], 'record.pdf', { type: 'application/pdf' });
    await user.upload(picker('Commercial record'), exe);
    expect(await screen.findAllByText('Only PDF, JPG, and PNG files are allowed')).toHaveLength(2);
    expect(picker('Commercial record')).toHaveValue('');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'letter.pdf', { type: 'application/pdf' });
    await user.upload(picker('Authorization letter'), big);
    expect(await screen.findAllByText('File size must be at most 10 MB')).toHaveLength(2);
    await user.upload(picker('Signed Terms and Conditions'), new File([], 'terms.pdf', { type: 'application/pdf' }));
    expect(await screen.findAllByText('The file is empty.')).toHaveLength(2);
    expect(screen.getByText('0/3')).toBeInTheDocument();
    isOff(screen.getByRole('button', { name: 'Save files' }));
  });

  it('keeps its keys after a file is chosen (focus on the file input) and on the Open the next case switch', async () => {
    const target = emptyPending();
    const { user } = await openRequest(target.id);
    await user.upload(picker('Commercial record'), pdf('commercial-record.pdf'));
    expect(picker('Commercial record')).toHaveFocus();
    await user.keyboard('a');
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYB' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const openNext = screen.getByRole('switch', { name: 'Open the next case' });
    await user.click(openNext);
    await user.click(openNext);
    expect(openNext).toHaveFocus();
    await user.keyboard('r');
    expect(await screen.findByRole('alertdialog', { name: 'Reject KYB' })).toBeInTheDocument();
  });

  it('saves the selected files as multipart fields named by type and marks the slots uploaded', async () => {
    const target = emptyPending();
    let fields: string[] = [];
    // jsdom's File does not survive node's multipart encoding, so this answers as the demo backend
    // does (the browser end-to-end test covers the real upload).
    server.use(
      mswHttp.post('*/api/admin/kyb/save-files/:id', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        fields = [...(await request.formData()).keys()];
        return HttpResponse.json({
          message: 'Files saved successfully.',
          data: {
            document_status: {
              commercial_record: { uploaded: true, file_name: 'record.pdf' },
              authorization_letter: { uploaded: false, file_name: null },
              signed_terms_and_conditions: { uploaded: true },
            },
          },
        });
      }),
    );
    const { user } = await openRequest(target.id);
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    await user.upload(picker('Signed Terms and Conditions'), png('terms.png'));
    const save = screen.getByRole('button', { name: 'Save files' });
    await waitFor(() => isOn(save));
    expect(screen.getByText('2/3')).toBeInTheDocument();
    await user.click(save);
    expect(await notice('Files saved successfully!')).toBeInTheDocument();
    expect(fields.sort()).toEqual(['commercial_record', 'signed_terms_and_conditions']);
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
    expect(screen.getByText('record.pdf')).toBeInTheDocument();
    // No file name in the answer: the name of the file sent is shown.
    expect(screen.getByText('terms.png')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();
    isOff(screen.getByRole('button', { name: 'Save files' }));
  });

  it('after Save Files the request is loaded again: its Uploaded documents list holds the file the server now has', async () => {
    const target = emptyPending();
    // Answered as the demo backend does (jsdom's File does not survive node's multipart encoding): the store
    // now holds the document, with its own link.
    server.use(
      mswHttp.post('*/api/admin/kyb/save-files/:id', () => {
        target.documents.push({
          id: 9001,
          document_type: 'commercial_record',
          file_name: 'record-from-server.pdf',
          file_path: `kyb/${target.id}/record-from-server.pdf`,
          download_url: `/api/demo-files/kyb/${target.id}/record-from-server.pdf`,
          uploaded_at: new Date().toISOString(),
        });
        return HttpResponse.json({
          message: 'Files saved successfully.',
          data: { document_status: { commercial_record: { uploaded: true, file_name: 'record.pdf' } } },
        });
      }),
    );
    const { user } = await openRequest(target.id);
    expect(screen.queryByRole('heading', { name: 'Uploaded documents' })).not.toBeInTheDocument();
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    const save = screen.getByRole('button', { name: 'Save files' });
    await waitFor(() => isOn(save));
    await user.click(save);
    expect(await notice('Files saved successfully!')).toBeInTheDocument();
    const held = await screen.findByRole('region', { name: 'Uploaded documents' });
    expect(within(held).getByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute(
      'href',
      `/api/demo-files/kyb/${target.id}/record-from-server.pdf`,
    );
  });

  it.each([
    ['a JSON message', () => HttpResponse.json({ message: 'Storage is full.' }, { status: 500 }), 'Failed to save files: Storage is full.'],
    [
      'no message',
      () => HttpResponse.json(null, { status: 500 }),
      'Failed to save files: The server could not complete the request (500 Internal Server Error). Nothing was saved.',
    ],
    [
      "a proxy's 413 page",
      () => HttpResponse.html('<html><body><h1>413 Request Entity Too Large</h1><hr>nginx</body></html>', { status: 413 }),
      // The reason phrase is the server's own ("Payload Too Large" here).
      /^Failed to save files: The files are too large for the server \(413 [A-Za-z ]+\)\. Nothing was saved\.$/,
    ],
    [
      "a proxy's 502 page",
      () => HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, statusText: 'Bad Gateway' }),
      'Failed to save files: The server could not be reached (502 Bad Gateway). Nothing was saved.',
    ],
    ['an answer that cannot be read', () => HttpResponse.json({ data: 'saved?' }), 'Failed to save files. Please try again.'],
  ])('tells a failed save (%s), never an HTML page, and keeps the selection', async (_, answer, message) => {
    const target = emptyPending();
    server.use(mswHttp.post('*/api/admin/kyb/save-files/:id', answer));
    const { user } = await openRequest(target.id);
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    await waitFor(() => isOn(screen.getByRole('button', { name: 'Save files' })));
    await user.click(screen.getByRole('button', { name: 'Save files' }));
    expect(await notice(message)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<h1>|nginx/);
    expect(screen.getByText('record.pdf')).toBeInTheDocument();
    isOn(screen.getByRole('button', { name: 'Save files' }));
  });

  it('asks before leaving with selected files not saved', async () => {
    const target = emptyPending();
    const { user, router } = await openRequest(target.id);
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    await waitFor(() => isOn(screen.getByRole('button', { name: 'Save files' })));
    await user.click(screen.getByRole('link', { name: 'Back to KYB verification' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/kyb-verification/${target.id}`);
  });

  it('keeps Approve and Reject inert while the files are being saved', async () => {
    const target = emptyPending();
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    server.use(
      mswHttp.post('*/api/admin/kyb/save-files/:id', async () => {
        await held;
        return HttpResponse.json({ data: { document_status: { commercial_record: { uploaded: true, file_name: 'record.pdf' } } } });
      }),
    );
    const { user } = await openRequest(target.id);
    isOn(screen.getByRole('button', { name: 'Approve KYB' }));
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    await waitFor(() => isOn(screen.getByRole('button', { name: 'Save files' })));
    await user.click(screen.getByRole('button', { name: 'Save files' }));
    await waitFor(() => isOff(screen.getByRole('button', { name: 'Approve KYB' })));
    isOff(screen.getByRole('button', { name: 'Reject KYB' }));
    await user.click(screen.getByRole('button', { name: 'Approve KYB' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    release();
    expect(await notice('Files saved successfully!')).toBeInTheDocument();
    await waitFor(() => isOn(screen.getByRole('button', { name: 'Approve KYB' })));
    isOn(screen.getByRole('button', { name: 'Reject KYB' }));
  });

  it('says in the Approve and Reject dialogs that selected files are not saved', async () => {
    const target = emptyPending();
    const { user } = await openRequest(target.id);
    await user.click(screen.getByRole('button', { name: 'Approve KYB' }));
    expect(await screen.findByRole('alertdialog', { name: 'Approve KYB' })).not.toHaveAccessibleDescription(/not saved/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    await user.upload(picker('Authorization letter'), pdf('letter.pdf'));
    expect(await screen.findByText('2/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve KYB' }));
    expect(await screen.findByRole('alertdialog', { name: 'Approve KYB' })).toHaveAccessibleDescription(
      `Are you sure you want to approve the KYB request of ${target.company_name_en}? 2 selected files are not saved yet and will be discarded.`,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Remove letter.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Reject KYB' }));
    expect(await screen.findByRole('alertdialog', { name: 'Reject KYB' })).toHaveAccessibleDescription(
      /rejected\? The reason is sent with the rejection\. 1 selected file is not saved yet and will be discarded\.$/,
    );
  });

  it('approves once and returns to the list it came from', async () => {
    const target = kybStore.requests.find((r) => r.status === 'pending' && r.documents.length === 0)!;
    target.documents = kybStore.requests.find((r) => r.status === 'approved')!.documents.map((d) => ({ ...d }));
    let calls = 0;
    // The answer waits until the test lets it go: every click below is made while the approval is out.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post('*/api/admin/kyb/approve/:id', async () => {
        calls += 1;
        await held;
      }),
    );
    const { user, router } = await openRequest(target.id, '?from=status%3Dpending');
    await user.click(screen.getByRole('button', { name: 'Approve KYB' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Approve KYB' })).getByRole('button', { name: 'Yes, approve' });
    await user.click(confirm);
    await user.click(confirm);
    answer();
    expect(await notice('KYB verification approved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/kyb-verification?status=pending'));
    expect(calls).toBe(1);
  });

  it('includes the server message when approval fails, and stays usable', async () => {
    const target = emptyPending();
    const { user, router } = await openRequest(target.id);
    await approve(user);
    expect(await notice('Failed to approve KYB: All required documents must be uploaded before approval.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/kyb-verification/${target.id}`);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Approve KYB' })).toBeEnabled();
  });

  it.each([
    ['an empty 502', () => HttpResponse.text('', { status: 502 })],
    ["a proxy's HTML page", () => HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', { status: 502 })],
  ])('says the status, never the page, when approval fails with %s', async (_, answer) => {
    server.use(mswHttp.post('*/api/admin/kyb/approve/:id', answer));
    const { user } = await openRequest(emptyPending().id);
    await approve(user);
    expect(
      await notice('Failed to approve KYB: The server could not be reached (502 Bad Gateway). Nothing was decided.'),
    ).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<h1>|nginx/);
  });

  it('rejects with the trimmed reason, and tells a failure', async () => {
    const target = emptyPending();
    let sent: unknown;
    server.use(
      mswHttp.post(
        '*/api/admin/kyb/reject/:id',
        async ({ request }) => {
          sent = await request.clone().json();
          return HttpResponse.json({ message: 'Nope' }, { status: 500 });
        },
        { once: true },
      ),
    );
    const { user, router } = await openRequest(target.id);
    await user.click(screen.getByRole('button', { name: 'Reject KYB' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reject KYB' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), '  Expired record ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await notice('Failed to reject KYB. Please try again.')).toBeInTheDocument();
    expect(sent).toEqual({ rejection_reason: 'Expired record' });
    await user.click(screen.getByRole('button', { name: 'Reject KYB' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reject KYB' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await notice('KYB verification rejected.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyb-verification'));
    expect(target.status).toBe('rejected');
  });
});

describe('KYB detail, reviewed', () => {
  it('shows the documents read-only with the status, asking documents/{documentId} for missing links', async () => {
    const target = kybStore.requests.find((r) => r.status !== 'pending' && r.id % 4 === 0)!;
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/documents/')) asked.push(new URL(request.url).pathname);
    });
    await openRequest(target.id);
    expect(screen.getByRole('heading', { name: 'Uploaded documents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Required documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve KYB' })).not.toBeInTheDocument();
    expect(screen.getAllByText(target.status === 'approved' ? 'Approved' : 'Rejected').length).toBeGreaterThan(0);
    // Each link arrives with its own answer: wait for all three.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveLength(3));
    const links = screen.getAllByRole('link', { name: 'Open PDF (opens in a new tab)' });
    expect(links[0]).toHaveAttribute('href', `/api/demo-files/kyb/${target.id}/${target.documents[0]!.file_name}`);
    expect(asked).toHaveLength(3);
    server.events.removeAllListeners();
  });

  it('when the load fails: tells it and returns to /kyb-verification', async () => {
    server.use(mswHttp.get('*/api/admin/kyb/requests/:id', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    const { router } = renderApp('/kyb-verification/4?from=page%3D2');
    expect(await notice('Failed to load KYB request details. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/kyb-verification?page=2'));
  });
});

/** Signs in again on the login page as the demo administrator. */
async function signInAgain(user: UserEvent) {
  const admin = db.users.find((u) => u.is_admin)!;
  await screen.findByRole('button', { name: 'Login' });
  await user.type(screen.getByLabelText('Username'), admin.user_name);
  await user.type(screen.getByLabelText('Password'), admin.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const unauthenticated = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
const hold = () => {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  return { held, release: () => release() };
};

describe('KYB detail: sessions that end, late answers, fast clicks', () => {
  it('files chosen but not saved when the session ends: told at once, and named on return (their bidi controls visible)', async () => {
    const target = emptyPending();
    // The save after signing in again is answered as the demo backend does (jsdom's File does not survive node's multipart encoding).
    server.use(
      mswHttp.post('*/api/admin/kyb/save-files/:id', () =>
        HttpResponse.json({ data: { document_status: { commercial_record: { uploaded: true, file_name: 'record.pdf' } } } }),
      ),
    );
    server.use(mswHttp.post('*/api/admin/kyb/save-files/:id', unauthenticated, { once: true }));
    const { user, router } = await openRequest(target.id);
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    await user.upload(picker('Authorization letter'), pdf('letter\u202Efdp.pdf'));
    await waitFor(() => isOn(screen.getByRole('button', { name: 'Save files' })));
    await user.click(screen.getByRole('button', { name: 'Save files' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await notice('The files were not saved: your session had ended, so nothing was uploaded. Sign in again, then choose them again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Failed to save files/)).not.toBeInTheDocument();

    await signInAgain(user);
    expect(await screen.findByText('Files not uploaded')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/kyb-verification/${target.id}`);
    expect(
      screen.getByText(
        /^Your session ended before these files were saved, and a browser cannot keep chosen files\. Choose them again, then Save files:/,
      ),
    ).toHaveTextContent(
      'Your session ended before these files were saved, and a browser cannot keep chosen files. Choose them again, then Save files: Commercial record: record.pdf; Authorization letter: letter[U+202E]fdp.pdf.',
    );
    expect(screen.getByText('letter[U+202E]fdp.pdf', { selector: 'bdi' })).toBeInTheDocument();
    expect(screen.getByText('0/3')).toBeInTheDocument();

    // Chosen again and saved: the notice has done its work.
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    await waitFor(() => isOn(screen.getByRole('button', { name: 'Save files' })));
    await user.click(screen.getByRole('button', { name: 'Save files' }));
    expect(await notice('Files saved successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Files not uploaded')).not.toBeInTheDocument();
  });

  it('a 401 on reject says nothing was decided; after signing in again the reason is back in the dialog', async () => {
    const target = emptyPending();
    server.use(mswHttp.post('*/api/admin/kyb/reject/:id', unauthenticated, { once: true }));
    const { user, router } = await openRequest(target.id);
    await user.click(screen.getByRole('button', { name: 'Reject KYB' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject KYB' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'The record has expired');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await notice('The KYB request was not rejected: your session had ended, so nothing was decided. Sign in again: your reason is kept.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to reject KYB. Please try again.')).not.toBeInTheDocument();

    await signInAgain(user);
    const again = await screen.findByRole('alertdialog', { name: 'Reject KYB' });
    expect(within(again).getByRole('textbox', { name: 'Rejection reason' })).toHaveValue('The record has expired');
    await user.click(within(again).getByRole('button', { name: 'Yes, reject' }));
    expect(await notice('KYB verification rejected.')).toBeInTheDocument();
    expect(target.status).toBe('rejected');
  });

  it('a 401 on approve says the session ended and nothing was decided, not that the approval failed', async () => {
    server.use(mswHttp.post('*/api/admin/kyb/approve/:id', unauthenticated));
    const { user, router } = await openRequest(emptyPending().id);
    await approve(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await notice('The KYB request was not approved: your session had ended, so nothing was decided. Sign in again to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Failed to approve KYB/)).not.toBeInTheDocument();
  });

  it('a late approval does not pull the admin away from where they went meanwhile: it is only told', async () => {
    const answer = hold();
    server.use(
      mswHttp.post('*/api/admin/kyb/approve/:id', async () => {
        await answer.held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, router } = await openRequest(emptyPending().id);
    await approve(user);
    await act(() => router.navigate('/verification'));
    await screen.findByRole('heading', { level: 1, name: 'KYC verification' });
    answer.release();
    expect(await notice('KYB verification approved successfully!')).toBeInTheDocument();
    // A navigation back to the list would be under way by now (its route may still be loading): none is.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/verification');
  });

  it('Save files sends one request for five clicks dispatched in one task', async () => {
    const answer = hold();
    let calls = 0;
    server.use(
      mswHttp.post('*/api/admin/kyb/save-files/:id', async () => {
        calls += 1;
        await answer.held;
        return HttpResponse.json({ data: { document_status: { commercial_record: { uploaded: true, file_name: 'record.pdf' } } } });
      }),
    );
    const { user } = await openRequest(emptyPending().id);
    await user.upload(picker('Commercial record'), pdf('record.pdf'));
    const save = screen.getByRole('button', { name: 'Save files' });
    await waitFor(() => isOn(save));
    // Five clicks before React renders again (one JS task): only a synchronous lock sees the first.
    act(() => {
      for (let i = 0; i < 5; i += 1) save.click();
    });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    answer.release();
    expect(await notice('Files saved successfully!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it.each([
    ['approve', 'Approve KYB', 'Approve anyway'],
    ['reject', 'Reject KYB', 'Yes, reject'],
  ])('sends one %s for five clicks dispatched in one task', async (action, button, confirm) => {
    const answer = hold();
    let calls = 0;
    server.use(
      mswHttp.post(`*/api/admin/kyb/${action}/:id`, async () => {
        calls += 1;
        await answer.held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = await openRequest(emptyPending().id);
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('alertdialog', { name: button });
    if (action === 'reject') await user.type(within(dialog).getByRole('textbox', { name: 'Rejection reason' }), 'Expired');
    // Its documents are missing: approving it takes the second step.
    if (action === 'approve') await user.click(within(dialog).getByRole('checkbox', { name: 'I have checked these risks' }));
    const yes = within(dialog).getByRole('button', { name: confirm });
    act(() => {
      for (let i = 0; i < 5; i += 1) yes.click();
    });
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
    answer.release();
    expect(
      await notice(action === 'approve' ? 'KYB verification approved successfully!' : 'KYB verification rejected.'),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
