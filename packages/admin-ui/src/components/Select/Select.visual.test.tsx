import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Select.stories';

const { Playground, WithHint, Arabic } = composeStories(stories);

describe('Select looks', () => {
  it('select', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Playground /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('select');
  });

  it('select-hint', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><WithHint /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('select-hint');
  });

  it('select-arabic', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('select-arabic');
  });
});
