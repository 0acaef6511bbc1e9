import { queryOptions, skipToken } from '@tanstack/react-query';
import { feesKeys } from '../fees/public';
import { fetchPromotionGroups, promotionGroupKeys } from '../promotion-groups/public';
import { fetchDiscount, fetchDiscounts, fetchFeeOptions } from './api';
import { discountKeys } from './keys';

/** What the discount screens load, each with its key (keys.ts) and its call (api.ts), for kernel/useRemote's useRemoteQuery. */
export const discountQueries = {
  list: () => queryOptions({ queryKey: discountKeys.list, queryFn: ({ signal }) => fetchDiscounts(signal) }),
  /** The record an edit starts from: never kept once the form is left (opened again, it waits for the record as it is now). */
  record: (id: number | null) =>
    queryOptions({
      queryKey: id === null ? [...discountKeys.all, 'record', 'none'] : discountKeys.record(id),
      queryFn: id === null ? skipToken : ({ signal }) => fetchDiscount(id, signal),
      gcTime: 0,
    }),
  /** The fees a discount may apply to (the form's options). */
  feeOptions: () => queryOptions({ queryKey: feesKeys.options, queryFn: ({ signal }) => fetchFeeOptions(signal) }),
  /** The groups a discount's payers and payees are chosen from. */
  groups: () => queryOptions({ queryKey: promotionGroupKeys.list, queryFn: ({ signal }) => fetchPromotionGroups(signal) }),
};
