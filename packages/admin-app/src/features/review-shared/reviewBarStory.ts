import { expect, within } from 'storybook/test';

/** The share of the screen's height the pinned decision bar may take on a 320x640 screen (docs/product.md#review-action-bar). */
export const COMPACT_BAR_SHARE = 0.15;

interface ReviewBarAt320 {
  /** The bar's name, e.g. "KYC actions". */
  bar: string;
  reject: string;
  approve: string;
  /** The share of the screen's height the bar may take. Default COMPACT_BAR_SHARE. */
  share?: number;
}

/**
 * The review bar of a story at 320x640 (a story play function): compact (at most `share` of the screen's height),
 * the case steps on one row and the decisions on the next, Reject after every case step and never beside Next case,
 * and every control on screen (none cut off or hidden).
 */
export async function expectCompactReviewBar({
  bar: name,
  reject: rejectName,
  approve: approveName,
  share = COMPACT_BAR_SHARE,
}: ReviewBarAt320) {
  const bar = await within(document.body).findByRole('region', { name });
  const inBar = within(bar);
  const openNext = inBar.getByRole('switch');
  const previous = inBar.getByRole('button', { name: /^(Previous case|الطلب السابق)$/ });
  const next = inBar.getByRole('button', { name: /^(Next case|الطلب التالي)$/ });
  const reject = inBar.getByRole('button', { name: rejectName });
  const approve = inBar.getByRole('button', { name: approveName });

  const box = bar.getBoundingClientRect();
  await expect(box.height).toBeLessThanOrEqual(window.innerHeight * share);

  // Every control shown, inside the bar and the screen.
  for (const control of [openNext, previous, next, reject, approve]) {
    await expect(control).toBeVisible();
    const r = control.getBoundingClientRect();
    await expect({
      control: control.textContent,
      inside: r.left >= 0 && r.right <= window.innerWidth && r.top >= box.top - 1 && r.bottom <= box.bottom + 1,
    }).toEqual({
      control: control.textContent,
      inside: true,
    });
  }

  // In reading (and Tab) order: the case steps, then Reject, then Approve.
  const order = [openNext, previous, next, reject, approve];
  for (let i = 1; i < order.length; i += 1)
    await expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // The decisions on a row of their own, under the case steps: Reject never beside Next case.
  const nextBox = next.getBoundingClientRect();
  const rejectBox = reject.getBoundingClientRect();
  const approveBox = approve.getBoundingClientRect();
  await expect(rejectBox.top).toBeGreaterThanOrEqual(nextBox.bottom);
  await expect(Math.round(approveBox.top)).toBe(Math.round(rejectBox.top));
}
