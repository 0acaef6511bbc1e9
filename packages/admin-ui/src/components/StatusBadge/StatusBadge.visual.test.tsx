import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './StatusBadge.stories';

const { Tones } = composeStories(stories);

describe('StatusBadge looks', () => {
  it('status-badge-tones', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Tones /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('status-badge-tones');
  });
});
