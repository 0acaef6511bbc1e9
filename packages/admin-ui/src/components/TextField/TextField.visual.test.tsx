import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './TextField.stories';

const { Required, WithError, RightToLeftPage, Disabled } = composeStories(stories);

const shot = (children: React.ReactNode) =>
  render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 340 }}>{children}</div>);

describe('TextField looks', () => {
  it('required with a hint, and disabled', async () => {
    shot(<div style={{ display: 'grid', gap: 16 }}><Required /><Disabled /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('textfield-required-disabled');
  });

  it('with an error', async () => {
    shot(<WithError />);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('textfield-error');
  });

  it('right to left', async () => {
    shot(<RightToLeftPage />);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('textfield-rtl');
  });
});
