import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { scrollTopTo, setupScreenVisual, showAt800 } from '../../../test/screenVisual';
import * as stories from './CliqDetailPage.stories';

const { WithHistory } = composeStories(stories);

// The 800px viewport: the collapsed sidebar leaves the table its room.
setupScreenVisual({ sidebarCollapsed: true });

describe('Cliq Account Review looks', () => {
  it('with its change history (Arabic user name)', async () => {
    const shot = showAt800(<WithHistory />, { height: 600 });
    const history = page.getByRole('table', { name: 'Change History' });
    await expect.element(history).toBeVisible();
    // The end of the page: user details, the history and the sticky decision bar (the history's top
    // 418 px down the 600 px frame, its last row under the bar).
    await scrollTopTo(history.element(), 418.5);
    await expect.element(shot).toMatchScreenshot('cliq-review-history');
  });

  it('the reject modal with the revert warning', async () => {
    render(<WithHistory />);
    await userEvent.click(page.getByRole('button', { name: 'Reject Account' }));
    await expect.element(page.getByText('This action will revert the account to its previous approved state.')).toBeVisible();
    await expect.element(page.getByRole('dialog', { name: 'Reject Cliq Account' })).toMatchScreenshot('cliq-reject-modal');
  });
});
