import { expect, test } from './fixtures';

test.use({ signedIn: true });

// docs/product.md#kyc-list: a queue opens on Pending and its header counts the cases past the age limit.
test('the KYC queue opens on Pending with its overdue count', async ({ page }) => {
  await page.goto('/verification');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  await expect(page.getByRole('link', { name: /^\d+ pending$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d+ waiting longer than \d+ days?$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Start with the oldest' }).click();
  await expect(page.getByRole('navigation', { name: 'Queue' })).toContainText(/^1 of \d+ pending/);
});
