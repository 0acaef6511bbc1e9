import { lazyScreen, type Feature } from '../../kernel/feature';
import { kycPaths } from './paths';

export { kycPaths };

/** KYC: the review queue of individual users' identity checks, and one user's review. */
export const kycFeature: Feature = {
  routes: [
    lazyScreen(kycPaths.list, () => import('./KycListPage'), 'KycListPage'),
    lazyScreen(kycPaths.detailRoute, () => import('./KycDetailPage'), 'KycDetailPage'),
  ],
};
