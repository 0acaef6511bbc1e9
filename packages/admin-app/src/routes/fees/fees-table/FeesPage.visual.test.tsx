import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SIDEBAR_COLLAPSED_KEY } from '../../../app/AppLayout';
import { signedInStory } from '../../../test/screenStory';
import { answerWithDemoBackend } from '../../../test/visualBackend';
import * as stories from './FeesPage.stories';

const { View } = composeStories(stories);

let restore: () => void = () => undefined;
beforeEach(() => {
  const signOut = signedInStory()();
  const detach = answerWithDemoBackend();
  // The 800px viewport: the collapsed sidebar leaves the grid its room.
  window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  restore = () => {
    detach();
    signOut();
  };
});
afterEach(() => restore());

const shot = () => (
  <div data-testid="shot" style={{ width: 800, height: 560, overflow: 'hidden' }}>
    <View />
  </div>
);

describe('Fees looks', () => {
  it('read-only: the catalogue and its count, ids aligned to the end', async () => {
    render(shot());
    await expect.element(page.getByRole('gridcell', { name: 'p2p_transfer' })).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('fees-view');
  });

  it('in edit mode: a dirty cell, an invalid cell with its message, the refused save', async () => {
    render(shot());
    await userEvent.click(page.getByRole('button', { name: 'Edit' }));
    const english = page.getByRole('textbox', { name: 'name_english, fee 1 p2p_transfer' });
    await userEvent.fill(english, 'Wallet transfer');
    const payer = page.getByRole('textbox', { name: 'payer_percentage, fee 2 bank_transfer_out' });
    await userEvent.fill(payer, '120');
    await userEvent.click(page.getByRole('button', { name: 'Save Data' }));
    await expect.element(page.getByText('Fix the 1 cell marked invalid, then Save Data again.')).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('fees-edit-invalid');
  });
});
