import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setupScreenVisual, showAt800 } from '../../../test/screenVisual';
import * as stories from './CliqDetailPage.stories';

const { WithHistory } = composeStories(stories);

// The 800px viewport: the collapsed sidebar leaves the table its room.
setupScreenVisual({ sidebarCollapsed: true });

describe('Cliq Account Review looks', () => {
  it('with its change history (Arabic user name)', async () => {
    showAt800(<WithHistory />);
    const history = page.getByRole('table', { name: 'Change History' });
    await expect.element(history).toBeVisible();
    // The history table itself: a picture of the scrolled page (with the sticky bar) came out 13 px off in
    // some clean-clone CI runs, never here, so the picture is of the table, which no scroll position moves.
    await expect.element(history).toMatchScreenshot('cliq-review-history-table');
  });

  it('the reject modal with the revert warning', async () => {
    render(<WithHistory />);
    await userEvent.click(page.getByRole('button', { name: 'Reject Account' }));
    await expect.element(page.getByText('This action will revert the account to its previous approved state.')).toBeVisible();
    await expect.element(page.getByRole('dialog', { name: 'Reject Cliq Account' })).toMatchScreenshot('cliq-reject-modal');
  });
});
