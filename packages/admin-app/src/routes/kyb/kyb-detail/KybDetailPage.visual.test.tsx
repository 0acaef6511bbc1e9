import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { showAt800, setupScreenVisual } from '../../../test/screenVisual';
import * as stories from './KybDetailPage.stories';

const { Pending, Reviewed } = composeStories(stories);

setupScreenVisual({ sidebarCollapsed: true });

describe('KYB Verification Review looks', () => {
  it('pending: the three required documents and Save Files', async () => {
    showAt800(<Pending />);
    await expect.element(page.getByText('0/3')).toBeVisible();
    // The part only a pending request has: the slots and Save Files (the details above are InfoGrids).
    await expect.element(page.getByRole('region', { name: 'Required Documents' })).toMatchScreenshot('kyb-detail-required-documents');
  });

  it('reviewed: read-only documents with the status', async () => {
    showAt800(<Reviewed />);
    await expect.poll(() => page.getByRole('link', { name: 'Open PDF (opens in a new tab)' }).elements().length).toBe(3);
    await expect.element(page.getByRole('region', { name: 'Uploaded Documents' })).toMatchScreenshot('kyb-detail-uploaded-documents');
  });
});
