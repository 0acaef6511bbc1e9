import type { SidebarEntry } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { DISTRIBUTIONS_TITLE, FEES_TITLE } from './names';
import { feesPaths } from './paths';

const receipt = (
  <SidebarIcon>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </SidebarIcon>
);
const pie = (
  <SidebarIcon>
    <path d="M12 3a9 9 0 1 0 9 9h-9z" />
    <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
  </SidebarIcon>
);

/** The sidebar entries of fees and of their distributions. */
export const feesNav: SidebarEntry[] = [
  { to: feesPaths.fees, label: FEES_TITLE, labelKey: 'platform.navFees', icon: receipt },
  { to: feesPaths.distributions, label: DISTRIBUTIONS_TITLE, labelKey: 'platform.navDistributions', icon: pie },
];
