import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kycStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { captureDownloads } from '../../test/downloads';
import { exportFileName } from '../../kernel/listExport';
import { parse } from 'csv-parse/sync';
import { setLocale } from '../../platform/i18n/i18n';

const server = setupSignedInScreen();

const table = () => screen.findByRole('table', { name: 'KYC verifications' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
/** What the list shows of its answer: its total, its empty state, or neither while it loads. */
const listShows = () =>
  screen.queryByText(/^Total: \d+$/)?.textContent ?? (screen.queryByText('No KYC Verifications Found') ? 'empty' : 'loading');

describe('KYC list', () => {
  it('opens on Pending: the first page of 15 with the pending total, columns and Review links', async () => {
    renderApp('/verification');
    // The first render of a file loads the screen's chunk: slow on a shared machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'KYC verification' })).toBeInTheDocument();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Mobile / ID', 'Updated', 'Waiting', 'Status', 'Review']);
    const pending = kycStore.users.filter((u) => u.kyc_status === 'pending').length;
    expect(bodyRows(t)).toHaveLength(Math.min(15, pending));
    expect(await screen.findByText(`Total: ${pending}`)).toBeInTheDocument();
    expect(screen.getByText(`Page 1 of ${Math.ceil(pending / 15)}`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search KYC verifications' })).toHaveAttribute(
      'placeholder',
      'search by name, email, ID or mobile',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  });

  it('filters by status and pages, keeping both in the URL and in the Review links', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/verification?status=all');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    // Pending is the default: the plain address.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const pending = kycStore.users.filter((u) => u.kyc_status === 'pending').length;
    expect(await screen.findByText(`Total: ${pending}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(pending - 15));
    for (const row of bodyRows(await table())) expect(within(row).getByText('Pending')).toBeInTheDocument();
    const link = within(bodyRows(await table())[0]!).getByRole('link', { name: /^Review / });
    expect(link.getAttribute('href')).toMatch(/^\/verification\/\d+\?from=page%3D2$/);
  });

  it('searches (debounced) by national ID and shows the exact empty state when nothing matches', async () => {
    const user = userEvent.setup();
    const target = kycStore.users[7]!;
    const { router } = renderApp('/verification?status=all');
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search KYC verifications' });
    await user.type(box, target.national_id);
    await waitFor(() => expect(router.state.location.search).toBe(`?status=all&search=${target.national_id}`));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pag/i })).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'nobody-here');
    expect(await screen.findByText('No KYC Verifications Found')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails or is malformed, and recovers', async () => {
    const user = userEvent.setup();
    server.use(mswHttp.get('*/api/admin/kyc/pending', () => HttpResponse.json({ data: { rows: [] } }), { once: true }));
    renderApp('/verification');
    expect(await screen.findByText('Failed to load KYC verifications. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await table())).toHaveLength(15);
  });

  it('never lets a slow older answer overwrite a newer one', async () => {
    const user = userEvent.setup();
    const target = kycStore.users[3]!;
    // The rejected lists, asked first, are held until the newer list shows; then they answer (the demo backend's).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = new Set<string>();
    const ended = new Set<string>();
    server.events.on('request:end', ({ requestId }) => {
      ended.add(requestId);
    });
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', async ({ request, requestId }) => {
        if (new URL(request.url).searchParams.get('status') !== 'rejected') return undefined;
        held.add(requestId);
        await released;
        return undefined;
      }),
    );
    const { router } = renderApp('/verification?status=all');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    await user.type(screen.getByRole('searchbox', { name: 'Search KYC verifications' }), `${target.national_id}{Enter}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(screen.getByText('Total: 1')).toBeInTheDocument();

    // From here on, every total the list shows (each render that changes it), in order.
    const shown = [listShows()];
    const observer = new MutationObserver(() => {
      if (shown.at(-1) !== listShows()) shown.push(listShows());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    // The older lists answer now, after the newer one; the app has them once their requests ended.
    release();
    await waitFor(() => expect([...held].filter((id) => !ended.has(id))).toEqual([]));
    expect(held.size).toBeGreaterThan(0);
    // Then the reviewer clears the search: a newer answer still, which the list shows after anything the
    // older answers could have put on it.
    await user.clear(screen.getByRole('searchbox', { name: 'Search KYC verifications' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    expect(await screen.findByText(`Total: ${kycStore.users.length}`)).toBeInTheDocument();
    observer.disconnect();
    server.events.removeAllListeners();
    // Between the two newer answers the list showed nothing of the older ones.
    expect(shown.filter((total) => total !== 'loading')).toEqual(['Total: 1', `Total: ${kycStore.users.length}`]);
  });

  it('goes to the last page when the page in the address is past the end', async () => {
    const { router } = renderApp('/verification?status=approved&page=9');
    const approved = kycStore.users.filter((u) => u.kyc_status === 'approved').length;
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(approved));
  });

  it('lists rows whose names or fields are not text without crashing', async () => {
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', () =>
        HttpResponse.json({
          data: {
            data: [
              { id: 1, first_name: { en: 'Ali' }, family_name: 'Haddad', email: ['a@b.c'], national_id: 9876543210, updated_at: {} },
              { id: 2, first_name_ar: 'علي', documents: 'none' },
            ],
            total: 2,
            current_page: 1,
            last_page: 1,
          },
        }),
      ),
    );
    renderApp('/verification?status=all');
    const t = await table();
    expect(bodyRows(t)).toHaveLength(2);
    expect(within(t).getByRole('link', { name: 'Review Haddad' })).toBeInTheDocument();
    expect(within(t).getByText('9876543210')).toBeInTheDocument();
    expect(within(t).getByRole('link', { name: 'Review علي' })).toBeInTheDocument();
    // An Arabic name is marked as Arabic; a Latin one is not.
    expect(within(t).getByText('علي')).toHaveAttribute('lang', 'ar');
    expect(within(t).getByText('Haddad')).not.toHaveAttribute('lang');
    // No readable date: N/A, as a table shows a missing value.
    expect(within(bodyRows(t)[0]!).getByText('N/A')).toBeInTheDocument();
  });

  it('shows rows whose fields are objects or arrays with empty cells, never "[object Object]"', async () => {
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', () =>
        HttpResponse.json({
          data: {
            data: [
              {
                id: 8,
                first_name: { en: 'Ali' },
                family_name: 'Haddad',
                email: { a: 1 },
                mobile_number: ['0791'],
                national_id: {},
                updated_at: {},
              },
            ],
            total: 1,
            current_page: 1,
          },
        }),
      ),
    );
    renderApp('/verification?status=all');
    const [row] = bodyRows(await table());
    expect(
      within(row!)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['Haddad', '', 'N/A', '—']);
    expect(document.body).not.toHaveTextContent('[object Object]');
  });

  it('folds the email under the name and the ID under the mobile, shows days with the full timestamp on hover, and how long a pending case has waited', async () => {
    const DAY = 86_400_000;
    const waited = new Date(Date.now() - 22 * DAY - 3_600_000).toISOString();
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', () =>
        HttpResponse.json({
          data: {
            data: [
              {
                id: 1,
                first_name: 'Lina',
                family_name: 'Nasser',
                email: 'lina@mail.example',
                mobile_number: '+962791023757',
                national_id: '9980314187',
                kyc_initiated: true,
                updated_at: waited,
              },
              { id: 2, first_name: 'Omar', family_name: 'Qasem', kyc_verified: true, updated_at: '2026-01-20T05:00:00.000000Z' },
              { id: 3, first_name: 'Huda', family_name: 'Azzam', kyc_initiated: true, updated_at: 'soon' },
            ],
            total: 3,
            current_page: 1,
          },
        }),
      ),
    );
    renderApp('/verification');
    const [pending, approved, unreadable] = bodyRows(await table());
    const cells = (row: HTMLElement | undefined) => within(row!).getAllByRole('cell');
    expect(cells(pending)[0]).toHaveTextContent(/^Lina Nasserlina@mail\.example$/);
    expect(cells(pending)[1]).toHaveTextContent(/^\+9627910237579980314187$/);
    // Past the 2-day limit: an icon and, for screen readers, words (not colour alone).
    expect(cells(pending)[3]).toHaveTextContent(/^22 d, Waiting longer than 2 days$/);
    const day = within(cells(approved)[2]!).getByText('20 Jan 2026');
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('datetime', '2026-01-20T05:00:00.000Z');
    expect(day.getAttribute('title')).toMatch(/20 January 2026 at \d\d:00:00/);
    // Only a pending case has waited; a date the browser cannot read is N/A, never "Invalid Date".
    expect(cells(approved)[3]).toHaveTextContent(/^—$/);
    expect(cells(unreadable)[2]).toHaveTextContent(/^N\/A$/);
    expect(cells(unreadable)[3]).toHaveTextContent(/^—$/);
    expect(document.body).not.toHaveTextContent('Invalid Date');
  });
});

describe('KYC list: Export CSV', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  /** Records the page and search of every list request, then lets the demo backend answer it. */
  function countPages(hold?: { page: string; until: Promise<void> }) {
    const asked: { page: string | null; search: string | null }[] = [];
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', async ({ request }) => {
        const url = new URL(request.url);
        asked.push({ page: url.searchParams.get('page'), search: url.searchParams.get('search') });
        if (hold && url.searchParams.get('page') === hold.page) await hold.until;
        return undefined; // on to the demo backend
      }),
    );
    return asked;
  }

  it('fetches every page of the current filter, one after another, and downloads one CSV for analysis', async () => {
    const user = userEvent.setup();
    renderApp('/verification?status=all');
    await table();
    const asked = countPages();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(`Exported ${kycStore.users.length} rows to ${exportFileName('kyc-all')}.`)).toBeInTheDocument();
    const pageCount = Math.ceil(kycStore.users.length / 15);
    expect(pageCount).toBeGreaterThan(1);
    expect(asked.map((a) => a.page)).toEqual(Array.from({ length: pageCount }, (_, i) => String(i + 1)));
    expect(downloads.files.map((f) => f.fileName)).toEqual([exportFileName('kyc-all')]);
    const text = await downloads.files[0]!.text();
    expect(text.startsWith('\uFEFF')).toBe(true);
    // Read by an RFC 4180 parser: one record a user, one field a column, nothing folded into a cell.
    const [header, ...records] = parse(text.slice(1), { relax_column_count: false }) as string[][];
    expect(header).toEqual(['ID', 'Name (English)', 'Name (Arabic)', 'Email', 'Mobile', 'National ID', 'Status', 'Updated at (UTC)']);
    expect(records).toHaveLength(kycStore.users.length);
    expect(records.every((record) => record.every((cell) => !cell.includes('\n')))).toBe(true);
    const byId = new Map(records.map((record) => [record[0], record]));
    for (const person of kycStore.users) {
      const record = byId.get(String(person.id));
      expect(record, `user ${person.id} exported`).toBeDefined();
      // ISO 8601 in UTC, or empty when the server sent no date; never "3 h" or "—".
      expect(record![7]).toBe(person.updated_at ? new Date(person.updated_at).toISOString() : '');
      expect(record![3]).toBe(person.email ?? '');
    }
    expect(records.some((record) => record.includes('—'))).toBe(false);
  });

  it('exports in Arabic with Arabic headers and statuses, the data as it is', async () => {
    const user = userEvent.setup();
    await setLocale('ar');
    try {
      renderApp('/verification?status=all');
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [header, ...records] = parse((await downloads.files[0]!.text()).slice(1)) as string[][];
      expect(header).toEqual([
        'المعرّف',
        'الاسم بالإنجليزية',
        'الاسم بالعربية',
        'البريد الإلكتروني',
        'رقم الهاتف المحمول',
        'الرقم الوطني',
        'الحالة',
        'آخر تحديث (UTC)',
      ]);
      // No English word but the data's own (names, emails): the statuses are Arabic.
      const statuses = new Set(records.map((record) => record[6]));
      for (const status of statuses) expect(status).toMatch(/^[\u0600-\u06FF\s]+$/);
    } finally {
      await setLocale('en');
    }
  });

  it('exports the rows of the current search only', async () => {
    const user = userEvent.setup();
    const target = kycStore.users[7]!;
    renderApp(`/verification?status=all&search=${target.national_id}`);
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    const asked = countPages();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Exported 1 row to /)).toBeInTheDocument();
    expect(asked.map((a) => [a.page, a.search])).toEqual([['1', target.national_id]]);
    expect((await downloads.files[0]!.text()).split('\r\n')[1]).toContain(target.national_id);
  });

  it('Cancel aborts the running page request, asks for no further page and downloads nothing', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderApp('/verification');
    await table();
    const asked = countPages({ page: '2', until });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Exporting page 2 of \d+…$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled. Nothing was downloaded.')).toBeInTheDocument();
    release();
    // The Export button is back and idle; page 3 was never asked for, nothing was saved.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-busy'));
    expect(asked.map((a) => a.page)).toEqual(['1', '2']);
    expect(downloads.files).toHaveLength(0);
  });

  it('a page that fails says so with the reason and downloads nothing partial', async () => {
    const user = userEvent.setup();
    renderApp('/verification?status=all');
    await table();
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? new HttpResponse('<html>Bad gateway</html>', { status: 502 }) : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const pages = Math.ceil(kycStore.users.length / 15);
    const alert = await screen.findByText(
      `Export failed at page 2 of ${pages}: The server could not be reached (502 Bad Gateway). Nothing was downloaded.`,
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(downloads.files).toHaveLength(0);
  });
});
