import type { SidebarEntry } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { KYC_LIST_TITLE } from './names';
import { kycPaths } from './paths';

const icon = (
  <SidebarIcon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16c.6-1.5 1.7-2.2 3-2.2s2.4.7 3 2.2M15 10h3M15 13h3" />
  </SidebarIcon>
);

/** KYC's sidebar entry. */
export const kycNav: SidebarEntry[] = [{ to: kycPaths.list, label: KYC_LIST_TITLE, labelKey: 'platform.navKyc', icon }];
