import { useRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { ShellColumn, ShellMain, ShellRoot, ShellRow, ShellSidebar, SkipLink, TopBarSlot } from './AppShell.styles';

export interface AppShellProps extends HTMLAttributes<HTMLDivElement> {
  /** Normally a `<Sidebar/>`; it stays in view while the page scrolls. */
  sidebar: ReactNode;
  /**
   * Above the page, beside the sidebar: fixed chrome such as `<LoadingBar/>` (takes no room), or a
   * bar of your own (e.g. "Signed in as …"), lined up with the page's inline padding.
   */
  topBar?: ReactNode;
  /** The page, inside `<main id="main-content">`. */
  children?: ReactNode;
  /** Default "Skip to main content". */
  skipLinkLabel?: string;
}

/** The `<main>`'s id, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The console's frame: sidebar at the inline start, the page in `<main id="main-content">`,
 * a "Skip to main content" link that appears on focus, and a slot for the loading bar.
 * The document scrolls (the sidebar is sticky), so browser find, keyboard scrolling and
 * scroll restoration behave normally.
 *
 * ```tsx
 * <AppShell sidebar={<Sidebar links={links} activeHref={pathname} />} topBar={<LoadingBar active={busy} />}>
 *   <Outlet />
 * </AppShell>
 * ```
 */
export function AppShell({ sidebar, topBar, children, skipLinkLabel = 'Skip to main content', ...rest }: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);

  // Move focus without touching the URL: a hash change would be a navigation to the app's router.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainRef.current;
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };

  return (
    <ShellRoot {...rest}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
        {skipLinkLabel}
      </SkipLink>
      <ShellRow>
        <ShellSidebar>{sidebar}</ShellSidebar>
        <ShellColumn>
          {topBar != null && <TopBarSlot>{topBar}</TopBarSlot>}
          <ShellMain id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1}>
            {children}
          </ShellMain>
        </ShellColumn>
      </ShellRow>
    </ShellRoot>
  );
}
