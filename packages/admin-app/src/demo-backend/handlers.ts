import { authHandlers } from '../demo/auth';
import { cliqHandlers } from '../features/cliq/demo';
import { discountsHandlers } from '../features/discounts/demo';
import { feesHandlers } from '../features/fees/demo';
import { kybHandlers } from '../features/kyb/demo';
import { kycHandlers } from '../features/kyc/demo';
import { promotionGroupsHandlers } from '../features/promotion-groups/demo';

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
