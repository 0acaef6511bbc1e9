import { queuePaths } from '../../kernel/recordPath';

/** KYC's addresses: the review queue and one user's review. */
export const kycPaths = queuePaths('/verification');
