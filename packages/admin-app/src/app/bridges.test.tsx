import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../platform/navigationBridge';
import { useNavigationBridge } from './bridges';

function Root() {
  useNavigationBridge();
  return <Outlet />;
}

describe('the navigation bridge', () => {
  it("reports the page the admin is going to while its code loads, not the one still on screen", async () => {
    let finishLoading: (value: { Component: () => React.JSX.Element }) => void = () => {};
    const router = createMemoryRouter(
      [
        {
          Component: Root,
          children: [
            { path: '/verification/4', Component: () => <h1>Review</h1> },
            { path: '/fees', lazy: () => new Promise((resolve) => (finishLoading = resolve)) },
          ],
        },
      ],
      { initialEntries: ['/verification/4'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/verification/4');

    // The admin clicks away; the next page's code is still loading, the review still shows.
    await act(async () => {
      void router.navigate('/fees');
    });
    expect(screen.getByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/fees');

    await act(async () => finishLoading({ Component: () => <h1>Fees</h1> }));
    expect(await screen.findByRole('heading', { name: 'Fees' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/fees');
  });
});
