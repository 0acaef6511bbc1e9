import type { HttpHandler } from 'msw';

/** Cliq alias accounts: the demo store and its handlers (filled by the area's issue). */
export const cliqHandlers: HttpHandler[] = [];
