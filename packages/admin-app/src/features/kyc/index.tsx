import type { Feature } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { kycPaths } from './paths';
import { KYC_LIST_TITLE } from './names';

export { kycPaths };

/** KYC: the review queue of individual users' identity checks, and one user's review. */
export const kycFeature: Feature = {
  routes: [
    { path: kycPaths.list, lazy: () => import('./KycListPage').then((m) => ({ Component: m.KycListPage })) },
    { path: kycPaths.detailRoute, lazy: () => import('./KycDetailPage').then((m) => ({ Component: m.KycDetailPage })) },
  ],
  sidebar: [
    {
      to: kycPaths.list,
      label: KYC_LIST_TITLE,
      labelKey: 'nav.kyc',
      icon: (
        <SidebarIcon>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="11" r="2" />
          <path d="M6 16c.6-1.5 1.7-2.2 3-2.2s2.4.7 3 2.2M15 10h3M15 13h3" />
        </SidebarIcon>
      ),
    },
  ],
};
