import { recordPath } from '../../kernel/recordPath';

const list = '/kyb-verification';

/** KYB's addresses, written once: the review queue and one request's review: `record(id)` is null for an id that is not plain (kernel/recordPath). */
export const kybPaths = {
  list,
  /** The review's route, for the router. */
  detailRoute: `${list}/:id`,
  record: (id: unknown) => recordPath(list, id),
} as const;
