import type { Feature } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { DISCOUNTS_TITLE } from './names';
import { preloadPromotionGroups } from '../promotion-groups/public';
import { discountsPaths } from './paths';

export { discountsPaths };

/** Discount promotions: list, create, edit. */
export const discountsFeature: Feature = {
  routes: [
    { path: discountsPaths.list, lazy: () => import('./DiscountListPage').then((m) => ({ Component: m.DiscountListPage })) },
    {
      path: discountsPaths.create,
      lazy: () =>
        Promise.all([import('./CreateDiscountPage'), preloadPromotionGroups()]).then(([m]) => ({ Component: m.CreateDiscountPage })),
    },
    {
      path: discountsPaths.edit,
      lazy: () => Promise.all([import('./EditDiscountPage'), preloadPromotionGroups()]).then(([m]) => ({ Component: m.EditDiscountPage })),
    },
  ],
  sidebar: [
    {
      to: discountsPaths.list,
      label: DISCOUNTS_TITLE,
      labelKey: 'nav.discounts',
      also: [discountsPaths.create, discountsPaths.edit],
      icon: (
        <SidebarIcon>
          <path d="M3 12V4h8l10 10-8 8z" />
          <circle cx="7.5" cy="8.5" r="1.5" />
        </SidebarIcon>
      ),
    },
  ],
};
