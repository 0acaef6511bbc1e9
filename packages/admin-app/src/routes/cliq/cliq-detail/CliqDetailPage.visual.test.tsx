import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SIDEBAR_COLLAPSED_KEY } from '../../../app/AppLayout';
import { answerWithDemoBackend } from '../../../test/visualBackend';
import { signedInStory } from '../../../test/screenStory';
import * as stories from './CliqDetailPage.stories';

const { WithHistory } = composeStories(stories);

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

describe('Cliq Account Review looks', () => {
  it('with its change history (Arabic user name)', async () => {
    render(
      <div data-testid="shot" style={{ width: 800, height: 600, overflow: 'hidden' }}>
        <WithHistory />
      </div>,
    );
    const history = page.getByRole('table', { name: 'Change History' });
    await expect.element(history).toBeVisible();
    // The end of the page: user details, the history and the sticky decision bar.
    history.element().scrollIntoView({ block: 'end' });
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('cliq-review-history');
  });

  it('the reject modal with the revert warning', async () => {
    render(<WithHistory />);
    await userEvent.click(page.getByRole('button', { name: 'Reject Account' }));
    await expect.element(page.getByText('This action will revert the account to its previous approved state.')).toBeVisible();
    await expect.element(page.getByRole('dialog', { name: 'Reject Cliq Account' })).toMatchScreenshot('cliq-reject-modal');
  });
});
