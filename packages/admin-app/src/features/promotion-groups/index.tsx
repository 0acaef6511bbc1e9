import type { Feature } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { promotionGroupsPaths } from './paths';
import { GROUPS_TITLE } from './names';

export { promotionGroupsPaths };

/** Promotion (discount) groups and their users: list, create, edit. */
export const promotionGroupsFeature: Feature = {
  routes: [
    {
      path: promotionGroupsPaths.list,
      lazy: () => import('./PromotionGroupListPage').then((m) => ({ Component: m.PromotionGroupListPage })),
    },
    {
      path: promotionGroupsPaths.create,
      lazy: () => import('./CreatePromotionGroupPage').then((m) => ({ Component: m.CreatePromotionGroupPage })),
    },
    {
      path: promotionGroupsPaths.edit,
      lazy: () => import('./EditPromotionGroupPage').then((m) => ({ Component: m.EditPromotionGroupPage })),
    },
  ],
  sidebar: [
    {
      to: promotionGroupsPaths.list,
      label: GROUPS_TITLE,
      labelKey: 'nav.discountGroups',
      also: [promotionGroupsPaths.create, promotionGroupsPaths.edit],
      icon: (
        <SidebarIcon>
          <circle cx="9" cy="8" r="3" />
          <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
          <path d="M16 5.5a3 3 0 0 1 0 5.5M18 14.5c1.8.8 3 2.8 3 5.5" />
        </SidebarIcon>
      ),
    },
  ],
};
