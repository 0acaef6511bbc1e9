import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './InlineAlert.stories';

const { Tones, Arabic } = composeStories(stories);

describe('InlineAlert looks', () => {
  it('in every tone', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 440 }}><Tones /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('inline-alert-tones');
  });

  it('in Arabic with a title', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 440 }}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('inline-alert-arabic');
  });
});
