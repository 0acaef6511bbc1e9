import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Sidebar.stories';

const { Expanded, CollapsedWithoutIcons, Arabic } = composeStories(stories);

// The stories' own decorator gives the sidebar its height (520px).
const frame = { display: 'inline-flex' } as const;

describe('Sidebar looks', () => {
  it('expanded and collapsed side by side', async () => {
    render(
      <div data-testid="shot" style={{ ...frame, gap: 16 }}>
        <Expanded />
        <CollapsedWithoutIcons />
      </div>,
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('sidebar-expanded-collapsed');
  });

  it('right to left', async () => {
    render(<div data-testid="shot" style={frame}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('sidebar-rtl');
  });
});
