import { queuePaths } from '../../kernel/recordPath';

/** KYB's addresses: the review queue and one request's review. */
export const kybPaths = queuePaths('/kyb-verification');
