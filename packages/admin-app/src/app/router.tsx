import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_AFTER_LOGIN } from '../platform/session/returnTo';
import { AppRoot } from './AppRoot';
import { FirstRouteLoading } from './GlobalLoadingBar';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The route table of SPEC.md section 2. Every screen is a lazy route (its own chunk, loaded on
 * first visit); /login is public, everything else needs a session and sits in the layout.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    // The first screen's chunk is loading: nothing to show yet but the global loading bar.
    HydrateFallback: FirstRouteLoading,
    children: [
      {
        path: 'login',
        lazy: async () => {
          const { LoginPage } = await import('../features/login/LoginPage');
          if (import.meta.env.VITE_DEMO === 'true') {
            const { demoAccounts } = await import('../demo/accounts');
            return { Component: () => <LoginPage demoAccounts={demoAccounts} /> };
          }
          return { Component: LoginPage };
        },
      },
      {
        lazy: () => import('./ProtectedLayout').then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          {
            // A failing screen shows its error inside the layout: the sidebar stays usable.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <Navigate to={DEFAULT_AFTER_LOGIN} replace /> },
              { path: 'fees', lazy: () => import('../features/fees/FeesPage').then((m) => ({ Component: m.FeesPage })) },
              {
                path: 'distribution',
                lazy: () => import('../features/fees/DistributionPage').then((m) => ({ Component: m.DistributionPage })),
              },
              {
                path: 'discount',
                lazy: () => import('../features/discounts/DiscountListPage').then((m) => ({ Component: m.DiscountListPage })),
              },
              {
                path: 'new-discount',
                lazy: () =>
                  import('../features/discounts/CreateDiscountPage').then((m) => ({ Component: m.CreateDiscountPage })),
              },
              {
                path: 'edit-discount',
                lazy: () => import('../features/discounts/EditDiscountPage').then((m) => ({ Component: m.EditDiscountPage })),
              },
              {
                path: 'promotion-groups',
                lazy: () =>
                  import('../features/promotion-groups/PromotionGroupListPage').then((m) => ({
                    Component: m.PromotionGroupListPage,
                  })),
              },
              {
                path: 'new-promotion-group',
                lazy: () =>
                  import('../features/promotion-groups/CreatePromotionGroupPage').then((m) => ({
                    Component: m.CreatePromotionGroupPage,
                  })),
              },
              {
                path: 'edit-promotion-group',
                lazy: () =>
                  import('../features/promotion-groups/EditPromotionGroupPage').then((m) => ({
                    Component: m.EditPromotionGroupPage,
                  })),
              },
              { path: 'verification', lazy: () => import('../features/kyc/KycListPage').then((m) => ({ Component: m.KycListPage })) },
              {
                path: 'verification/:id',
                lazy: () => import('../features/kyc/KycDetailPage').then((m) => ({ Component: m.KycDetailPage })),
              },
              { path: 'kyb-verification', lazy: () => import('../features/kyb/KybListPage').then((m) => ({ Component: m.KybListPage })) },
              {
                path: 'kyb-verification/:id',
                lazy: () => import('../features/kyb/KybDetailPage').then((m) => ({ Component: m.KybDetailPage })),
              },
              { path: 'cliq', lazy: () => import('../features/cliq/CliqListPage').then((m) => ({ Component: m.CliqListPage })) },
              {
                path: 'cliq/:id',
                lazy: () => import('../features/cliq/CliqDetailPage').then((m) => ({ Component: m.CliqDetailPage })),
              },
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
