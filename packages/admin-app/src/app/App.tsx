import { AdminThemeProvider, LinkProvider, NotificationsProvider } from '@admin-console/admin-ui';
import { Link, RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { GlobalLoadingBar } from './GlobalLoadingBar';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Theme, links (react-router's Link for every admin-ui link), notifications, the global loading
 * bar (outside the routes, so every screen and the first chunk load have it), then the routes.
 */
export function App({ router }: AppProps) {
  return (
    <AdminThemeProvider>
      <LinkProvider component={Link}>
        <NotificationsProvider>
          <GlobalLoadingBar />
          <RouterProvider router={router} />
        </NotificationsProvider>
      </LinkProvider>
    </AdminThemeProvider>
  );
}
