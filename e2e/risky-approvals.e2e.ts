import { expect } from '@playwright/test';
import { test } from './fixtures';

test.use({ signedIn: true });

// docs/product.md#risky-approvals: a KYC case whose agreement answers 404 is not approved by A, Tab, Enter;
// the approval is sent only after "I have checked these risks" and "Approve anyway".
test('a case with a missing document needs the second step before the approval is sent', async ({ page }) => {
  await page.route('**/api/demo-files/kyc/*/user_agreement.pdf', (route) => route.fulfill({ status: 404, body: 'File not found.' }));
  const approvals: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/admin/kyc/approve/')) approvals.push(request.url());
  });
  await page.goto('/verification?status=pending');
  await page
    .getByRole('link', { name: /^Review / })
    .first()
    .click();
  const card = page.getByRole('article', { name: 'User agreement' });
  await expect(card).toContainText('The file could not be loaded (404 Not Found).');

  await page.keyboard.press('a');
  const dialog = page.getByRole('alertdialog', { name: 'Approve KYC' });
  await expect(dialog.getByRole('listitem')).toHaveText('User agreement: the file could not be loaded (404 Not Found).');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Approve anyway' })).toHaveAttribute('aria-disabled', 'true');
  expect(approvals).toHaveLength(0);

  await dialog.getByRole('checkbox', { name: 'I have checked these risks' }).check();
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/admin/kyc/approve/'));
  await dialog.getByRole('button', { name: 'Approve anyway' }).click();
  await sent;
  await expect(page.getByText('KYC verification approved successfully!').first()).toBeVisible();
  expect(approvals).toHaveLength(1);
});
