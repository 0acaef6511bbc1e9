import { http, type HttpHandler } from 'msw';
import { onResetDb } from './db';
import { json, withSession } from './demo';
import { seedFeeCatalogue, type DemoFee } from './feeCatalogue';

/**
 * Fees and fee distributions: the demo store and its handlers. (Issue 4 completes this area: the
 * distributions, PATCH and the ?demo-rows switch; GET /api/fees is here first because the
 * discount form lists the fees.)
 */
export const feesStore: { fees: DemoFee[] } = { fees: seedFeeCatalogue() };

onResetDb(() => {
  feesStore.fees = seedFeeCatalogue();
});

export const feesHandlers: HttpHandler[] = [
  // PRODUCT.md reads the list at data.data.
  http.get(
    '*/api/fees',
    withSession('fees', () => json({ message: 'Fees retrieved successfully.', data: { data: feesStore.fees } })),
  ),
];
