import { NotificationsProvider } from '@admin-console/admin-ui';
import { render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RemoteCacheProvider } from '../../kernel/remoteCache';
import type { ReviewRecordSource } from './reviewSource';
import { useReviewRecord } from './useReviewRecord';

interface Thing {
  id: string;
  name: string;
}

/** An answer of `status` from the server, as http.ts rejects it. */
function httpError(status: number) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, { status, statusText: '', data: {}, headers: {}, config });
}

function setup(load: (id: string) => Promise<Thing>, options: { notFound?: string } = {}) {
  const source: ReviewRecordSource<Thing> = {
    listPath: '/things',
    queue: {
      page: (_, page) => ({
        queryKey: ['things', 'list', page],
        queryFn: async () => ({ rows: [], total: 0, lastPage: 1, currentPage: 1 }),
      }),
      getRowId: (row) => row.id,
      detailPath: (row) => `/things/${row.id}`,
    },
    record: (id) => ({ queryKey: ['things', 'record', id], queryFn: () => load(id) }),
    keys: { lists: ['things', 'list'], record: (id) => ['things', 'record', id] },
  };
  function Review() {
    const { id = '' } = useParams();
    const { record, flow } = useReviewRecord({ title: 'Thing review', id, source, loadFailed: 'Failed to load the thing.', ...options });
    return (
      <main>
        <a href={flow.backTo}>Back</a>
        {record ? <p>Thing {record.name}</p> : <p>Loading</p>}
      </main>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/things/:id', element: <Review /> },
      { path: '/things', element: <h1>Things</h1> },
    ],
    { initialEntries: ['/things/7?from=status%3Dpending'] },
  );
  render(
    <RemoteCacheProvider>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </RemoteCacheProvider>,
  );
  return router;
}

describe('useReviewRecord', () => {
  it('shows the record of the address once loaded, with the tab titled and the way back to the list it came from', async () => {
    const load = vi.fn(async (id: string) => ({ id, name: `number ${id}` }));
    setup(load);
    expect(await screen.findByText('Thing number 7')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('7');
    expect(document.title).toContain('Thing review');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/things?status=pending');
  });

  it('a failed load is told on the way back to the list', async () => {
    const router = setup(() => Promise.reject(httpError(500)));
    expect(await screen.findByText('Failed to load the thing.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things');
  });

  it('a record the server does not have is told as such when the page says how', async () => {
    setup(() => Promise.reject(httpError(404)), { notFound: 'That thing does not exist.' });
    expect(await screen.findByText('That thing does not exist.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load the thing.')).not.toBeInTheDocument();
  });
});
