import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Notifications.stories';

const { EachTone } = composeStories(stories);

describe('Notifications look', () => {
  it('in every tone, stacked', async () => {
    // The story's frame is transformed, so the fixed stack is placed inside it.
    render(<div data-testid="shot" style={{ display: 'inline-block', width: 440 }}><EachTone /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('notifications-tones');
  });
});
