import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { kybStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';

const server = setupSignedInScreen();

const table = () => screen.findByRole('table', { name: 'KYB requests' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('KYB list', () => {
  it("shows the columns of the spec, the total and paging (status=all: All), and each row's documents held", async () => {
    renderApp('/kyb-verification?status=all');
    // The first render of a file loads the screen's chunk: slow on a shared machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'KYB verification' })).toBeInTheDocument();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'National ID', 'Contact', 'Sector', 'Updated', 'Waiting', 'Files', 'Status', 'Review']);
    expect(bodyRows(t)).toHaveLength(15);
    // Each row's record read through the cache: "2 of 3" once it is there.
    await waitFor(() => expect(within(t).getAllByText(/^[0-3] of 3$/)).toHaveLength(15));
    expect(screen.getByText(`Total: ${kybStore.requests.length}`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search KYB requests' })).toHaveAttribute(
      'placeholder',
      'search by company name, email, mobile, or national ID',
    );
  });

  it('shows pending requests as Pending review, searches by Arabic name, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/kyb-verification?status=pending');
    const t = await table();
    // The count first: a loop over no rows checks nothing.
    const pending = kybStore.requests.filter((r) => r.status === 'pending').length;
    expect(pending).toBeGreaterThan(0);
    expect(bodyRows(t)).toHaveLength(Math.min(15, pending));
    for (const row of bodyRows(t)) expect(within(row).getByText('Pending review')).toBeInTheDocument();
    const target = kybStore.requests[1]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search KYB requests' }), `${target.company_name_ar}{Enter}`);
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(within(await table()).getByRole('link', { name: `Review ${target.company_name_en}` })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search KYB requests' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search KYB requests' }), 'no such company{Enter}');
    expect(await screen.findByText('No KYB Requests Found')).toBeInTheDocument();
  });

  it('lists rows whose names, user or sector are not text without crashing', async () => {
    server.use(
      mswHttp.get('*/api/admin/kyb/requests', () =>
        HttpResponse.json({
          data: {
            data: [
              {
                id: 1,
                company_name_en: { en: 'Petra' },
                company_name_ar: 'شركة البتراء',
                user: 'x',
                company_sector: ['Retail'],
                status: 7,
              },
              { id: 2, company_name_en: null, company_name_ar: ['x'], user: { email: { a: 1 } }, updated_at: { date: 1 } },
            ],
            total: 2,
            current_page: 1,
            last_page: 1,
          },
        }),
      ),
    );
    renderApp('/kyb-verification');
    const t = await table();
    expect(bodyRows(t)).toHaveLength(2);
    expect(within(t).getByRole('link', { name: 'Review شركة البتراء' })).toBeInTheDocument();
    expect(within(t).getByText('شركة البتراء')).toHaveAttribute('lang', 'ar');
    expect(within(t).getByRole('link', { name: 'Review Request 2' })).toBeInTheDocument();
    // No readable date: N/A, as a table shows a missing value.
    expect(within(bodyRows(t)[1]!).getByText('N/A')).toBeInTheDocument();
  });

  it('shows rows whose fields are objects or arrays with empty cells, never "[object Object]"', async () => {
    server.use(
      mswHttp.get('*/api/admin/kyb/requests', () =>
        HttpResponse.json({
          data: {
            data: [
              {
                id: 8,
                company_name_en: 'Petra',
                company_name_ar: ['البتراء'],
                company_national_id: { n: 1 },
                company_sector: { name_en: { en: 'Retail' } },
                user: { email: { a: 1 }, mobile_number: [] },
                updated_at: [],
                status: { s: 'approved' },
              },
            ],
            total: 1,
            current_page: 1,
          },
        }),
      ),
    );
    renderApp('/kyb-verification');
    const [row] = bodyRows(await table());
    expect(
      within(row!)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((c) => c.textContent),
    ).toEqual(['Petra', '', '', '', 'N/A', '—', expect.stringMatching(/^(…|—|[0-3] of 3)$/)]);
    expect(document.body).not.toHaveTextContent('[object Object]');
  });

  it('folds the Arabic name under the English one and the mobile under the email, and shows how long a pending request has waited', async () => {
    const HOUR = 3_600_000;
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    server.use(
      mswHttp.get('*/api/admin/kyb/requests', () =>
        HttpResponse.json({
          data: {
            data: [
              {
                id: 1,
                company_name_en: 'Petra Logistics',
                company_name_ar: 'البتراء للخدمات اللوجستية',
                user: { email: 'finance@petra.example', mobile_number: '+962772006133' },
                created_at: ago(30 * 24 * HOUR),
                updated_at: ago(5 * HOUR + 60_000),
                status: 'pending',
              },
              // No last change: waiting since it was submitted.
              { id: 2, company_name_ar: 'مختبرات إربد', created_at: ago(12 * 60_000 + 1000), status: 'pending' },
              { id: 3, company_name_en: 'Done', updated_at: ago(HOUR), status: 'approved' },
            ],
            total: 3,
            current_page: 1,
          },
        }),
      ),
    );
    renderApp('/kyb-verification');
    const [first, second, third] = bodyRows(await table());
    const cells = (row: HTMLElement | undefined) => within(row!).getAllByRole('cell');
    expect(cells(first)[0]).toHaveTextContent('Petra Logisticsالبتراء للخدمات اللوجستية');
    expect(cells(first)[2]).toHaveTextContent('finance@petra.example+962772006133');
    expect(cells(first)[5]).toHaveTextContent(/^5 h$/);
    // Only an Arabic name: it is the company's name, not a second line under an empty one.
    expect(cells(second)[0]).toHaveTextContent(/^مختبرات إربد$/);
    expect(cells(second)[4]).toHaveTextContent(/^N\/A$/);
    expect(cells(second)[5]).toHaveTextContent(/^12 min$/);
    expect(cells(third)[5]).toHaveTextContent(/^—$/);
  });
});
