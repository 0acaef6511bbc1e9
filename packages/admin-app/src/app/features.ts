import { cliqFeature } from '../features/cliq';
import { discountsFeature } from '../features/discounts';
import { feesFeature } from '../features/fees';
import { kybFeature } from '../features/kyb';
import { kycFeature } from '../features/kyc';
import type { Feature } from '../kernel/feature';
import { promotionGroupsFeature } from '../features/promotion-groups';

/**
 * The areas of the console, in sidebar order: the router takes their routes and the sidebar their
 * entries from here. Adding an area: a folder under features/ and a line in this list (docs/adding-a-screen.md lists every file).
 */
export const features: readonly Feature[] = [feesFeature, discountsFeature, promotionGroupsFeature, kycFeature, kybFeature, cliqFeature];
