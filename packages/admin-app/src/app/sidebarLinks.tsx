import type { ReactNode } from 'react';

export interface AppSidebarLink {
  to: string;
  label: string;
  icon: ReactNode;
  /** Other paths that belong to this section (its create/edit screens). */
  also?: readonly string[];
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The sidebar of SPEC.md section 2, in order, with small icons for the collapsed (70px) sidebar. */
export const sidebarLinks: AppSidebarLink[] = [
  {
    to: '/fees',
    label: 'Fees',
    icon: (
      <Icon>
        <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
        <path d="M9 8h6M9 12h6M9 16h3" />
      </Icon>
    ),
  },
  {
    to: '/distribution',
    label: 'Distributions',
    icon: (
      <Icon>
        <path d="M12 3a9 9 0 1 0 9 9h-9z" />
        <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
      </Icon>
    ),
  },
  {
    to: '/discount',
    label: 'Discount',
    also: ['/new-discount', '/edit-discount'],
    icon: (
      <Icon>
        <path d="M3 12V4h8l10 10-8 8z" />
        <circle cx="7.5" cy="8.5" r="1.5" />
      </Icon>
    ),
  },
  {
    to: '/promotion-groups',
    label: 'Discount Groups',
    also: ['/new-promotion-group', '/edit-promotion-group'],
    icon: (
      <Icon>
        <circle cx="9" cy="8" r="3" />
        <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
        <path d="M16 5.5a3 3 0 0 1 0 5.5M18 14.5c1.8.8 3 2.8 3 5.5" />
      </Icon>
    ),
  },
  {
    to: '/verification',
    label: 'KYC Verification',
    icon: (
      <Icon>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="11" r="2" />
        <path d="M6 16c.6-1.5 1.7-2.2 3-2.2s2.4.7 3 2.2M15 10h3M15 13h3" />
      </Icon>
    ),
  },
  {
    to: '/kyb-verification',
    label: 'KYB Verification',
    icon: (
      <Icon>
        <path d="M4 21V5l8-2v18M12 8h8v13M2 21h20" />
        <path d="M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2" />
      </Icon>
    ),
  },
  {
    to: '/cliq',
    label: 'Cliq',
    icon: (
      <Icon>
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M10.5 18h3" />
      </Icon>
    ),
  },
];

/** The sidebar link of the section a path belongs to (e.g. /verification/12 -> /verification). */
export function activeSidebarHref(pathname: string): string | undefined {
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return sidebarLinks.find((link) => within(link.to) || link.also?.some(within))?.to;
}
