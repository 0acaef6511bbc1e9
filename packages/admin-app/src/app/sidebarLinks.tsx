import type { SidebarEntry } from '../kernel/feature';
import { cliqNav } from '../features/cliq/nav';
import { discountsNav } from '../features/discounts/nav';
import { feesNav } from '../features/fees/nav';
import { kybNav } from '../features/kyb/nav';
import { kycNav } from '../features/kyc/nav';
import { promotionGroupsNav } from '../features/promotion-groups/nav';

/**
 * The sidebar, in order: each area's entries (its `nav.tsx`). Only the signed-in layout imports this, so
 * the icons are in its chunk, not in what a first visit to /login downloads.
 */
export const sidebarLinks: SidebarEntry[] = [feesNav, discountsNav, promotionGroupsNav, kycNav, kybNav, cliqNav].flat();

/** The sidebar link of the section a path belongs to (e.g. /verification/12 -> /verification). */
export function activeSidebarHref(pathname: string): string | undefined {
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return sidebarLinks.find((link) => within(link.to) || link.also?.some(within))?.to;
}
