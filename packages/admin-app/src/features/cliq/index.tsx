import type { Feature } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { cliqPaths } from './paths';
import { CLIQ_LIST_TITLE } from './names';

export { cliqPaths };

/** Cliq: the review queue of alias accounts (mobile and alias), and one account's review with its history. */
export const cliqFeature: Feature = {
  routes: [
    { path: cliqPaths.list, lazy: () => import('./CliqListPage').then((m) => ({ Component: m.CliqListPage })) },
    { path: cliqPaths.detailRoute, lazy: () => import('./CliqDetailPage').then((m) => ({ Component: m.CliqDetailPage })) },
  ],
  sidebar: [
    {
      to: cliqPaths.list,
      label: CLIQ_LIST_TITLE,
      labelKey: 'nav.cliq',
      icon: (
        <SidebarIcon>
          <rect x="6" y="2" width="12" height="20" rx="2.5" />
          <path d="M10.5 18h3" />
        </SidebarIcon>
      ),
    },
  ],
};
