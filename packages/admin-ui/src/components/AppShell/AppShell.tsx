import { useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { DrawerBackdrop, MenuButton, ShellHeader, ShellMain, ShellRoot, ShellSidebar, SkipLink, TopBarSlot } from './AppShell.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { DrawerClose } from '../../internal/drawerContext';
import { useThemeProviderCheck } from '../../theme/themeContext';
import { MAIN_CONTENT_ID } from './mainContentId';

export interface AppShellProps extends HTMLAttributes<HTMLDivElement> {
  /** Normally a `<Sidebar/>`; it stays in view while the page scrolls (a drawer on narrow screens). */
  sidebar: ReactNode;
  /**
   * The page's banner (`<header>`), beside the sidebar: fixed chrome such as `<LoadingBar/>` (takes
   * no room), or a bar of your own (e.g. "Signed in as …"), lined up with the page's inline padding.
   */
  topBar?: ReactNode;
  /** The page, inside `<main id="main-content">`. */
  children?: ReactNode;
  /** Default "Skip to main content". */
  skipLinkLabel?: string;
  /** The name of the button that opens the sidebar drawer on narrow screens. Default "Menu". */
  menuLabel?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M3.5 5.5h13M3.5 10h13M3.5 14.5h13" />
    </svg>
  );
}

/**
 * The console's frame: a banner (`<header>`) above the page with a "Skip to main content" link
 * that appears on focus and the top bar, the sidebar at the inline start, and the page in
 * `<main id="main-content">`. The document scrolls (the sidebar is sticky), so browser find, keyboard scrolling and
 * scroll restoration behave normally.
 *
 * Narrower than `DRAWER_BREAKPOINT` (640px, e.g. 320px or a zoomed window) the sidebar leaves the
 * page's width to the page: a "Menu" button in the banner opens it as a drawer over the page. Focus
 * moves into the drawer; Escape, the backdrop, the Menu button, a `<Sidebar/>`'s own toggle (named "Close menu"
 * there, and the drawer always shows the labels) or following a link close it, and focus returns to Menu (unless a
 * link took the user to another page).
 *
 * ```tsx
 * <AppShell sidebar={<Sidebar links={links} activeHref={pathname} />} topBar={<LoadingBar active={busy} />}>
 *   <Outlet />
 * </AppShell>
 * ```
 */
export function AppShell({ sidebar, topBar, children, skipLinkLabel, menuLabel, ...rest }: AppShellProps) {
  const m = useAdminLocale().messages;
  useThemeProviderCheck('AppShell');
  const mainRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Move focus without touching the URL: a hash change would be a navigation to the app's router.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainRef.current;
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };

  useEffect(() => {
    if (drawerOpen) drawerRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [drawerOpen]);

  const closeDrawer = (returnFocus: boolean) => {
    setDrawerOpen(false);
    if (returnFocus) menuRef.current?.focus();
  };

  const onDrawerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (drawerOpen && event.key === 'Escape') {
      event.preventDefault();
      closeDrawer(true);
    }
  };

  // A link followed from the drawer: the page changes under it, so the drawer gets out of the way.
  const onDrawerClick = (event: MouseEvent<HTMLDivElement>) => {
    if (drawerOpen && event.target instanceof Element && event.target.closest('a[href]')) closeDrawer(false);
  };

  return (
    <ShellRoot {...rest}>
      <ShellHeader>
        <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
          {skipLinkLabel ?? m.skipToMain}
        </SkipLink>
        <MenuButton
          ref={menuRef}
          type="button"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          // Named even while hidden (wide screens), where its text is not rendered.
          aria-label={menuLabel ?? m.menu}
          onClick={() => (drawerOpen ? closeDrawer(true) : setDrawerOpen(true))}
        >
          <MenuIcon />
          <span>{menuLabel ?? m.menu}</span>
        </MenuButton>
        {topBar != null && <TopBarSlot>{topBar}</TopBarSlot>}
      </ShellHeader>
      {/* Key and click handlers only close the drawer (Escape, a followed link): the sidebar's own controls stay in charge. */}
      <ShellSidebar
        id={drawerId}
        ref={drawerRef}
        data-open={drawerOpen ? 'true' : 'false'}
        onKeyDown={onDrawerKeyDown}
        onClick={onDrawerClick}
      >
        <DrawerClose value={drawerOpen ? () => closeDrawer(true) : undefined}>{sidebar}</DrawerClose>
      </ShellSidebar>
      {drawerOpen && <DrawerBackdrop aria-hidden="true" onClick={() => closeDrawer(true)} />}
      <ShellMain id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1}>
        {children}
      </ShellMain>
    </ShellRoot>
  );
}
