import type { HttpHandler } from 'msw';

/** KYB review: the demo store and its handlers (filled by the area's issue). */
export const kybHandlers: HttpHandler[] = [];
