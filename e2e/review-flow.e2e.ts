import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every test: the demo seed, signed in as the demo administrator.
test.use({ signedIn: true });

interface Area {
  name: string;
  /** The list filtered to pending cases. */
  list: string;
  table: string;
  /** The row links that open a case. */
  links: RegExp;
  approveDialog: string;
  rejectDialog: string;
  /** The reject dialog asks for a reason (KYC, KYB); Cliq's is a plain confirmation. */
  reason: boolean;
  approved: string;
}

const AREAS: Area[] = [
  {
    name: 'KYC',
    list: '/verification?status=pending',
    table: 'KYC verifications',
    links: /^Review /,
    approveDialog: 'Approve KYC',
    rejectDialog: 'Reject KYC',
    reason: true,
    approved: 'KYC verification approved successfully!',
  },
  {
    name: 'KYB',
    list: '/kyb-verification?status=pending',
    table: 'KYB requests',
    links: /^Review /,
    approveDialog: 'Approve KYB',
    rejectDialog: 'Reject KYB',
    reason: true,
    approved: 'KYB verification approved successfully!',
  },
  {
    name: 'Cliq',
    list: '/cliq?status=pending',
    table: 'Cliq accounts',
    links: /^View account /,
    approveDialog: 'Confirm approval',
    rejectDialog: 'Reject Cliq account',
    reason: false,
    approved: '',
  },
];

/** The addresses the list's rows open (each carrying the list in ?from=), in the list's order. */
async function caseLinks(page: Page, area: Area): Promise<string[]> {
  const links = page.getByRole('table', { name: area.table }).getByRole('link', { name: area.links });
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
}

const at = (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname + url.search === path);

/** The case at `path` is shown: its address, and its action bar ready. */
async function onCase(page: Page, path: string) {
  await at(page, path);
  await expect(page.getByRole('button', { name: 'Next case' })).toBeEnabled();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const area of AREAS) {
  test(`${area.name}: A, R, J, K, ? and Esc on a review; none fires while a reason is typed`, async ({ page }) => {
    await page.goto(area.list);
    const [, second, third] = await caseLinks(page, area);
    await page.goto(second!);
    await onCase(page, second!);

    await page.keyboard.press('a');
    const approve = page.getByRole('alertdialog', { name: area.approveDialog });
    await expect(approve).toBeVisible();
    await page.keyboard.press('j'); // a dialog is open: nothing moves
    await page.keyboard.press('Escape');
    await expect(approve).toBeHidden();
    await at(page, second!);

    await page.keyboard.press('r');
    const reject = page.getByRole('alertdialog', { name: area.rejectDialog });
    await expect(reject).toBeVisible();
    if (area.reason) {
      const reason = reject.getByRole('textbox', { name: 'Rejection reason' });
      await reason.pressSequentially('a j k r v ? [ ]');
      await expect(reason).toHaveValue('a j k r v ? [ ]');
      // The keys typed in the reason opened nothing else (no other confirmation, no viewer or shortcuts list).
      await expect(page.getByRole('alertdialog')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await expect(reject).toBeHidden();
    await at(page, second!);

    await page.keyboard.press('j');
    await onCase(page, third!);
    await page.keyboard.press('k');
    await onCase(page, second!);
    await page.keyboard.press(']');
    await onCase(page, third!);
    await page.keyboard.press('[');
    await onCase(page, second!);

    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('definition')).toHaveCount(7);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await at(page, second!);

    await page.keyboard.press('Escape');
    await at(page, area.list);
  });
}

test('KYC, "Open the next case" on: approving case 2 of a filtered list opens case 3; the last case returns to the list and says so', async ({
  page,
}) => {
  const area = AREAS[0]!;
  await page.goto(area.list);
  const cases = await caseLinks(page, area);
  await page.goto(cases[1]!);
  await onCase(page, cases[1]!);
  const toggle = page.getByRole('switch', { name: 'Open the next case' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Approve KYC' }).click();
  await page.getByRole('alertdialog', { name: 'Approve KYC' }).getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(area.approved, { exact: true }).first()).toBeVisible();
  await onCase(page, cases[2]!);
  await expect(page.getByRole('switch', { name: 'Open the next case' })).toBeChecked();

  // The last case of the list: on its last page (an address past the end shows the last page).
  await page.goto(`${area.list}&page=99`);
  await expect(page).not.toHaveURL(/page=99/);
  const lastList = page.url().replace(/^https?:\/\/[^/]+/, '');
  expect(lastList).toMatch(/page=[2-9]/);
  const last = (await caseLinks(page, area)).at(-1)!;
  await page.goto(last);
  await onCase(page, last);
  await page.keyboard.press('a');
  await page.getByRole('alertdialog', { name: 'Approve KYC' }).getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText('That was the last case of the list, so the list is shown.', { exact: true }).first()).toBeVisible();
  await at(page, lastList);
});
