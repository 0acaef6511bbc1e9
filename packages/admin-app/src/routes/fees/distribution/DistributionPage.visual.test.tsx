import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SIDEBAR_COLLAPSED_KEY } from '../../../app/AppLayout';
import { signedInStory } from '../../../test/screenStory';
import { answerWithDemoBackend } from '../../../test/visualBackend';
import * as stories from './DistributionPage.stories';

const { View } = composeStories(stories);

let restore: () => void = () => undefined;
beforeEach(() => {
  const signOut = signedInStory()();
  const detach = answerWithDemoBackend();
  window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  restore = () => {
    detach();
    signOut();
  };
});
afterEach(() => restore());

describe('Fees Distribution looks', () => {
  it('scrolled to the row end by keyboard: fixed amounts under their group, a split warned about', async () => {
    render(
      <div data-testid="shot" style={{ width: 800, height: 560, overflow: 'hidden' }}>
        <View />
      </div>,
    );
    await userEvent.click(page.getByRole('gridcell', { name: 'cash_out_agent' }));
    await userEvent.keyboard('{End}');
    await expect.element(page.getByText('Fixed amounts', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Percentages add up to 95, not 100').first()).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('distribution-view');
  });
});
