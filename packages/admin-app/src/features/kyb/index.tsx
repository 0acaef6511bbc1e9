import type { Feature } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { kybPaths } from './paths';
import { KYB_LIST_TITLE } from './names';

export { kybPaths };

/** KYB: the review queue of company requests, and one request's review with its documents. */
export const kybFeature: Feature = {
  routes: [
    { path: kybPaths.list, lazy: () => import('./KybListPage').then((m) => ({ Component: m.KybListPage })) },
    { path: kybPaths.detailRoute, lazy: () => import('./KybDetailPage').then((m) => ({ Component: m.KybDetailPage })) },
  ],
  sidebar: [
    {
      to: kybPaths.list,
      label: KYB_LIST_TITLE,
      labelKey: 'nav.kyb',
      icon: (
        <SidebarIcon>
          <path d="M4 21V5l8-2v18M12 8h8v13M2 21h20" />
          <path d="M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2" />
        </SidebarIcon>
      ),
    },
  ],
};
