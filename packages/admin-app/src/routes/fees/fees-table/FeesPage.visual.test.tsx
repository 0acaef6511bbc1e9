import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { showAt800, setupScreenVisual } from '../../../test/screenVisual';
import * as stories from './FeesPage.stories';

const { View } = composeStories(stories);

// The 800px viewport: the collapsed sidebar leaves the grid its room.
setupScreenVisual({ sidebarCollapsed: true });

describe('Fees looks', () => {
  it('read-only: the catalogue and its count, ids aligned to the end', async () => {
    const shot = showAt800(<View />, { height: 560 });
    await expect.element(page.getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();
    await expect.element(shot).toMatchScreenshot('fees-view');
  });

  it('in edit mode: a dirty cell, an invalid cell with its message, the refused save', async () => {
    const shot = showAt800(<View />, { height: 560 });
    await userEvent.click(page.getByRole('button', { name: 'Edit' }));
    const english = page.getByRole('textbox', { name: 'name_english, fee 1 p2p_transfer' });
    await userEvent.fill(english, 'Wallet transfer');
    const payer = page.getByRole('textbox', { name: 'payer_percentage, fee 2 bank_transfer_out' });
    await userEvent.fill(payer, '120');
    await userEvent.click(page.getByRole('button', { name: 'Save Data' }));
    await expect.element(page.getByText('Fix the 1 cell marked invalid, then Save Data again.')).toBeVisible();
    await expect.element(shot).toMatchScreenshot('fees-edit-invalid');
  });
});
