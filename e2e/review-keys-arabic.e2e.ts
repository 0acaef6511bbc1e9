import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The demo seed, signed in as the demo administrator.
test.use({ signedIn: true });

/**
 * Which side of its upright stroke a key cap's glyph reaches out to, from a picture of the key cap as drawn: the ink
 * before the stroke (the column with the most ink) minus the ink after it, the cap's border left out. "]" has its
 * stroke on the right and reaches left (a positive answer); "[" the other way (negative). A "]" drawn mirrored
 * answers negative.
 */
async function reachesLeft(page: Page, cap: Locator): Promise<number> {
  const png = (await cap.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async (data) => {
    // Decoded from its bytes (no data: URL, which the page's Content-Security-Policy refuses as an image source).
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: pixels, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const lightness = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return 0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!;
    };
    // The cap's own background, just inside its border; the ink of each column inside the border.
    const background = lightness(3, Math.floor(height / 2));
    const columns: number[] = [];
    for (let x = 3; x < width - 3; x += 1) {
      let ink = 0;
      for (let y = 3; y < height - 4; y += 1) ink += Math.max(0, background - lightness(x, y));
      columns.push(ink);
    }
    const stem = columns.indexOf(Math.max(...columns));
    const sum = (part: number[]) => part.reduce((total, ink) => total + ink, 0);
    // Beside the stem, its own anti-aliased edges; the serifs reach further.
    return sum(columns.slice(0, Math.max(0, stem - 1))) - sum(columns.slice(stem + 2));
  }, png);
}

test('Arabic: the shortcuts dialog of a review shows "]" for next and "[" for previous, as printed on the keys', async ({ page }) => {
  // Signing in, a language switch, the list and a case, on a machine shared with other runs.
  test.slow();
  await page.goto('/fees');
  await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/verification?status=pending');
  const firstCase = page.getByRole('main').getByRole('table').getByRole('link').first();
  await expect(firstCase).toBeVisible();
  await firstCase.click();
  await expect(page.getByRole('button', { name: 'الطلب التالي' })).toBeVisible();

  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
  await expect(help).toBeVisible();
  // Each row: the key caps (term), then what they do (definition).
  const next = help.getByRole('term').filter({ has: page.locator('kbd', { hasText: 'J' }) });
  const previous = help.getByRole('term').filter({ has: page.locator('kbd', { hasText: 'K' }) });
  await expect(help.getByRole('definition').nth(2)).toHaveText('الطلب التالي في القائمة');
  const nextBracket = next.locator('kbd', { hasText: ']' });
  const previousBracket = previous.locator('kbd', { hasText: '[' });

  // The dialog is right to left, its key caps left to right ...
  expect(await help.evaluate((dialog) => getComputedStyle(dialog).direction)).toBe('rtl');
  expect.soft(await nextBracket.evaluate((kbd) => getComputedStyle(kbd).direction)).toBe('ltr');
  // ... so the glyph drawn for next is "]" (its stroke on the right), and for previous "[".
  expect.soft(await reachesLeft(page, nextBracket)).toBeGreaterThan(0);
  expect(await reachesLeft(page, previousBracket)).toBeLessThan(0);

  // And pressing the key shown for next does go on to the next case.
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  const before = page.url();
  await page.keyboard.press(']');
  await expect(page).not.toHaveURL(before);
});
