import type { Locator, Page } from '@playwright/test';
import { makeKybRequest } from '../packages/admin-app/src/features/kyb/demo';
import { KYC_SEED_SIZE, makeKycUser } from '../packages/admin-app/src/features/kyc/demo';
import { ADMIN, expect, test } from './fixtures';

// The demo seed is deterministic: the same users and requests the server holds.
const kycTarget = Array.from({ length: KYC_SEED_SIZE }, (_, i) => makeKycUser(i)).find((u) => u.kyc_status === 'pending')!;
const kycName = `${kycTarget.first_name} ${kycTarget.second_name} ${kycTarget.third_name} ${kycTarget.family_name}`;
const kybTarget = makeKybRequest(0); // pending

/** Whether `locator` is the focused element. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses `key` (Tab by default) until `target` has focus: keyboard only, never a click. */
async function moveTo(page: Page, target: Locator, key = 'Tab', limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The page's h1 has focus (after a page change, focus starts there). */
const headingFocused = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeFocused();

const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

// One journey in three tests (each well inside the 30 s test bound on a busy machine): the second and third start
// signed in on Fees, as the first ends.
test('keyboard only: signs in, edits two fees and saves', async ({ page }) => {
  // Sign in: the form starts in Username; Enter submits; the new page's heading gets focus (not the body).
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fees$/);
  await headingFocused(page, 'Fees');

  // Two fees: Edit, into the grid (its one tab stop), arrows to a cell, type; a second row; Save data.
  const grid = page.getByRole('grid', { name: 'Fees' });
  await expect(grid.getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();
  const edit = page.getByRole('button', { name: 'Edit' });
  await moveTo(page, edit);
  await page.keyboard.press('Enter');
  const save = page.getByRole('button', { name: 'Save data' });
  await expect(save).toBeFocused();
  await moveTo(page, grid.getByRole('gridcell').first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('1.25');
  const first = page.locator(':focus');
  await expect(first).toHaveValue('1.25');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('2.5');
  await expect(page.locator(':focus')).toHaveValue('2.5');
  await page.keyboard.press('Enter');
  await moveTo(page, save, 'Shift+Tab');
  await page.keyboard.press('Enter');
  // The review lists the changes first (focus on its Cancel); Tab to its Save.
  const review = page.getByRole('alertdialog', { name: 'Review your changes' });
  await expect(review.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await moveTo(page, review.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fees updated successfully (2 fees).')).toBeVisible();
  // Saved: back to view mode, focus on Edit (not lost with the inputs).
  await expect(edit).toBeFocused();
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('keyboard only: finds a KYC request and approves it', async ({ page }) => {
    await page.goto('/fees');
    // The sidebar link, then the search box, then its Review link.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await moveTo(page, nav.getByRole('link', { name: 'KYC verification' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/verification$/);
    await headingFocused(page, 'KYC verification');
    await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
    const kycSearch = page.getByRole('searchbox', { name: 'Search KYC verifications' });
    await moveTo(page, kycSearch);
    await page.keyboard.type(kycTarget.national_id);
    await expect(page).toHaveURL(new RegExp(`/verification\\?search=${kycTarget.national_id}$`));
    const kycReview = page.getByRole('link', { name: `Review ${kycName}`, exact: true });
    await expect(page.getByRole('table', { name: 'KYC verifications' }).locator('tbody tr')).toHaveCount(1);
    await moveTo(page, kycReview);
    await page.keyboard.press('Enter');
    await headingFocused(page, 'KYC verification review');
    // Approve: the dialog starts on its least destructive button; Tab to Yes, approve.
    await moveTo(page, page.getByRole('button', { name: 'Approve KYC' }));
    await page.keyboard.press('Enter');
    const approve = page.getByRole('alertdialog', { name: 'Approve KYC' });
    await expect(approve.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await moveTo(page, approve.getByRole('button', { name: 'Yes, approve' }));
    await page.keyboard.press('Enter');
    await notice(page, 'KYC verification approved successfully!');
    // Back on the list it came from (Pending, where a queue opens): the case approved has left it.
    await expect(page).toHaveURL(new RegExp(`/verification\\?search=${kycTarget.national_id}$`));
    await expect(page.getByText('No KYC Verifications Found')).toBeVisible();
    await expect(kycReview).toHaveCount(0);
  });

  test('keyboard only: rejects a KYB request with a reason', async ({ page }) => {
    await page.goto('/fees');
    // The sidebar link, its Review link, Reject KYB, a reason, Yes, reject.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await moveTo(page, nav.getByRole('link', { name: 'KYB verification' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kyb-verification$/);
    await headingFocused(page, 'KYB verification');
    const kybReview = page.getByRole('link', { name: `Review ${kybTarget.company_name_en}`, exact: true });
    await expect(kybReview).toBeVisible();
    await moveTo(page, kybReview);
    await page.keyboard.press('Enter');
    await headingFocused(page, 'KYB verification review');
    // On the way, every Choose file and Save Files stays clear of the sticky decision bar (WCAG 2.4.11).
    const bar = page.getByRole('region', { name: 'KYB actions' });
    for (const slot of ['Commercial record', 'Authorization letter', 'Signed Terms and Conditions']) {
      const input = page.getByLabel(slot, { exact: true });
      await moveTo(page, input);
      const face = page.locator(`label[for="${await input.getAttribute('id')}"]`);
      const [faceBox, barBox] = [await face.boundingBox(), await bar.boundingBox()];
      expect(faceBox!.y + faceBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
    }
    const reject = page.getByRole('button', { name: 'Reject KYB' });
    await moveTo(page, reject);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Reject KYB' });
    const reason = dialog.getByRole('textbox', { name: 'Rejection reason' });
    await moveTo(page, reason);
    await page.keyboard.type('The commercial record has expired.');
    await moveTo(page, dialog.getByRole('button', { name: 'Yes, reject' }));
    await page.keyboard.press('Enter');
    await notice(page, 'KYB verification rejected.');
    await expect(page).toHaveURL(/\/kyb-verification$/);
    // The Pending list it came from, which the rejected request has left.
    await expect(page.getByRole('heading', { level: 1, name: 'KYB verification' })).toBeVisible();
    await expect(kybReview).toHaveCount(0);
  });
});
