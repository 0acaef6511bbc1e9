import { lazyScreen, type Feature } from '../../kernel/feature';
import { preloadPromotionGroups } from '../promotion-groups/public';
import { discountsPaths } from './paths';

export { discountsPaths };

/** Its module, with the promotion groups' messages its form shows (they load with it, not after it). */
const withGroups = <M,>(module: Promise<M>) => Promise.all([module, preloadPromotionGroups()]).then(([loaded]) => loaded);

/** Discount promotions: list, create, edit. */
export const discountsFeature: Feature = {
  routes: [
    lazyScreen(discountsPaths.list, () => import('./DiscountListPage'), 'DiscountListPage'),
    lazyScreen(discountsPaths.create, () => withGroups(import('./CreateDiscountPage')), 'CreateDiscountPage'),
    lazyScreen(discountsPaths.edit, () => withGroups(import('./EditDiscountPage')), 'EditDiscountPage'),
  ],
};
