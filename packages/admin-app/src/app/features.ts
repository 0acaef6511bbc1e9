import { cliqFeature } from '../features/cliq';
import { discountsFeature } from '../features/discounts';
import { feesFeature } from '../features/fees';
import { kybFeature } from '../features/kyb';
import { kycFeature } from '../features/kyc';
import type { Feature } from '../kernel/feature';
import { promotionGroupsFeature } from '../features/promotion-groups';

/**
 * The areas of the console: the router takes their routes from here (their sidebar entries are listed in
 * app/sidebarLinks.tsx). Adding an area: a folder under features/, a line here and one there
 * (docs/adding-a-screen.md lists every file).
 */
export const features: readonly Feature[] = [feesFeature, discountsFeature, promotionGroupsFeature, kycFeature, kybFeature, cliqFeature];
