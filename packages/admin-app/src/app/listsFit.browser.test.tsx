// The lists at desktop sizes, in a real browser (layout cannot be measured in jsdom): each list's
// whole-screen story is run at its viewport, the sidebar open, and its table must show every column
// without sideways scrolling. The same stories are the pictures of the visual check.
import { composeStories } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { waitFor, within } from 'storybook/test';
import { settle } from '../test/screenStory';
import * as kyc from '../features/kyc/KycListPage.stories';
import * as kyb from '../features/kyb/KybListPage.stories';
import * as cliq from '../features/cliq/CliqListPage.stories';
import * as discounts from '../features/discounts/DiscountListPage.stories';
import * as groups from '../features/promotion-groups/PromotionGroupListPage.stories';

const lists = { kyc, kyb, cliq, discounts, groups };

/** Rows a list shows whole at 1280x800 before the page scrolls (docs/product.md, tables that fit). */
const MIN_ROWS_AT_1280 = 10;

let frame: HTMLElement | undefined;
afterEach(async () => {
  frame?.remove();
  frame = undefined;
  await page.viewport(800, 600);
});

/** Runs a whole-screen story at its viewport; returns the table's scrolling frame (its region). */
async function show(Story: ComposedStoryFn) {
  const { width, height } = (Story.parameters.visual as { viewport: { width: number; height: number } }).viewport;
  await page.viewport(width, height);
  frame = document.createElement('div');
  frame.style.cssText = `width: ${width}px; height: ${height}px; overflow: hidden`;
  document.body.append(frame);
  await Story.run({ canvasElement: frame });
  await document.fonts.ready;
  const table = frame.querySelector('table');
  expect(table, 'the list shows its table').not.toBeNull();
  // The frame DataTable scrolls in when the table is wider than the page leaves it.
  return table!.parentElement!;
}

type StoryModule = Parameters<typeof composeStories>[0];

/**
 * The same desktop stories in Arabic (the Language toolbar's global), their plays (which look for the
 * English table name) replaced by one that waits for the table and its first row in any language.
 */
function inArabic(module: StoryModule): StoryModule {
  const play = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const table = await within(canvasElement).findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 5000 });
    await settle();
  };
  const stories = module as unknown as Record<string, object>;
  return { ...module, Desktop1280: { ...stories.Desktop1280, play }, Desktop1440: { ...stories.Desktop1440, play } } as StoryModule;
}

describe('lists at desktop sizes, the sidebar open', () => {
  // Each list in English and in Arabic (longer month names, column titles that wrap): the same
  // stories with the Language toolbar's global set to Arabic.
  const languages = { English: 'en', Arabic: 'ar' } as const;
  for (const [name, module] of Object.entries(lists)) {
    for (const [language, locale] of Object.entries(languages)) {
      const { Desktop1280, Desktop1440 } = composeStories(locale === 'ar' ? inArabic(module) : module, {
        initialGlobals: { locale },
      }) as unknown as Record<string, ComposedStoryFn>;
      for (const [size, Story] of [
        ['1280x800', Desktop1280!],
        ['1440x900', Desktop1440!],
      ] as const) {
        it(`${name} in ${language} at ${size}: every column shows without sideways scrolling`, async () => {
          const region = await show(Story);
          if (locale === 'ar') expect(document.documentElement).toHaveAttribute('lang', 'ar');
          expect(region.scrollWidth, `the table (${region.scrollWidth}px) fits its frame (${region.clientWidth}px)`).toBeLessThanOrEqual(
            region.clientWidth,
          );
          // A search box shows its whole placeholder (not "search by company name, email, mobile, or").
          for (const search of frame!.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
            const style = getComputedStyle(search);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = style.font;
            const room = search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            expect(context.measureText(search.placeholder).width, `"${search.placeholder}" in ${room}px`).toBeLessThanOrEqual(room);
          }
          if (size === '1280x800') {
            // A day's work fits a laptop's screen: ten rows show whole without scrolling the page. Counted as the
            // room between the first row's top and the screen's bottom over the tallest row shown, so a story with
            // fewer rows (Discounts has five) is measured too, and one tall row counts against the list.
            const rows = [...region.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect());
            const room = frame!.getBoundingClientRect().bottom - rows[0]!.top;
            const tallest = Math.max(...rows.map((row) => row.height));
            const fit = Math.floor(room / tallest);
            expect(fit, `${fit} rows of ${tallest.toFixed(1)}px fit in ${room.toFixed(0)}px at 1280x800`).toBeGreaterThanOrEqual(
              MIN_ROWS_AT_1280,
            );
          }
        });
      }
    }
  }

  it('KYC at 1024x768: the table fits and no status badge is cut', async () => {
    const { Desktop1024 } = composeStories(kyc);
    const region = await show(Desktop1024 as unknown as ComposedStoryFn);
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const edge = region.getBoundingClientRect().right;
    const statuses = [...region.querySelectorAll('tbody tr')].map((row) => row.children[4]!);
    expect(statuses.length).toBeGreaterThan(0);
    for (const cell of statuses) expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
  });
});
