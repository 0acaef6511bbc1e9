import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cliqStore, CLIQ_SEED_COUNT } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { captureDownloads } from '../../test/downloads';
import { exportFileName } from '../../kernel/listExport';

const server = setupSignedInScreen();
const LIST = '*/api/admin/cliq-accounts';

const LAST_PAGE = Math.ceil(CLIQ_SEED_COUNT / 15);

const table = () => screen.findByRole('table', { name: 'Cliq accounts' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('Cliq accounts', () => {
  it('opens on Pending, the filter kept in the address only when another is chosen', async () => {
    const { router } = renderApp('/cliq');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    const pending = cliqStore.accounts.filter((a) => a.status === 'pending').length;
    expect(await screen.findByText(`Total: ${pending}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('lists the first page of 15 with the total, the columns and paging (status=all: All)', async () => {
    renderApp('/cliq?status=all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cliq accounts' })).toBeInTheDocument();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Alias type', 'Mobile/alias', 'Status', 'Created', 'Waiting', 'Actions']);
    expect(bodyRows(t)).toHaveLength(15);
    expect(screen.getByText(`Total: ${CLIQ_SEED_COUNT}`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByText(`Page 1 of ${LAST_PAGE}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Next/ })).not.toHaveAttribute('aria-disabled');
    // Newest first; each row opens its account.
    const newest = Math.max(...cliqStore.accounts.map((a) => a.id));
    expect(within(bodyRows(t)[0]!).getByRole('link', { name: `View account ${newest}` })).toHaveAttribute(
      'href',
      `/cliq/${newest}?from=status%3Dall`,
    );
    expect(within(t).getAllByText('Mobile phone').length).toBeGreaterThan(0);
    expect(within(t).getAllByText('Alias').length).toBeGreaterThan(0);
  });

  it('filters by status, keeping the filter in the URL and going back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cliq?page=2');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Verified');
    expect(router.state.location.search).toBe('?status=verified');
    const verified = cliqStore.accounts.filter((a) => a.status === 'verified').length;
    await screen.findByText(`Total: ${verified}`);
    const t = await table();
    // The count first: a loop over no rows checks nothing.
    expect(verified).toBeGreaterThan(0);
    expect(bodyRows(t)).toHaveLength(Math.min(15, verified));
    for (const row of bodyRows(t)) expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(t).queryByText('Pending')).not.toBeInTheDocument();
  });

  it("carries the list's filter and page to the account in ?from=, for its back link", async () => {
    renderApp('/cliq?status=pending&page=2');
    const t = await table();
    const link = within(t).getAllByRole('link', { name: /^View account / })[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/cliq\/\d+\?from=status%3Dpending%26page%3D2$/);
  });

  it('links a row only under the list: an id such as ".." gets no link (it would lead to /)', async () => {
    const row = (id: unknown) => ({ id, alias_type: 'alias', alias: 'SAMI', status: 'pending', created_at: '2026-11-01T10:00:00Z' });
    server.use(
      mswHttp.get(LIST, () =>
        HttpResponse.json({ data: { data: [row('..'), row('7/../../fees'), row(7)], current_page: 1, last_page: 1, total: 3 } }),
      ),
    );
    renderApp('/cliq');
    const t = await table();
    const links = within(t).getAllByRole('link', { name: /^View account / });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/cliq/7']);
    expect(within(t).getAllByTitle('No page to open')).toHaveLength(2);
  });

  it('reads the filter and page from the URL and pages with Next and Previous', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/cliq?status=all&page=${LAST_PAGE - 1}`);
    await screen.findByText(`Page ${LAST_PAGE - 1} of ${LAST_PAGE}`);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText(`Page ${LAST_PAGE} of ${LAST_PAGE}`);
    expect(router.state.location.search).toBe(`?status=all&page=${LAST_PAGE}`);
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(CLIQ_SEED_COUNT - (LAST_PAGE - 1) * 15));
    expect(screen.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await screen.findByText(`Page ${LAST_PAGE - 1} of ${LAST_PAGE}`);
  });

  it('goes to the last page when the URL asks for a page past the end', async () => {
    const { router } = renderApp('/cliq?status=rejected&page=40');
    const rejected = cliqStore.accounts.filter((a) => a.status === 'rejected').length;
    const last = Math.ceil(rejected / 15);
    await waitFor(() => expect(router.state.location.search).toBe(last > 1 ? `?status=rejected&page=${last}` : '?status=rejected'));
    expect(await table()).toBeInTheDocument();
  });

  it('shows the error with Retry, which loads again', async () => {
    const user = userEvent.setup();
    server.use(mswHttp.get(LIST, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    renderApp('/cliq');
    expect(await screen.findByText('Failed to load cliq accounts. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await table())).toHaveLength(15);
    expect(screen.queryByText('Failed to load cliq accounts. Please try again.')).not.toBeInTheDocument();
  });

  it('shows the error, not a blank page, when the response is malformed', async () => {
    server.use(mswHttp.get(LIST, () => HttpResponse.json({ data: { rows: [] } })));
    renderApp('/cliq');
    expect(await screen.findByText('Failed to load cliq accounts. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the empty state with no accounts', async () => {
    server.use(mswHttp.get(LIST, () => HttpResponse.json({ data: { data: [], current_page: 1, last_page: 1, total: 0 } })));
    renderApp('/cliq');
    expect(await screen.findByText('No Cliq Accounts Found')).toBeInTheDocument();
    expect(screen.getByText('There are no cliq accounts to display at the moment.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows rows whose fields are objects or arrays with N/A, never "[object Object]"', async () => {
    server.use(
      mswHttp.get(LIST, () =>
        HttpResponse.json({
          data: {
            data: [
              { id: 5, alias_type: 'alias', alias: { v: 'A' }, status: { s: 'verified' }, created_at: { d: 1 } },
              { id: 6, alias_type: ['mobile'], mobile_number: ['+962'], alias: [], created_at: [] },
            ],
            current_page: 1,
            last_page: 1,
            total: 2,
          },
        }),
      ),
    );
    renderApp('/cliq');
    const rows = bodyRows(await table());
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['5', 'Alias', 'N/A', 'Pending', 'N/A', '—'],
      ['6', 'Alias', 'N/A', 'Pending', 'N/A', '—'],
    ]);
    expect(document.body).not.toHaveTextContent('[object Object]');
  });

  it('shows the day it was created (full timestamp on hover) and how long a pending account has waited since its last change', async () => {
    const DAY = 86_400_000;
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    server.use(
      mswHttp.get(LIST, () =>
        HttpResponse.json({
          data: {
            data: [
              {
                id: 1,
                alias_type: 'alias',
                alias: 'RANIA1',
                status: 'pending',
                created_at: '2026-03-14T09:21:00.000000Z',
                changed_at: ago(3 * DAY + 1000),
              },
              { id: 2, alias_type: 'alias', alias: 'OMAR2', status: 'pending', created_at: ago(40 * DAY + 1000) },
              { id: 3, alias_type: 'alias', alias: 'ZAID3', status: 'verified', created_at: ago(DAY) },
            ],
            current_page: 1,
            last_page: 1,
            total: 3,
          },
        }),
      ),
    );
    renderApp('/cliq');
    const [changed, created, verified] = bodyRows(await table());
    const cells = (row: HTMLElement | undefined) => within(row!).getAllByRole('cell');
    const day = within(cells(changed)[4]!).getByText('14 Mar 2026');
    expect(day).toHaveAttribute('datetime', '2026-03-14T09:21:00.000Z');
    expect(day.getAttribute('title')).toMatch(/14 March 2026 at \d\d:21:00/);
    // Both past the 2-day limit: marked, in words for screen readers too.
    expect(cells(changed)[5]).toHaveTextContent(/^3 d, Waiting longer than 2 days$/);
    expect(cells(created)[5]).toHaveTextContent(/^40 d, Waiting longer than 2 days$/);
    expect(cells(verified)[5]).toHaveTextContent(/^—$/);
  });

  it('a View link hovered loads its account ahead: opened, the account shows at once', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    let open: () => void = () => {};
    const later = new Promise<void>((resolve) => (open = resolve));
    server.use(
      mswHttp.get(`${LIST}/:id`, async ({ params }) => {
        asked.push(String(params.id));
        // Only the first call (the prefetch) is answered; any other would wait for ever.
        if (asked.length > 1) await later;
        return undefined;
      }),
    );
    // The review screen's code loaded beforehand (its route is lazy): the prefetched record is fresh for RECORD_FRESH_FOR
    // (10 s) from the hover, and a first, cold import of the screen under a loaded machine took longer than that between
    // the hover and the page, so the page read the record again. The window measured is then the app's own.
    await import('./CliqDetailPage');
    renderApp('/cliq');
    const first = bodyRows(await table())[0]!;
    const link = within(first).getByRole('link', { name: /^View account / });
    await user.hover(link);
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 2, name: 'Account information' })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    open();
  });
});

describe('Cliq Account Management: Export CSV', () => {
  it('exports every page of the current status filter, asking for each page once, in order', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    try {
      renderApp('/cliq?status=pending');
      await table();
      const asked: { page: string | null; status: string | null }[] = [];
      server.use(
        mswHttp.get(LIST, ({ request }) => {
          const url = new URL(request.url);
          asked.push({ page: url.searchParams.get('page_number'), status: url.searchParams.get('status') });
          return undefined; // on to the demo backend
        }),
      );
      const pending = cliqStore.accounts.filter((a) => a.status === 'pending').length;
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText(`Exported ${pending} rows to ${exportFileName('cliq-pending')}.`);
      const pages = Math.max(1, Math.ceil(pending / 15));
      expect(asked).toEqual(Array.from({ length: pages }, (_, i) => ({ page: String(i + 1), status: 'pending' })));
      const lines = (await downloads.files[0]!.text()).split('\r\n');
      // For analysis: ids, one field a column, ISO timestamps (kernel/listExport.ts).
      expect(lines[0]).toBe('\uFEFFID,Alias type,Mobile/alias,Status,Created at (UTC),Changed at (UTC)');
      expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
      expect(lines).toHaveLength(pending + 2);
    } finally {
      downloads.restore();
    }
  });
});
