import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Checkbox.stories';

const { Playground, Checked, WithHint, Disabled, Arabic } = composeStories(stories);

describe('Checkbox looks', () => {
  it('unchecked, checked, with hint, disabled', async () => {
    render(
      <div data-testid="shot" style={{ display: 'inline-grid', gap: 12, padding: 8 }}>
        <Playground />
        <Checked />
        <WithHint />
        <Disabled />
      </div>,
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('checkbox-states');
  });

  it('right to left', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('checkbox-rtl');
  });
});
