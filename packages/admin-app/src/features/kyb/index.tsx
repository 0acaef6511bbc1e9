import { lazyScreen, type Feature } from '../../kernel/feature';
import { kybPaths } from './paths';

export { kybPaths };

/** KYB: the review queue of company requests, and one request's review with its documents. */
export const kybFeature: Feature = {
  routes: [
    lazyScreen(kybPaths.list, () => import('./KybListPage'), 'KybListPage'),
    lazyScreen(kybPaths.detailRoute, () => import('./KybDetailPage'), 'KybDetailPage'),
  ],
};
