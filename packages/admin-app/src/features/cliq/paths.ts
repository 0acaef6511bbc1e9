import { queuePaths } from '../../kernel/recordPath';

/** Cliq's addresses: the review queue and one account's review. */
export const cliqPaths = queuePaths('/cliq');
