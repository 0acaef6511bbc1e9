import type { HttpHandler } from 'msw';

/** Promotion groups and the users they can hold: the demo store and its handlers (filled by the area's issue). */
export const promotionGroupsHandlers: HttpHandler[] = [];
