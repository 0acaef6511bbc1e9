import { adminMessages } from './messages';
import { AdminLocaleProvider, LinkProvider, NotificationsProvider } from '@admin-console/admin-ui';
import type { ReactNode } from 'react';
import { Link, RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { useLocale, useT } from '../platform/i18n/i18n';
import { intlLocale } from '../platform/i18n/intlLocale';
import { AppThemeProvider } from '../platform/theme/AppThemeProvider';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
}

/** admin-ui's components in the interface language: their own texts, and numbers and dates in its Intl locale. */
export function AppLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <AdminLocaleProvider locale={intlLocale(locale)} messages={adminMessages(locale)}>
      {children}
    </AdminLocaleProvider>
  );
}

/** The notifications, their tone said in the interface language before each text ("Error: …"). */
function AppNotifications({ children }: { children: ReactNode }) {
  const t = useT();
  const toneLabels = {
    success: t('shell.toneSuccess'),
    error: t('shell.toneError'),
    warning: t('shell.toneWarning'),
    info: t('shell.toneInfo'),
  };
  return (
    // Below the banner's "Signed in as" (and the narrow Menu button): a toast never covers it.
    <NotificationsProvider offset="56px" toneLabels={toneLabels}>
      {children}
    </NotificationsProvider>
  );
}

/**
 * Theme (in the colour scheme chosen in the top bar), language, links (react-router's Link for every admin-ui link),
 * notifications, then the routes. The
 * global loading bar is in each page's landmarks (platform/loading/GlobalLoadingBar.tsx).
 */
export function App({ router }: AppProps) {
  return (
    <AppThemeProvider>
      <AppLocale>
        <LinkProvider component={Link}>
          <AppNotifications>
            <RouterProvider router={router} />
          </AppNotifications>
        </LinkProvider>
      </AppLocale>
    </AppThemeProvider>
  );
}
