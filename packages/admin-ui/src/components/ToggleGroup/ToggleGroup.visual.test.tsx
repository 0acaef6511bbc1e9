import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './ToggleGroup.stories';

const { BothSelected, WithError, Arabic } = composeStories(stories);

const shot = (node: React.ReactNode) => (
  <div data-testid="shot" style={{ display: 'inline-block', padding: 8, minWidth: 320 }}>
    {node}
  </div>
);

describe('ToggleGroup looks', () => {
  it('with both pressed', async () => {
    render(shot(<BothSelected />));
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('toggle-group-pressed');
  });

  it('with an error, and the note after a refused release', async () => {
    render(shot(<WithError value={['company']} />));
    await page.getByRole('button', { name: 'Companies' }).click();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('toggle-group-error-note');
  });

  it('right to left, in Arabic', async () => {
    render(shot(<Arabic />));
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('toggle-group-arabic');
  });
});
