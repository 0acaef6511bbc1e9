import { adminMessages } from './messages';
import { AdminLocaleProvider, LinkProvider, NotificationsProvider, vars } from '@admin-console/admin-ui';
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
    // Signed in, the newest notification sits in the banner's free start (AppLayout's NotificationDock), over none of
    // the page: its totals and actions stay uncovered (docs/product.md#notifications); two at most, as a decision and
    // what followed it ("approved", then "the next case could not be found") are both news. Without the banner
    // (sign-in) or on a phone (the banner wraps to three rows there), they float at the bottom, above a review's bar.
    <NotificationsProvider
      placement="bottom-end"
      offset={`calc(var(--admin-sticky-bar-height, 0px) + ${vars.space[4]})`}
      maxVisible={2}
      toneLabels={toneLabels}
    >
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
