import { authHandlers } from './auth';
import { cliqHandlers } from './cliq';
import { discountsHandlers } from './discounts';
import { feesHandlers } from './fees';
import { kybHandlers } from './kyb';
import { kycHandlers } from './kyc';
import { promotionGroupsHandlers } from './promotionGroups';

/**
 * Every handler of the demo backend. One list serves the demo app (browser.ts), the Storybook
 * screens (`parameters.msw.handlers`), vitest (node.ts) and the end-to-end server.
 * Paths are `*\/api/...` so they match any origin. Each area keeps its store and handlers in its
 * own file, registering its re-seed with `onResetDb` (db.ts).
 */
export const handlers = [
  ...authHandlers,
  ...feesHandlers,
  ...discountsHandlers,
  ...promotionGroupsHandlers,
  ...kycHandlers,
  ...kybHandlers,
  ...cliqHandlers,
];
