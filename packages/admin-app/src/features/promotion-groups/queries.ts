import { queryOptions } from '@tanstack/react-query';
import { editableQueries } from '../../kernel/editableQueries';
import { fetchGroupCandidates, fetchPromotionGroup, fetchPromotionGroups } from './api';
import { promotionGroupKeys } from './keys';

/** What the discount-group screens load, each with its key (keys.ts) and its call (api.ts), for kernel/useRemote's useRemoteQuery. */
export const promotionGroupQueries = {
  ...editableQueries(promotionGroupKeys, fetchPromotionGroups, fetchPromotionGroup),
  /** The users a group may hold (the form's picker). */
  candidates: () => queryOptions({ queryKey: promotionGroupKeys.candidates, queryFn: ({ signal }) => fetchGroupCandidates(signal) }),
};
