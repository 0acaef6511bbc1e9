// What other areas use of the promotion groups (the discount form lists them; the discounts list links to them).
// The app's face, the routes and sidebar entry, is index.tsx: another area importing it would import this area's
// screens, and a loop of areas.
import type * as GroupsApi from './api';

export { promotionGroupsPaths } from './paths';

/** The groups' keys in the data cache, for another area's form that lists them. */
export { promotionGroupKeys } from './keys';

// The groups' calls, for another area's form (a discount's eligible payers and payees). Their module
// loads with the screen that needs it (preloadPromotionGroups, in that screen's lazy route), not with
// the app; once loaded, a call starts at once, as a direct import's would.
let groupsApi: typeof GroupsApi | undefined;
export const preloadPromotionGroups = (): Promise<unknown> =>
  import('./api').then((api) => {
    groupsApi = api;
  });
export const fetchPromotionGroups: typeof GroupsApi.fetchPromotionGroups = (signal) =>
  groupsApi ? groupsApi.fetchPromotionGroups(signal) : preloadPromotionGroups().then(() => groupsApi!.fetchPromotionGroups(signal));
