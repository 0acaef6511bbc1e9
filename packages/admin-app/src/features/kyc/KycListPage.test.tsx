import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { kycStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';

const server = setupSignedInScreen();

const table = () => screen.findByRole('table', { name: 'KYC verifications' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('KYC list', () => {
  it('shows the first page of 15 with the total, columns and Review links', async () => {
    renderApp('/verification');
    // The first render of a file loads the screen's chunk: slow on a shared machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'KYC Verification' })).toBeInTheDocument();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Mobile', 'National ID', 'Updated At', 'Status', 'Review']);
    expect(bodyRows(t)).toHaveLength(15);
    expect(screen.getByText(`Total: ${kycStore.users.length}`)).toBeInTheDocument();
    expect(screen.getByText(`Page 1 of ${Math.ceil(kycStore.users.length / 15)}`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search KYC verifications' })).toHaveAttribute(
      'placeholder',
      'search by name, email, ID or mobile',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  });

  it('filters by status and pages, keeping both in the URL and in the Review links', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/verification');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    const pending = kycStore.users.filter((u) => u.kyc_status === 'pending').length;
    expect(await screen.findByText(`Total: ${pending}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&page=2'));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(pending - 15));
    for (const row of bodyRows(await table())) expect(within(row).getByText('Pending')).toBeInTheDocument();
    const link = within(bodyRows(await table())[0]!).getByRole('link', { name: /^Review / });
    expect(link.getAttribute('href')).toMatch(/^\/verification\/\d+\?from=status%3Dpending%26page%3D2$/);
  });

  it('searches (debounced) by national ID and shows the exact empty state when nothing matches', async () => {
    const user = userEvent.setup();
    const target = kycStore.users[7]!;
    const { router } = renderApp('/verification');
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search KYC verifications' });
    await user.type(box, target.national_id);
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${target.national_id}`));
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
    server.use(
      mswHttp.get('*/api/admin/kyc/pending', async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'rejected') await delay(400);
      }),
    );
    renderApp('/verification');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    await user.type(screen.getByRole('searchbox', { name: 'Search KYC verifications' }), `${target.national_id}{Enter}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    await delay(500);
    expect(bodyRows(await table())).toHaveLength(1);
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
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
    renderApp('/verification');
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
            data: [{ id: 8, first_name: { en: 'Ali' }, family_name: 'Haddad', email: { a: 1 }, mobile_number: ['0791'], national_id: {}, updated_at: {} }],
            total: 1,
            current_page: 1,
          },
        }),
      ),
    );
    renderApp('/verification');
    const [row] = bodyRows(await table());
    expect(within(row!).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual(['Haddad', '', '', '', 'N/A']);
    expect(document.body).not.toHaveTextContent('[object Object]');
  });
});
