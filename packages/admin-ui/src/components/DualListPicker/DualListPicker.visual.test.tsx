import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './DualListPicker.stories';

const { WithDescriptions, Arabic, Narrow } = composeStories(stories);

const shot = (node: React.ReactNode) => (
  <div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 760 }}>
    {node}
  </div>
);

describe('DualListPicker looks', () => {
  it('with descriptions and some users selected', async () => {
    render(shot(<WithDescriptions />));
    await page.getByRole('option', { name: /Zaid Haddad/ }).click();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('dual-list-picker-descriptions');
  });

  it('right to left, in Arabic', async () => {
    render(shot(<Arabic />));
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('dual-list-picker-arabic');
  });

  it('stacked when narrow', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Narrow /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('dual-list-picker-narrow');
  });
});
