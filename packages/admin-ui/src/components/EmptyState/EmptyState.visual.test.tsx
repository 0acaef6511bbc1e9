import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './EmptyState.stories';

const { Playground } = composeStories(stories);

describe('EmptyState looks', () => {
  it('empty-state', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Playground /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('empty-state');
  });
});
