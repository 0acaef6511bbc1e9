import { recordPath } from '../../kernel/recordPath';

const list = '/cliq';

/** Cliq's addresses, written once: the review queue and one account's review: `record(id)` is null for an id that is not plain (kernel/recordPath). */
export const cliqPaths = {
  list,
  /** The review's route, for the router. */
  detailRoute: `${list}/:id`,
  record: (id: unknown) => recordPath(list, id),
} as const;
