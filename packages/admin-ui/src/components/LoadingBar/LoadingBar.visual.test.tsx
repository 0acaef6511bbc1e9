import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './LoadingBar.stories';

const { Active } = composeStories(stories);

describe('LoadingBar looks', () => {
  it('active, as the still reduced-motion bar', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', width: 320, padding: 8 }}><Active /></div>);
    await expect.element(page.getByRole('progressbar')).toBeInTheDocument();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('loadingbar-active');
  });
});
