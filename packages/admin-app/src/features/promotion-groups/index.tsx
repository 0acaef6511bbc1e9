import { lazyScreen, type Feature } from '../../kernel/feature';
import { promotionGroupsPaths } from './paths';

export { promotionGroupsPaths };

/** Promotion (discount) groups and their users: list, create, edit. */
export const promotionGroupsFeature: Feature = {
  routes: [
    lazyScreen(promotionGroupsPaths.list, () => import('./PromotionGroupListPage'), 'PromotionGroupListPage'),
    lazyScreen(promotionGroupsPaths.create, () => import('./CreatePromotionGroupPage'), 'CreatePromotionGroupPage'),
    lazyScreen(promotionGroupsPaths.edit, () => import('./EditPromotionGroupPage'), 'EditPromotionGroupPage'),
  ],
};
