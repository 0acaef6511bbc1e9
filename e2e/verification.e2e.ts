import type { Page } from '@playwright/test';
import { samplePdf } from '../packages/admin-app/src/demo/documents';
import { makeKybRequest } from '../packages/admin-app/src/features/kyb/demo';
import { KYC_SEED_SIZE, makeKycUser } from '../packages/admin-app/src/features/kyc/demo';
import { axeViolations, expect, shoot, test } from './fixtures';

// The demo seed is deterministic: the same users and requests the server holds.
const SEED = Array.from({ length: KYC_SEED_SIZE }, (_, i) => makeKycUser(i));
const nameOf = (u: (typeof SEED)[number]) => `${u.first_name} ${u.second_name} ${u.third_name} ${u.family_name}`;
const pendingUsers = SEED.filter((u) => u.kyc_status === 'pending');

// Every test: the demo seed, signed in as the demo administrator.
test.use({ signedIn: true });

const rows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');
const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
/** The list has loaded (typing into its search before would be typing into a page still arriving). */
const listShown = (page: Page) => expect(page.getByText(/^Total: \d+$/)).toBeVisible();

test.describe('KYC review', () => {
  test('searches, pages, opens a KYC, approves it and sees it Approved in the list', async ({ page }) => {
    await page.goto('/fees');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'KYC verification' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'KYC verification' })).toBeVisible();
    await expect(rows(page, 'KYC verifications')).toHaveCount(15);
    // The queue opens on Pending; All is a choice kept in the address.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await expect(page).toHaveURL(/\/verification\?status=all$/);
    await expect(page.getByText(`Total: ${SEED.length}`)).toBeVisible();

    // Pending again (the plain address), page 2 in the address.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await expect(page.getByText(`Total: ${pendingUsers.length}`)).toBeVisible();
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/verification\?page=2$/);
    await expect(rows(page, 'KYC verifications')).toHaveCount(pendingUsers.length - 15);

    // Search (debounced) by a pending user's national ID.
    const target = pendingUsers[3]!;
    await page.getByRole('searchbox', { name: 'Search KYC verifications' }).fill(target.national_id);
    await expect(page).toHaveURL(new RegExp(`/verification\\?search=${target.national_id}$`));
    await expect(rows(page, 'KYC verifications')).toHaveCount(1);
    await page.getByRole('link', { name: `Review ${nameOf(target)}`, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'KYC verification review' })).toBeVisible();
    await expect(page.getByText(target.national_id, { exact: true })).toBeVisible();
    // The ID card image is a real file served by the demo backend.
    await page.getByRole('button', { name: 'View National ID (front)' }).click();
    const viewer = page.getByRole('dialog', { name: 'National ID (front)' });
    await expect(viewer.getByRole('img', { name: 'National ID (front)' })).toHaveJSProperty('naturalWidth', 480);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Approve KYC' }).click();
    const approveCall = page.waitForRequest((r) => r.url().endsWith(`/api/admin/kyc/approve/${target.id}`));
    await page.getByRole('alertdialog', { name: 'Approve KYC' }).getByRole('button', { name: 'Yes, approve' }).click();
    await approveCall;
    await notice(page, 'KYC verification approved successfully!');
    // Back to the list it came from (its filter and search kept): the user is no longer pending.
    await expect(page).toHaveURL(new RegExp(`/verification\\?search=${target.national_id}$`));
    await expect(page.getByText('No KYC Verifications Found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await expect(rows(page, 'KYC verifications')).toHaveCount(1);
    await expect(rows(page, 'KYC verifications').first().getByText('Approved', { exact: true })).toBeVisible();
    await shoot(page, 'kyc-approved-in-list');
  });

  test('rejects another with a reason, sent trimmed', async ({ page }) => {
    const target = pendingUsers[0]!;
    await page.goto(`/verification/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'KYC verification review' })).toBeVisible();
    await page.getByRole('button', { name: 'Reject KYC' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reject KYC' });
    await dialog.getByRole('textbox', { name: 'Rejection reason' }).fill('  The ID card has expired.  ');
    const rejectCall = page.waitForRequest((r) => r.url().endsWith(`/api/admin/kyc/reject/${target.id}`));
    await dialog.getByRole('button', { name: 'Yes, reject' }).click();
    expect((await rejectCall).postDataJSON()).toEqual({ rejection_reason: 'The ID card has expired.' });
    await notice(page, 'KYC verification rejected.');
    await expect(page).toHaveURL(/\/verification$/);
    await listShown(page);
    // Rejected, it has left the Pending list: All shows it.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await page.getByRole('searchbox', { name: 'Search KYC verifications' }).fill(target.national_id);
    await expect(page).toHaveURL(new RegExp(`/verification\\?status=all&search=${target.national_id}$`));
    await expect(rows(page, 'KYC verifications')).toHaveCount(1);
    await expect(rows(page, 'KYC verifications').first().getByText('Rejected', { exact: true })).toBeVisible();
  });
});

test.describe('KYB review', () => {
  test('uploads the three documents, approves the request and sees it Approved in the list', async ({ page }) => {
    const request = makeKybRequest(0); // pending, no document yet
    await page.goto('/kyb-verification?status=pending');
    await page.getByRole('link', { name: `Review ${request.company_name_en}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'KYB verification review' })).toBeVisible();
    await expect(page.getByText('0/3')).toBeVisible();

    // A renamed executable is refused with the spec's message.
    const commercial = page.getByLabel('Commercial record', { exact: true });
    await commercial.setInputFiles({
      name: 'record.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
    });
    await expect(page.getByText('Only PDF, JPG, and PNG files are allowed').first()).toBeVisible();

    const file = (title: string, name: string) => ({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(samplePdf(title, [request.company_name_en])),
    });
    await commercial.setInputFiles(file('Commercial record', 'commercial-record.pdf'));
    await page.getByLabel('Authorization letter', { exact: true }).setInputFiles(file('Authorization letter', 'authorization-letter.pdf'));
    await page.getByLabel('Signed Terms and Conditions', { exact: true }).setInputFiles(file('Terms', 'signed-terms.pdf'));
    await expect(page.getByText('3/3')).toBeVisible();
    const saveCall = page.waitForRequest((r) => r.url().endsWith(`/api/admin/kyb/save-files/${request.id}`));
    await page.getByRole('button', { name: 'Save files' }).click();
    expect((await saveCall).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await notice(page, 'Files saved successfully!');
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'kyb-files-saved');

    await page.getByRole('button', { name: 'Approve KYB' }).click();
    await page.getByRole('alertdialog', { name: 'Approve KYB' }).getByRole('button', { name: 'Yes, approve' }).click();
    await notice(page, 'KYB verification approved successfully!');
    await expect(page).toHaveURL(/\/kyb-verification\?status=pending$/);
    await listShown(page);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await expect(page).toHaveURL(/\/kyb-verification\?status=approved$/);
    await expect(rows(page, 'KYB requests').first().getByText('Approved', { exact: true })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search KYB requests' });
    await search.fill(request.company_national_id);
    await expect(page).toHaveURL(new RegExp(`/kyb-verification\\?status=approved&search=${request.company_national_id}$`));
    await expect(search).toHaveValue(request.company_national_id);
    await expect(rows(page, 'KYB requests')).toHaveCount(1);
    await expect(rows(page, 'KYB requests').first().getByText('Approved', { exact: true })).toBeVisible();

    // The approved request shows the uploaded files read-only, served back by the demo.
    await page.getByRole('link', { name: `Review ${request.company_name_en}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Uploaded documents' })).toBeVisible();
    const href = await page.getByRole('link', { name: 'Open PDF (opens in a new tab)' }).first().getAttribute('href');
    const served = await page.request.get(href!);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
