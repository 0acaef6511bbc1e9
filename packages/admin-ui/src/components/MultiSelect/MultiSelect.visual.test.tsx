import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as stories from './MultiSelect.stories';

const { SomeSelected, WithError, Arabic } = composeStories(stories);

const shot = (node: React.ReactNode) => (
  <div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 440 }}>
    {node}
  </div>
);

describe('MultiSelect looks', () => {
  it('open, with chips, checks and the highlighted option', async () => {
    render(shot(<SomeSelected />));
    await page.getByRole('combobox').click();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('multi-select-open');
  });

  it('with a hint and an error', async () => {
    render(shot(<WithError />));
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('multi-select-error');
  });

  it('right to left, in Arabic', async () => {
    render(shot(<Arabic />));
    await page.getByRole('combobox').click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('multi-select-arabic');
  });
});
