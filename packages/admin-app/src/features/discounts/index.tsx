import type { Feature } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { DISCOUNTS_TITLE } from './names';
import { preloadPromotionGroups } from '../promotion-groups';

/** Discount promotions: list, create, edit. */
export const discountsFeature: Feature = {
  routes: [
    { path: 'discount', lazy: () => import('./DiscountListPage').then((m) => ({ Component: m.DiscountListPage })) },
    {
      path: 'new-discount',
      lazy: () => Promise.all([import('./CreateDiscountPage'), preloadPromotionGroups()]).then(([m]) => ({ Component: m.CreateDiscountPage })),
    },
    {
      path: 'edit-discount',
      lazy: () => Promise.all([import('./EditDiscountPage'), preloadPromotionGroups()]).then(([m]) => ({ Component: m.EditDiscountPage })),
    },
  ],
  sidebar: [
    {
      to: '/discount',
      label: DISCOUNTS_TITLE,
      also: ['/new-discount', '/edit-discount'],
      icon: (
        <SidebarIcon>
          <path d="M3 12V4h8l10 10-8 8z" />
          <circle cx="7.5" cy="8.5" r="1.5" />
        </SidebarIcon>
      ),
    },
  ],
};
