import type { Locator, Page } from '@playwright/test';
import { sentData, visibleEnglish } from './englishScan';
import { ADMIN, expect, shoot, test } from './fixtures';

/** Whether `locator` is the focused element. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses `key` (Tab by default) until `target` has focus: keyboard only, never a click. */
async function moveTo(page: Page, target: Locator, key = 'Tab', limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The horizontal middle of an element on screen. */
const middle = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x + box.width / 2;
};

async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * No English on the page as it is now: every text, name and hint, but for the data the page was sent, each allowed as
 * a whole text. No wire name either (`payer_percentage`): the headers carry them as tooltips in English only.
 */
async function expectNoEnglish(page: Page, data: ReturnType<typeof sentData>) {
  expect(await visibleEnglish(page, await data.values())).toEqual([]);
}

test('Arabic, keyboard only: chosen on the sign-in page, right to left through the shell, kept after a reload and a sign-out', async ({
  page,
}) => {
  // On every page the walk stops at, no English: the data values the page was sent aside, each a whole text.
  const data = sentData(page);
  // Choose العربية on the sign-in page with the keyboard: the page turns Arabic, right to left, the choice shown.
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await moveTo(page, page.getByRole('button', { name: 'العربية' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'أهلاً بك في منصة معالج المدفوعات' })).toBeVisible();
  await expectArabicPage(page);
  await expect(page.getByRole('button', { name: 'العربية', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English', exact: true, pressed: false })).toBeVisible();
  await shoot(page, 'arabic-login');
  await expectNoEnglish(page, data);

  // Sign in with the keyboard only.
  await moveTo(page, page.getByRole('textbox', { name: 'اسم المستخدم' }));
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fees$/);
  await expectArabicPage(page);

  // The sidebar stands on the right of the page.
  const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await expect(nav.getByRole('link', { name: 'الرسوم' })).toHaveAttribute('aria-current', 'page');
  expect(await middle(nav)).toBeGreaterThan(await middle(page.getByRole('main')));
  // The shell and the fees grid, loaded.
  await expect(page.getByRole('grid', { name: 'الرسوم' }).getByText('p2p_transfer')).toBeVisible();
  await expectNoEnglish(page, data);

  // A fresh page: Tab starts at the skip link, then the banner's switches from right to left, then the sidebar.
  await page.reload();
  await expectArabicPage(page);
  await expect(nav.getByRole('link', { name: 'الرسوم' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'الانتقال إلى المحتوى الرئيسي' })).toBeFocused();
  await page.keyboard.press('Tab');
  const languages = page.getByRole('banner').getByRole('group', { name: 'اللغة' });
  const english = languages.getByRole('button', { name: 'English', exact: true });
  const arabic = languages.getByRole('button', { name: 'العربية', exact: true });
  await expect(english).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(arabic).toBeFocused();
  expect(await middle(english)).toBeGreaterThan(await middle(arabic));
  // Then the colour scheme, further left: light, dark, system.
  const schemes = page.getByRole('banner').getByRole('group', { name: 'المظهر' });
  for (const name of ['فاتح', 'داكن', 'حسب النظام']) {
    await page.keyboard.press('Tab');
    await expect(schemes.getByRole('button', { name, exact: true })).toBeFocused();
  }
  expect(await middle(arabic)).toBeGreaterThan(await middle(schemes));
  await page.keyboard.press('Tab');
  expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Through the sidebar with the keyboard: from top to bottom, each link opening its page.
  const discounts = nav.getByRole('link', { name: 'الخصومات' });
  await moveTo(page, discounts);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/discount$/);
  await expect(discounts).toHaveAttribute('aria-current', 'page');
  // A list, loaded.
  await expect(page.getByRole('table', { name: 'الخصومات' }).getByRole('link', { name: /^عرض / }).first()).toBeVisible();
  await expectNoEnglish(page, data);
  const cliq = nav.getByRole('link', { name: 'حسابات Cliq' });
  await moveTo(page, cliq);
  expect((await cliq.boundingBox())!.y).toBeGreaterThan((await discounts.boundingBox())!.y);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cliq$/);
  await expect(cliq).toHaveAttribute('aria-current', 'page');
  const review = page.getByRole('link', { name: /^عرض الحساب/ }).first();
  await expect(review).toBeVisible();
  await shoot(page, 'arabic-layout-cliq');
  await expectNoEnglish(page, data);

  // A review page, opened from the list with the keyboard.
  await moveTo(page, review);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cliq\/\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'بيانات الحساب' })).toBeVisible();
  await expectNoEnglish(page, data);

  // Sign out with the keyboard (back up the page to the sidebar): the sign-in page stays Arabic, and so does it after a reload.
  await moveTo(page, nav.getByRole('button', { name: 'تسجيل الخروج' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'أهلاً بك في منصة معالج المدفوعات' })).toBeVisible();
  await expectArabicPage(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'أهلاً بك في منصة معالج المدفوعات' })).toBeVisible();
  await expectArabicPage(page);
  await expect(page.getByRole('button', { name: 'العربية', pressed: true })).toBeVisible();
  await expectNoEnglish(page, data);
});
