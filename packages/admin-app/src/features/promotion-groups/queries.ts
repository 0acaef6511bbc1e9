import { queryOptions, skipToken } from '@tanstack/react-query';
import { fetchGroupCandidates, fetchPromotionGroup, fetchPromotionGroups } from './api';
import { promotionGroupKeys } from './keys';

/** What the discount-group screens load, each with its key (keys.ts) and its call (api.ts), for kernel/useRemote's useRemoteQuery. */
export const promotionGroupQueries = {
  list: () => queryOptions({ queryKey: promotionGroupKeys.list, queryFn: ({ signal }) => fetchPromotionGroups(signal) }),
  /** The record an edit starts from: never kept once the form is left (opened again, it waits for the record as it is now). */
  record: (id: number | null) =>
    queryOptions({
      queryKey: id === null ? [...promotionGroupKeys.all, 'record', 'none'] : promotionGroupKeys.record(id),
      queryFn: id === null ? skipToken : ({ signal }) => fetchPromotionGroup(id, signal),
      gcTime: 0,
    }),
  /** The users a group may hold (the form's picker). */
  candidates: () => queryOptions({ queryKey: promotionGroupKeys.candidates, queryFn: ({ signal }) => fetchGroupCandidates(signal) }),
};
