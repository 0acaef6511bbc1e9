import { useContext, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { AppLink, type LinkComponent } from '../LinkProvider';
import { useControllableState } from '../../utils/useControllableState';
import {
  Brand,
  Initials,
  ItemIcon,
  ItemLabel,
  LinkList,
  FooterSlot,
  LogoutButton,
  SidebarFooter,
  SidebarHeader,
  SidebarNav,
  Spinner,
  ToggleButton,
} from './Sidebar.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { DrawerClose } from '../../internal/drawerContext';

export interface SidebarLink {
  /** The route, e.g. "/fees". */
  to: string;
  /** The visible label; also the link's accessible name when collapsed. */
  label: string;
  /** Shown before the label, and alone when collapsed. Without it the label's initials stand in. */
  icon?: ReactNode;
}

export interface SidebarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The navigation entries, in order: a label, a path and optionally an icon. */
  links: readonly SidebarLink[];
  /** The current path. A link is current when it equals `to` or is below it (`to + '/'`). */
  activeHref?: string;
  /** Controlled collapsed state (70px wide instead of 160px). */
  collapsed?: boolean;
  /** Initial collapsed state when uncontrolled. */
  defaultCollapsed?: boolean;
  /** Called when the user collapses or expands the sidebar; remember it to keep the choice. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Shows a logout button at the bottom when given. */
  onLogout?: () => void;
  /** Default "Logout". */
  logoutLabel?: string;
  /** Logging out: the button shows a spinner, says it is busy and ignores presses. */
  logoutBusy?: boolean;
  /** Shown at the top while expanded. */
  brand?: ReactNode;
  /** Shown at the top while collapsed instead of `brand` (e.g. a logo mark). Default: nothing. */
  collapsedBrand?: ReactNode;
  /** Toggle names. Default "Collapse sidebar" / "Expand sidebar". */
  collapseLabel?: string;
  /** Accessible name of the toggle while collapsed. Default "Expand sidebar". */
  expandLabel?: string;
  /** Accessible name of the toggle in AppShell's drawer (narrow screens), where it closes the drawer. Default "Close menu". */
  closeLabel?: string;
  /** How links render (e.g. react-router's Link); default from LinkProvider. */
  linkComponent?: LinkComponent;
  /** Shown above Logout, e.g. settings that leave a phone's banner for the drawer (the language, the theme). */
  footer?: ReactNode;
}

/** "Discount Groups" -> "DG". Arabic letters are kept apart with a zero-width non-joiner. */
export function labelInitials(label: string): string {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('\u200c');
}

/** Is `to` the current page (or an ancestor of it)? Query and hash of the current path are ignored. */
export function isLinkActive(to: string, activeHref: string | undefined): boolean {
  if (!activeHref) return false;
  const path = activeHref.split(/[?#]/)[0] ?? activeHref;
  return path === to || path.startsWith(`${to}/`);
}

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12.5 4.5 7 10l5.5 5.5" />
    </svg>
  );
}

function LogoutIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 3.5H4.5v13H8M13 6.5 16.5 10 13 13.5M16.5 10H8" />
    </svg>
  );
}

/**
 * The console's main navigation: a `<nav aria-label="Main">` 160px wide, collapsible to 70px.
 *
 * The current link gets `aria-current="page"`. Collapsed, links show their icon (or initials)
 * and keep their name through a visually hidden label, shown as a tooltip beside the sidebar while
 * the link is hovered or has keyboard focus. Collapse state is
 * controlled (`collapsed` + `onCollapsedChange`) or not (`defaultCollapsed`). In AppShell's drawer (narrow screens)
 * the sidebar shows its labels whatever `collapsed` says, and the toggle, named "Close menu", closes the drawer.
 *
 * ```tsx
 * <Sidebar links={links} activeHref={pathname} onLogout={logout} logoutBusy={loggingOut} linkComponent={Link} />
 * ```
 */
export function Sidebar(props: SidebarProps) {
  const m = useAdminLocale().messages;
  const {
    links,
    activeHref,
    collapsed: collapsedProp,
    defaultCollapsed = false,
    onCollapsedChange,
    onLogout,
    logoutLabel = m.logout,
    logoutBusy = false,
    brand,
    collapsedBrand,
    collapseLabel = m.collapseSidebar,
    expandLabel = m.expandSidebar,
    closeLabel = m.closeMenu,
    linkComponent,
    footer,
    'aria-label': ariaLabel = m.mainNavigation,
    ...rest
  } = props;
  const [collapsedState, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange);
  const closeDrawer = useContext(DrawerClose);
  const collapsed = collapsedState && !closeDrawer;
  const toggleLabel = closeDrawer ? closeLabel : collapsed ? expandLabel : collapseLabel;
  const top = collapsed ? collapsedBrand : brand;

  const handleLogout = (event: MouseEvent<HTMLButtonElement>) => {
    if (logoutBusy) {
      event.preventDefault();
      return;
    }
    onLogout?.();
  };

  return (
    <SidebarNav {...rest} aria-label={ariaLabel} data-collapsed={collapsed ? 'true' : 'false'} data-drawer={closeDrawer ? '' : undefined}>
      <SidebarHeader>
        {top && <Brand>{top}</Brand>}
        <ToggleButton type="button" aria-label={toggleLabel} title={toggleLabel} onClick={closeDrawer ?? (() => setCollapsed(!collapsed))}>
          <ChevronIcon />
        </ToggleButton>
      </SidebarHeader>
      <LinkList>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink linkComponent={linkComponent} to={link.to} aria-current={isLinkActive(link.to, activeHref) ? 'page' : undefined}>
              {/* Without an icon the slot stays (labels line up); collapsed, it shows the initials. */}
              <ItemIcon aria-hidden="true">{link.icon ?? <Initials>{labelInitials(link.label)}</Initials>}</ItemIcon>
              <ItemLabel dir="auto">{link.label}</ItemLabel>
            </AppLink>
          </li>
        ))}
      </LinkList>
      {(onLogout || footer) && (
        <SidebarFooter>
          {footer && <FooterSlot>{footer}</FooterSlot>}
          {onLogout && (
            <LogoutButton type="button" aria-busy={logoutBusy || undefined} aria-disabled={logoutBusy || undefined} onClick={handleLogout}>
              <ItemIcon aria-hidden="true" data-mirror="true">
                {logoutBusy ? <Spinner /> : <LogoutIcon />}
              </ItemIcon>
              <ItemLabel>{logoutLabel}</ItemLabel>
            </LogoutButton>
          )}
        </SidebarFooter>
      )}
    </SidebarNav>
  );
}
