import type { HttpHandler } from "msw";

/** Fees and fee distributions: the demo store and its handlers (filled by the area's issue). */
export const feesHandlers: HttpHandler[] = [];
