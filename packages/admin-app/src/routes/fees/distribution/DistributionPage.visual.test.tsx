import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { showAt800, setupScreenVisual } from '../../../test/screenVisual';
import * as stories from './DistributionPage.stories';

const { View } = composeStories(stories);

setupScreenVisual({ sidebarCollapsed: true });

describe('Fees Distribution looks', () => {
  it('scrolled to the row end by keyboard: fixed amounts under their group, a split warned about', async () => {
    const shot = showAt800(<View />, { height: 560 });
    await userEvent.click(page.getByRole('gridcell', { name: 'cash_out_agent' }));
    await userEvent.keyboard('{End}');
    await expect.element(page.getByText('Fixed amounts', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Percentages add up to 95, not 100').first()).toBeVisible();
    await expect.element(shot).toMatchScreenshot('distribution-view');
  });
});
