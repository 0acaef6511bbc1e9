import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './AppShell.stories';

const { WithTopBar, RightToLeft } = composeStories(stories);

// The shell fills the 800x600 viewport: the shot is the viewport-sized frame.
const frame = { width: 800, height: 600, overflow: 'hidden' } as const;

describe('AppShell looks', () => {
  it('a full page with a top bar, while loading', async () => {
    render(<div data-testid="shot" style={frame}><WithTopBar /></div>);
    await expect.element(page.getByRole('progressbar')).toBeInTheDocument();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('appshell-topbar-loading');
  });

  it('right to left', async () => {
    render(<div data-testid="shot" style={frame}><RightToLeft /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('appshell-rtl');
  });
});
