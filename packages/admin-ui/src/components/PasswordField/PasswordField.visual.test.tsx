import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './PasswordField.stories';

const { Playground, WithError, RightToLeft } = composeStories(stories);

describe('PasswordField looks', () => {
  it('default and with an error', async () => {
    render(
      <div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 340 }}>
        <div style={{ display: 'grid', gap: 16 }}>
          <Playground defaultValue="Admin#2026" />
          <WithError />
        </div>
      </div>,
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('passwordfield-default-error');
  });

  it('right to left', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 340 }}><RightToLeft /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('passwordfield-rtl');
  });
});
