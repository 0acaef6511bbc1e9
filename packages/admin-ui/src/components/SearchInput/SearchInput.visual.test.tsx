import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './SearchInput.stories';

const { Narrow, Arabic } = composeStories(stories);

describe('SearchInput looks', () => {
  it('search-input-with-value', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Narrow /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('search-input-with-value');
  });

  it('search-input-arabic', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('search-input-arabic');
  });
});
