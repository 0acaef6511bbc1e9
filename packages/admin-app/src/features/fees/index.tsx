import { lazyScreen, type Feature } from '../../kernel/feature';
import { feesPaths } from './paths';

export { feesPaths };

/** Fees and their distributions: two catalogue screens. */
export const feesFeature: Feature = {
  routes: [
    lazyScreen(feesPaths.fees, () => import('./FeesPage'), 'FeesPage'),
    lazyScreen(feesPaths.distributions, () => import('./DistributionPage'), 'DistributionPage'),
  ],
};
