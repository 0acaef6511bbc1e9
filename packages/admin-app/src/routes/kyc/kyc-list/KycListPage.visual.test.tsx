import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { SIDEBAR_COLLAPSED_KEY } from '../../../app/AppLayout';
import { signedInStory } from '../../../test/screenStory';
import { answerWithDemoBackend } from '../../../test/visualBackend';
import * as stories from './KycListPage.stories';

const { PendingSecondPage } = composeStories(stories);

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

describe('KYC Verification looks', () => {
  it('pending, page 2: filter, search, total, statuses, paging', async () => {
    render(
      <div data-testid="shot" style={{ width: 800, height: 600, overflow: 'hidden' }}>
        <PendingSecondPage />
      </div>,
    );
    await expect.element(page.getByText('Page 2 of 2')).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('kyc-list-pending-page-2');
  });
});
