// Story and test fixtures for the app frame (Sidebar, AppShell, PageHeader): the console's
// navigation as docs/product.md#sidebar lists it, simple icons, and a fake router link.
import type { ReactNode } from 'react';
import type { LinkComponent, LinkComponentProps } from '../components/LinkProvider';
import type { SidebarLink } from '../components/Sidebar';

const icon = (d: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {d}
  </svg>
);

export const navIcons = {
  fees: icon(<path d="M4 6h16M4 12h16M4 18h10" />),
  distribution: icon(
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 4v8l6 4" />
    </>,
  ),
  discount: icon(
    <>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>,
  ),
  groups: icon(
    <>
      <circle cx="9" cy="9" r="3" />
      <path d="M3.5 19c.8-3 3-4.5 5.5-4.5s4.7 1.5 5.5 4.5M15.5 6.5a3 3 0 0 1 0 5.5M17.5 14.8c1.5.6 2.5 2 3 4.2" />
    </>,
  ),
  kyc: icon(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c.5-1.5 1.6-2.2 3-2.2s2.5.7 3 2.2M14.5 10h4M14.5 13h3" />
    </>,
  ),
  kyb: icon(
    <>
      <path d="M4 20V8l6-4v16M10 20h10V10l-10-2" />
      <path d="M14 13h2M14 16h2" />
    </>,
  ),
  cliq: icon(
    <>
      <path d="M7 7h10l-3-3M17 17H7l3 3" />
    </>,
  ),
};

/** The sidebar of docs/product.md#sidebar, with icons. */
export const consoleLinks: SidebarLink[] = [
  { to: '/fees', label: 'Fees', icon: navIcons.fees },
  { to: '/distribution', label: 'Distributions', icon: navIcons.distribution },
  { to: '/discount', label: 'Discount', icon: navIcons.discount },
  { to: '/promotion-groups', label: 'Discount Groups', icon: navIcons.groups },
  { to: '/verification', label: 'KYC Verification', icon: navIcons.kyc },
  { to: '/kyb-verification', label: 'KYB Verification', icon: navIcons.kyb },
  { to: '/cliq', label: 'Cliq', icon: navIcons.cliq },
];

/** The same links without icons: collapsed, they show initials. */
export const consoleLinksWithoutIcons: SidebarLink[] = consoleLinks.map(({ to, label }) => ({ to, label }));

/** A link that navigates nowhere: it reports the target instead, like a router link would act. */
export function fakeLink(onNavigate: (to: string) => void): LinkComponent {
  return function FakeLink({ to, onClick, children, ...rest }: LinkComponentProps) {
    return (
      <a
        href={to}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          onNavigate(to);
        }}
      >
        {children}
      </a>
    );
  };
}
