import { NotificationsProvider } from '@admin-console/admin-ui';
import { act, render, screen, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { emitAppNotice } from '../platform/appEvents';
import { currentLocation } from '../platform/navigationBridge';
import { useNavigationBridge, useNoticeBridge } from './bridges';

function Root() {
  useNavigationBridge();
  return <Outlet />;
}

describe('the navigation bridge', () => {
  it('reports the page the admin is going to while its code loads, not the one still on screen', async () => {
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

describe('the notice bridge', () => {
  it('tells a notice given the moment the first page shows (it listens before the page is painted, not after)', async () => {
    // Rendered as a browser renders, outside act: the page's passive effects run a task after it shows. The notice
    // is given from the page's first appearance in the document (a 403 answered that soon, say).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    function Page() {
      useNoticeBridge();
      return <h1>Page</h1>;
    }
    try {
      const observer = new MutationObserver(() => {
        if (!within(container).queryByRole('heading', { name: 'Page' })) return;
        observer.disconnect();
        emitAppNotice({ tone: 'error', message: 'Admin privileges required.' });
      });
      observer.observe(container, { childList: true, subtree: true });
      root.render(
        <NotificationsProvider>
          <Page />
        </NotificationsProvider>,
      );
      expect(await screen.findByText('Admin privileges required.')).toBeInTheDocument();
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
