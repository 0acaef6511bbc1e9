import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { showAt800, setupScreenVisual } from '../test/screenVisual';
import { SIDEBAR_COLLAPSED_KEY } from './AppLayout';
import * as stories from './AppLayout.stories';

const { Default } = composeStories(stories);

// The layout around the real Fees screen, whose data comes from the demo backend.
setupScreenVisual();

describe('App layout looks', () => {
  it('expanded, on the Fees page', async () => {
    const shot = showAt800(<Default />, { height: 420 });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect.element(shot).toMatchScreenshot('app-layout-expanded');
  });

  it('with the sidebar collapsed', async () => {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    const shot = showAt800(<Default />, { height: 420 });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect.element(shot).toMatchScreenshot('app-layout-collapsed');
  });
});
