import type { Feature } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { feesPaths } from './paths';
import { DISTRIBUTIONS_TITLE, FEES_TITLE } from './names';

export { feesPaths };

/** Fees and their distributions: two catalogue screens. */
export const feesFeature: Feature = {
  routes: [
    { path: feesPaths.fees, lazy: () => import('./FeesPage').then((m) => ({ Component: m.FeesPage })) },
    { path: feesPaths.distributions, lazy: () => import('./DistributionPage').then((m) => ({ Component: m.DistributionPage })) },
  ],
  sidebar: [
    {
      to: feesPaths.fees,
      label: FEES_TITLE,
      labelKey: 'nav.fees',
      icon: (
        <SidebarIcon>
          <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
          <path d="M9 8h6M9 12h6M9 16h3" />
        </SidebarIcon>
      ),
    },
    {
      to: feesPaths.distributions,
      label: DISTRIBUTIONS_TITLE,
      labelKey: 'nav.distributions',
      icon: (
        <SidebarIcon>
          <path d="M12 3a9 9 0 1 0 9 9h-9z" />
          <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
        </SidebarIcon>
      ),
    },
  ],
};
