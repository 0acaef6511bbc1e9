import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { SIDEBAR_COLLAPSED_KEY } from '../../../app/AppLayout';
import { answerWithDemoBackend } from '../../../test/visualBackend';
import { signedInStory } from '../../../test/screenStory';
import * as stories from './CliqListPage.stories';

const { LastPage } = composeStories(stories);

let restore: () => void = () => undefined;
beforeEach(() => {
  const signOut = signedInStory()();
  const detach = answerWithDemoBackend();
  // The 800px viewport: the collapsed sidebar leaves the table its room.
  window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  restore = () => {
    detach();
    signOut();
  };
});
afterEach(() => restore());

describe('Cliq Account Management looks', () => {
  it('the last page: filter, total, statuses, paging', async () => {
    render(
      <div data-testid="shot" style={{ width: 800, height: 600, overflow: 'hidden' }}>
        <LastPage />
      </div>,
    );
    await expect.element(page.getByText('Page 4 of 4')).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('cliq-list-last-page');
  });
});
