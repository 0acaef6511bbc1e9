import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeKybRequest } from '../packages/admin-app/src/mocks/kyb';
import { KYC_SEED_SIZE, makeKycUser } from '../packages/admin-app/src/mocks/kyc';
import { samplePdf } from '../packages/admin-app/src/mocks/documents';
import { axeViolations, shoot, useDemoBrowser, SPA_URL } from './browser';

// The demo seed is deterministic: the same users and requests the server holds.
const SEED = Array.from({ length: KYC_SEED_SIZE }, (_, i) => makeKycUser(i));
const nameOf = (u: (typeof SEED)[number]) => `${u.first_name} ${u.second_name} ${u.third_name} ${u.family_name}`;
const pendingUsers = SEED.filter((u) => u.kyc_status === 'pending');

const demo = useDemoBrowser({ signedIn: true });
let page: Page;
beforeEach(() => {
  ({ page } = demo);
});

const rows = (name: string) => page.getByRole('table', { name }).locator('tbody tr');
const notice = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
/**
 * Wait until the list has loaded and the app's focus move after a page change (one frame later)
 * has run, as a person would see the page before typing into it.
 */
async function listSettled() {
  await page.getByText(/^Total: \d+$/).waitFor();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

describe('KYC review', () => {
  it('searches, pages, opens a KYC, approves it and sees it Approved in the list', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'KYC Verification' }).click();
    await page.getByRole('heading', { level: 1, name: 'KYC Verification' }).waitFor();
    await expect.poll(() => rows('KYC verifications').count()).toBe(15);
    await page.getByText(`Total: ${SEED.length}`).waitFor();

    // Pending only, page 2: both in the address.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await page.getByText(`Total: ${pendingUsers.length}`).waitFor();
    await page.getByRole('button', { name: /Next/ }).click();
    await page.waitForURL('**/verification?status=pending&page=2', SPA_URL);
    await expect.poll(() => rows('KYC verifications').count()).toBe(pendingUsers.length - 15);

    // Search (debounced) by a pending user's national ID.
    const target = pendingUsers[3]!;
    await page.getByRole('searchbox', { name: 'Search KYC verifications' }).fill(target.national_id);
    await page.waitForURL(`**/verification?status=pending&search=${target.national_id}`, SPA_URL);
    await expect.poll(() => rows('KYC verifications').count()).toBe(1);
    await page.getByRole('link', { name: `Review ${nameOf(target)}`, exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'KYC Verification Review' }).waitFor();
    await page.getByText(target.national_id, { exact: true }).waitFor();
    // The ID card image is a real file served by the demo backend.
    await page.getByRole('button', { name: 'View National ID (front)' }).click();
    const viewer = page.getByRole('dialog', { name: 'National ID (front)' });
    await expect.poll(() => viewer.getByRole('img', { name: 'National ID (front)' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Approve KYC' }).click();
    const approveCall = page.waitForRequest((r) => r.url().endsWith(`/api/admin/kyc/approve/${target.id}`));
    await page.getByRole('dialog', { name: 'Approve KYC' }).getByRole('button', { name: 'Yes, Approve' }).click();
    await approveCall;
    await notice('KYC verification approved successfully!');
    // Back to the list it came from (its filter and search kept): the user is no longer pending.
    await page.waitForURL(`**/verification?status=pending&search=${target.national_id}`, SPA_URL);
    await page.getByText('No KYC Verifications Found').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await expect.poll(() => rows('KYC verifications').count()).toBe(1);
    await rows('KYC verifications').first().getByText('Approved', { exact: true }).waitFor();
    await shoot(page, 'kyc-approved-in-list');
  });

  it('rejects another with a reason, sent trimmed', async () => {
    const target = pendingUsers[0]!;
    await page.goto(`/verification/${target.id}`);
    await page.getByRole('heading', { level: 1, name: 'KYC Verification Review' }).waitFor();
    await page.getByRole('button', { name: 'Reject KYC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject KYC' });
    await dialog.getByRole('textbox', { name: 'Rejection reason' }).fill('  The ID card has expired.  ');
    const rejectCall = page.waitForRequest((r) => r.url().endsWith(`/api/admin/kyc/reject/${target.id}`));
    await dialog.getByRole('button', { name: 'Yes, Reject' }).click();
    expect((await rejectCall).postDataJSON()).toEqual({ rejection_reason: 'The ID card has expired.' });
    await notice('KYC verification rejected.');
    await page.waitForURL(/\/verification$/, SPA_URL);
    await listSettled();
    await page.getByRole('searchbox', { name: 'Search KYC verifications' }).fill(target.national_id);
    await page.waitForURL(`**/verification?search=${target.national_id}`, SPA_URL);
    await expect.poll(() => rows('KYC verifications').count()).toBe(1);
    await rows('KYC verifications').first().getByText('Rejected', { exact: true }).waitFor();
  });
});

describe('KYB review', () => {
  it('uploads the three documents, approves the request and sees it Approved in the list', async () => {
    const request = makeKybRequest(0); // pending, no document yet
    await page.goto('/kyb-verification?status=pending');
    await page.getByRole('link', { name: `Review ${request.company_name_en}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'KYB Verification Review' }).waitFor();
    await page.getByText('0/3').waitFor();

    // A renamed executable is refused with the spec's message.
    const commercial = page.getByLabel('Commercial Record', { exact: true });
    await commercial.setInputFiles({ name: 'record.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) });
    await page.getByText('Only PDF, JPG, and PNG files are allowed').first().waitFor();

    const file = (title: string, name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(title, [request.company_name_en])) });
    await commercial.setInputFiles(file('Commercial Record', 'commercial-record.pdf'));
    await page.getByLabel('Authorization Letter', { exact: true }).setInputFiles(file('Authorization Letter', 'authorization-letter.pdf'));
    await page.getByLabel('Signed Terms and Conditions', { exact: true }).setInputFiles(file('Terms', 'signed-terms.pdf'));
    await page.getByText('3/3').waitFor();
    const saveCall = page.waitForRequest((r) => r.url().endsWith(`/api/admin/kyb/save-files/${request.id}`));
    await page.getByRole('button', { name: 'Save Files' }).click();
    expect((await saveCall).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await notice('Files saved successfully!');
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'kyb-files-saved');

    await page.getByRole('button', { name: 'Approve KYB' }).click();
    await page.getByRole('dialog', { name: 'Approve KYB' }).getByRole('button', { name: 'Yes, Approve' }).click();
    await notice('KYB verification approved successfully!');
    await page.waitForURL('**/kyb-verification?status=pending', SPA_URL);
    await listSettled();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await page.waitForURL('**/kyb-verification?status=approved', SPA_URL);
    await rows('KYB requests').first().getByText('Approved', { exact: true }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search KYB requests' });
    await search.fill(request.company_national_id);
    await page.waitForURL(`**/kyb-verification?status=approved&search=${request.company_national_id}`, SPA_URL);
    expect(await search.inputValue()).toBe(request.company_national_id);
    await expect.poll(() => rows('KYB requests').count()).toBe(1);
    await rows('KYB requests').first().getByText('Approved', { exact: true }).waitFor();

    // The approved request shows the uploaded files read-only, served back by the demo.
    await page.getByRole('link', { name: `Review ${request.company_name_en}`, exact: true }).click();
    await page.getByRole('heading', { name: 'Uploaded Documents' }).waitFor();
    const link = page.getByRole('link', { name: 'Open PDF (opens in a new tab)' }).first();
    const href = await link.getAttribute('href');
    const served = await page.request.get(href!);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
