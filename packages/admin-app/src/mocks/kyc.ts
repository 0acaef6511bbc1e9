import type { HttpHandler } from 'msw';

/** KYC review: the demo store and its handlers (filled by the area's issue). */
export const kycHandlers: HttpHandler[] = [];
