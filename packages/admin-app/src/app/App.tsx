import './messages';
import { LinkProvider, NotificationsProvider } from '@admin-console/admin-ui';
import { Link, RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppThemeProvider } from '../platform/theme/AppThemeProvider';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Theme (in the colour scheme chosen in the top bar), links (react-router's Link for every admin-ui link), notifications, then the routes. The
 * global loading bar is in each page's landmarks (platform/loading/GlobalLoadingBar.tsx).
 */
export function App({ router }: AppProps) {
  return (
    <AppThemeProvider>
      <LinkProvider component={Link}>
        {/* Below the banner's "Signed in as" (and the narrow Menu button): a toast never covers it. */}
        <NotificationsProvider offset="56px">
          <RouterProvider router={router} />
        </NotificationsProvider>
      </LinkProvider>
    </AppThemeProvider>
  );
}
