import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { showAt800, setupScreenVisual } from '../../../test/screenVisual';
import * as stories from './KycListPage.stories';

const { PendingSecondPage } = composeStories(stories);

setupScreenVisual({ sidebarCollapsed: true });

describe('KYC Verification looks', () => {
  it('pending, page 2: filter, search, total, statuses, paging', async () => {
    const shot = showAt800(<PendingSecondPage />, { height: 600 });
    await expect.element(page.getByText('Page 2 of 2')).toBeVisible();
    await expect.element(shot).toMatchScreenshot('kyc-list-pending-page-2');
  });
});
