import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './StickyActionBar.stories';

const { Playground, Arabic } = composeStories(stories);

describe('StickyActionBar looks', () => {
  it('sticky-action-bar', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Playground /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('sticky-action-bar');
  });

  it('sticky-action-bar-arabic', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('sticky-action-bar-arabic');
  });
});
