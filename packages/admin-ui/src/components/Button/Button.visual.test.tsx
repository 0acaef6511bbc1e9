import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Button.stories';

const { Variants, Loading } = composeStories(stories);

describe('Button looks', () => {
  it('in every variant', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Variants /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('button-variants');
  });

  it('while loading', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Loading /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('button-loading');
  });
});
