import { AppShell, FadeTransition, MAIN_CONTENT_ID, NotificationDock, Sidebar, useNotifications } from '@admin-console/admin-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { appName } from '../platform/config';
import { useT } from '../platform/messages';
import { LanguageSwitch } from '../platform/i18n/LanguageSwitch';
import { GlobalLoadingBar } from '../platform/loading/GlobalLoadingBar';
import { ThemeSwitch } from '../platform/theme/ThemeSwitch';
import { displayName, useSession } from '../platform/session';
import { signOut } from '../platform/session/session';
import { IdleLock } from '../platform/session/IdleLock';
import { allowDocumentPreviews } from '../platform/trustedTypes';
import { UserBar } from './AppLayout.styles';
import { activeSidebarHref, sidebarLinks } from './sidebarLinks';
import { useNarrowScreen } from './useNarrowScreen';
import { useStoredFlag } from './useStoredFlag';

// Before any signed-in page renders: a review's PDF preview needs it under Trusted Types.
allowDocumentPreviews();

export const SIDEBAR_COLLAPSED_KEY = 'admin:sidebar-collapsed';

/** The index route only redirects (to the default screen): arriving from it is the landing, not a navigation. */
const INDEX_PATH = '/';

/**
 * After a page change, move focus to the new page's heading (or the main region) so screen
 * reader and keyboard users start reading the new page, as after a full page load. Only on a
 * path change: a list's filters in the query string must not steal focus. The previous pathname
 * (not a "first render" flag) decides, so StrictMode's second effect run and the index redirect
 * `/` to the default screen leave focus where the page load put it. The layout itself arriving by
 * a navigation inside the app (after signing in, first or again after the session ended) is a page
 * change too: the sign-in form that had focus is gone, which would leave focus on the body.
 */
function useFocusOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  // Until the heading got focus once (StrictMode's second mount effect must not lose it).
  const arrival = useRef(useNavigationType() !== 'POP');
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (!arrival.current && (from === pathname || from === INDEX_PATH)) return undefined;
    const frame = window.requestAnimationFrame(() => {
      arrival.current = false;
      const main = document.getElementById(MAIN_CONTENT_ID);
      const target = main?.querySelector<HTMLElement>('h1') ?? main;
      if (!target) return;
      // The user (or the page) has already put focus in the new page, e.g. started typing a
      // search: taking it away now would send their keystrokes nowhere.
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== main && main?.contains(active)) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);
}

/** The signed-in layout: sidebar, the banner (loading bar, user bar), and the current page (fading in). */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { dismissAll } = useNotifications();
  const [collapsed, setCollapsed] = useStoredFlag(SIDEBAR_COLLAPSED_KEY);
  const [loggingOut, setLoggingOut] = useState(false);
  const loggingOutRef = useRef(false);

  useFocusOnNavigation(pathname);
  const t = useT(); // the texts below follow the interface language

  const onLogout = useCallback(async () => {
    if (loggingOutRef.current) return;
    loggingOutRef.current = true;
    setLoggingOut(true);
    await signOut(); // never throws: the local session ends even if the server call failed
    dismissAll();
    navigate('/login', { replace: true });
  }, [dismissAll, navigate]);

  const name = displayName(user);
  // On a phone the banner keeps Menu and the name; the language and the theme move into the drawer, above Logout.
  const narrow = useNarrowScreen();
  const settings = (
    <>
      <LanguageSwitch />
      <ThemeSwitch />
    </>
  );

  return (
    <AppShell
      skipLinkLabel={t('platform.skipLink')}
      menuLabel={t('platform.menu')}
      sidebar={
        <Sidebar
          brand={<span lang="en">{appName}</span>}
          aria-label={t('platform.navigation')}
          collapseLabel={t('platform.collapse')}
          expandLabel={t('platform.expand')}
          links={sidebarLinks.map((link) => (link.labelKey ? { ...link, label: t(link.labelKey) } : link))}
          activeHref={activeSidebarHref(pathname)}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          onLogout={onLogout}
          logoutLabel={t('platform.logout')}
          logoutBusy={loggingOut}
          footer={narrow ? settings : undefined}
        />
      }
      topBar={
        <>
          <GlobalLoadingBar />
          <UserBar>
            <NotificationDock />
            {name ? (
              <span>
                <span data-narrow="hidden">{t('platform.signedInAs')} </span>
                <strong dir="auto">{name}</strong>
              </span>
            ) : null}
            {narrow ? null : settings}
          </UserBar>
        </>
      }
    >
      <FadeTransition transitionKey={pathname}>
        <Outlet />
      </FadeTransition>
      <IdleLock onSignOut={onLogout} />
    </AppShell>
  );
}
