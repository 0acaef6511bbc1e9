import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams, type ListParams } from './useListParams';

const probe: { latest?: ListParams<'status' | 'search'> } = {};

function Probe() {
  const params = useListParams({ status: 'all', search: '' });
  useEffect(() => {
    probe.latest = params;
  });
  return <p>{`${params.values.status}|${params.values.search}|${params.page}`}</p>;
}

/** Resolves once the router has finished its next navigation (its state says so to subscribers). */
function navigationDone(router: ReturnType<typeof createMemoryRouter>) {
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      unsubscribe();
      resolve();
    });
  });
}

function setup(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListParams', () => {
  it('reads the URL, with defaults for what is absent and page 1 for a bad page', () => {
    setup('/list?status=pending&page=abc');
    expect(screen.getByText('pending||1')).toBeInTheDocument();
  });

  it('keeps a change the screen has not rendered yet when another follows (e.g. status, then search at once)', async () => {
    const router = setup('/list?search=sara');
    await act(async () => {
      const statusTaken = navigationDone(router);
      probe.latest?.update({ status: 'approved' });
      // The router has taken the status in, but React has not rendered it (act holds renders until it
      // ends): the next change must keep it.
      await statusTaken;
      expect(router.state.location.search).toBe('?search=sara&status=approved');
      expect(screen.getByText('all|sara|1')).toBeInTheDocument();
      const searchTaken = navigationDone(router);
      probe.latest?.update({ search: 'omar' }, { replace: true });
      await searchTaken;
    });
    expect(router.state.location.search).toBe('?search=omar&status=approved');
    expect(screen.getByText('approved|omar|1')).toBeInTheDocument();
  });

  it('after Back to a query it changed from, a change starts from the query shown, not from the one left', async () => {
    const router = setup('/list?status=pending');
    act(() => probe.latest?.update({ status: 'approved' }));
    expect(await screen.findByText('approved||1')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('pending||1')).toBeInTheDocument();
    act(() => probe.latest?.update({ search: 'omar' }));
    expect(router.state.location.search).toBe('?status=pending&search=omar');
  });

  it('goes back to page 1 when a filter changes and leaves defaults out of the URL', () => {
    const router = setup('/list?page=3&search=sara');
    act(() => probe.latest?.update({ status: 'approved' }));
    expect(router.state.location.search).toBe('?search=sara&status=approved');
    act(() => probe.latest?.update({ page: 2 }));
    expect(router.state.location.search).toBe('?search=sara&status=approved&page=2');
    act(() => probe.latest?.update({ status: 'all', search: '' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('all||1')).toBeInTheDocument();
  });

  it('keeps the page when a parameter is set to its current value, and replaces history on request', () => {
    const router = setup('/list?status=pending&page=2');
    act(() => probe.latest?.update({ status: 'pending' }));
    expect(router.state.location.search).toBe('?status=pending&page=2');
    act(() => probe.latest?.update({ search: 'a' }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => probe.latest?.update({ page: 4 }));
    expect(router.state.historyAction).toBe('PUSH');
  });
});

describe('useListParams: sort', () => {
  const sortProbe: { latest?: ListParams<'status'> } = {};
  const KEYS = ['name', 'amount'];
  function SortProbe() {
    const params = useListParams({ status: 'all' }, { sortKeys: KEYS });
    useEffect(() => {
      sortProbe.latest = params;
    });
    return <p>{params.sort ? `${params.sort.key} ${params.sort.direction}` : 'unsorted'}</p>;
  }
  const open = (url: string) => {
    const router = createMemoryRouter([{ path: '/list', element: <SortProbe /> }], { initialEntries: [url] });
    render(<RouterProvider router={router} />);
    return router;
  };

  it('reads ?sort=-name as that column descending', () => {
    open('/list?sort=-name');
    expect(screen.getByText('name descending')).toBeInTheDocument();
  });

  it('ignores an unknown or empty sort', () => {
    open('/list?sort=-password');
    expect(screen.getByText('unsorted')).toBeInTheDocument();
  });

  it('writes the sort (back to page 1, other parameters kept) and removes it for null', () => {
    const router = open('/list?status=pending&page=3');
    act(() => sortProbe.latest?.update({ sort: { key: 'amount', direction: 'ascending' } }));
    expect(router.state.location.search).toBe('?status=pending&sort=amount');
    expect(screen.getByText('amount ascending')).toBeInTheDocument();
    act(() => sortProbe.latest?.update({ sort: { key: 'amount', direction: 'descending' } }));
    expect(router.state.location.search).toBe('?status=pending&sort=-amount');
    act(() => sortProbe.latest?.update({ page: 2 }));
    expect(router.state.location.search).toBe('?status=pending&sort=-amount&page=2');
    act(() => sortProbe.latest?.update({ sort: null }));
    expect(router.state.location.search).toBe('?status=pending');
  });
});
