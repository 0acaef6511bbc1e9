import type { HttpHandler } from 'msw';

/** Discount promotions: the demo store and its handlers (filled by the area's issue). */
export const discountsHandlers: HttpHandler[] = [];
