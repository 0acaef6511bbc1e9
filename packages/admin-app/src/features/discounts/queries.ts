import { queryOptions } from '@tanstack/react-query';
import { editableQueries } from '../../kernel/editableQueries';
import { feesKeys } from '../fees/public';
import { fetchPromotionGroups, promotionGroupKeys } from '../promotion-groups/public';
import { fetchDiscount, fetchDiscounts, fetchFeeOptions } from './api';
import { discountKeys } from './keys';

/** What the discount screens load, each with its key (keys.ts) and its call (api.ts), for kernel/useRemote's useRemoteQuery. */
export const discountQueries = {
  // The list and a discount show their groups' names: a group renamed marks them changed too.
  ...editableQueries(discountKeys, fetchDiscounts, fetchDiscount, { reads: [promotionGroupKeys.all] }),
  /** The fees a discount may apply to (the form's options). */
  feeOptions: () => queryOptions({ queryKey: feesKeys.options, queryFn: ({ signal }) => fetchFeeOptions(signal) }),
  /** The groups a discount's payers and payees are chosen from. */
  groups: () => queryOptions({ queryKey: promotionGroupKeys.list, queryFn: ({ signal }) => fetchPromotionGroups(signal) }),
};
