import type { SidebarEntry } from '../kernel/feature';
import { features } from './features';

/** The sidebar, in order: each feature's entries, in the order app/features.ts lists the features. */
export const sidebarLinks: SidebarEntry[] = features.flatMap((feature) => feature.sidebar);

/** The sidebar link of the section a path belongs to (e.g. /verification/12 -> /verification). */
export function activeSidebarHref(pathname: string): string | undefined {
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return sidebarLinks.find((link) => within(link.to) || link.also?.some(within))?.to;
}
