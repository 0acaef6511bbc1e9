import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { showAt800, setupScreenVisual } from '../../../test/screenVisual';
import * as stories from './CliqListPage.stories';

const { LastPage } = composeStories(stories);

// The 800px viewport: the collapsed sidebar leaves the table its room.
setupScreenVisual({ sidebarCollapsed: true });

describe('Cliq Account Management looks', () => {
  it('the last page: filter, total, statuses, paging', async () => {
    const shot = showAt800(<LastPage />, { height: 600 });
    await expect.element(page.getByText('Page 4 of 4')).toBeVisible();
    await expect.element(shot).toMatchScreenshot('cliq-list-last-page');
  });
});
