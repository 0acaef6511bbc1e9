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
          const { LoginPage } = await import('../routes/login/LoginPage');
          if (import.meta.env.VITE_DEMO === 'true') {
            const { demoAccounts } = await import('../mocks/accounts');
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
              { path: 'fees', lazy: () => import('../routes/fees/fees-table/FeesPage').then((m) => ({ Component: m.FeesPage })) },
              {
                path: 'distribution',
                lazy: () => import('../routes/fees/distribution/DistributionPage').then((m) => ({ Component: m.DistributionPage })),
              },
              {
                path: 'discount',
                lazy: () => import('../routes/discounts/discount-list/DiscountListPage').then((m) => ({ Component: m.DiscountListPage })),
              },
              {
                path: 'new-discount',
                lazy: () =>
                  import('../routes/discounts/discount-create/CreateDiscountPage').then((m) => ({ Component: m.CreateDiscountPage })),
              },
              {
                path: 'edit-discount',
                lazy: () => import('../routes/discounts/discount-edit/EditDiscountPage').then((m) => ({ Component: m.EditDiscountPage })),
              },
              {
                path: 'promotion-groups',
                lazy: () =>
                  import('../routes/promotion-groups/group-list/PromotionGroupListPage').then((m) => ({
                    Component: m.PromotionGroupListPage,
                  })),
              },
              {
                path: 'new-promotion-group',
                lazy: () =>
                  import('../routes/promotion-groups/group-create/CreatePromotionGroupPage').then((m) => ({
                    Component: m.CreatePromotionGroupPage,
                  })),
              },
              {
                path: 'edit-promotion-group',
                lazy: () =>
                  import('../routes/promotion-groups/group-edit/EditPromotionGroupPage').then((m) => ({
                    Component: m.EditPromotionGroupPage,
                  })),
              },
              { path: 'verification', lazy: () => import('../routes/kyc/kyc-list/KycListPage').then((m) => ({ Component: m.KycListPage })) },
              {
                path: 'verification/:id',
                lazy: () => import('../routes/kyc/kyc-detail/KycDetailPage').then((m) => ({ Component: m.KycDetailPage })),
              },
              { path: 'kyb-verification', lazy: () => import('../routes/kyb/kyb-list/KybListPage').then((m) => ({ Component: m.KybListPage })) },
              {
                path: 'kyb-verification/:id',
                lazy: () => import('../routes/kyb/kyb-detail/KybDetailPage').then((m) => ({ Component: m.KybDetailPage })),
              },
              { path: 'cliq', lazy: () => import('../routes/cliq/cliq-list/CliqListPage').then((m) => ({ Component: m.CliqListPage })) },
              {
                path: 'cliq/:id',
                lazy: () => import('../routes/cliq/cliq-detail/CliqDetailPage').then((m) => ({ Component: m.CliqDetailPage })),
              },
              { path: '*', lazy: () => import('../routes/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
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
