import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_AFTER_LOGIN } from '../platform/session/returnTo';
import { AppRoot } from './AppRoot';
import { FirstRouteLoading } from '../platform/loading/GlobalLoadingBar';
import { RouteErrorPage } from './RouteErrorPage';
import { features } from './features';
import { loginRoute } from '../features/login';

/**
 * The route table of docs/product.md#screens-and-navigation, from app/features.ts. Every screen is a lazy route (its own chunk, loaded on
 * first visit); /login is public, everything else needs a session and sits in the layout.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    // The first screen's chunk is loading: nothing to show yet but the global loading bar.
    HydrateFallback: FirstRouteLoading,
    children: [
      loginRoute,
      {
        lazy: () => import('./ProtectedLayout').then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          {
            // A failing screen shows its error inside the layout: the sidebar stays usable.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <Navigate to={DEFAULT_AFTER_LOGIN} replace /> },
              ...features.flatMap((feature) => feature.routes),
              { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
