import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './DateRangePicker.stories';

const { Playground, EndBeforeStart, Arabic } = composeStories(stories);

const shot = (node: React.ReactNode) => (
  <div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 520 }}>
    {node}
  </div>
);

describe('DateRangePicker looks', () => {
  it('with a period chosen', async () => {
    render(shot(<Playground />));
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('date-range-picker-filled');
  });

  it('with the end before the start', async () => {
    render(shot(<EndBeforeStart />));
    // A real Tab walks the date's segments (month, day, year): leave the input directly.
    const end = page.getByLabelText('End date').element() as HTMLInputElement;
    end.focus();
    end.blur();
    await expect.element(page.getByText('The end date must be on or after the start date')).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('date-range-picker-error');
  });

  it('right to left, in Arabic', async () => {
    render(shot(<Arabic />));
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('date-range-picker-arabic');
  });
});
