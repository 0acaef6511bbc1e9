import { lazyScreen, type Feature } from '../../kernel/feature';
import { cliqPaths } from './paths';

export { cliqPaths };

/** Cliq: the review queue of alias accounts (mobile and alias), and one account's review with its history. */
export const cliqFeature: Feature = {
  routes: [
    lazyScreen(cliqPaths.list, () => import('./CliqListPage'), 'CliqListPage'),
    lazyScreen(cliqPaths.detailRoute, () => import('./CliqDetailPage'), 'CliqDetailPage'),
  ],
};
