import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './ErrorState.stories';

const { Playground, Retrying } = composeStories(stories);

describe('ErrorState looks', () => {
  it('error-state', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Playground /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('error-state');
  });

  it('error-state-retrying', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Retrying /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('error-state-retrying');
  });
});
