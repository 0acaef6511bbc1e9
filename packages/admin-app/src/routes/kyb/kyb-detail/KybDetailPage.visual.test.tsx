import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { SIDEBAR_COLLAPSED_KEY } from '../../../app/AppLayout';
import { signedInStory } from '../../../test/screenStory';
import { answerWithDemoBackend } from '../../../test/visualBackend';
import * as stories from './KybDetailPage.stories';

const { Pending, Reviewed } = composeStories(stories);

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

describe('KYB Verification Review looks', () => {
  it('pending: the three required documents and Save Files', async () => {
    render(
      <div style={{ width: 800 }}>
        <Pending />
      </div>,
    );
    await expect.element(page.getByText('0/3')).toBeVisible();
    // The part only a pending request has: the slots and Save Files (the details above are InfoGrids).
    await expect.element(page.getByRole('region', { name: 'Required Documents' })).toMatchScreenshot('kyb-detail-required-documents');
  });

  it('reviewed: read-only documents with the status', async () => {
    render(
      <div style={{ width: 800 }}>
        <Reviewed />
      </div>,
    );
    await expect.poll(() => page.getByRole('link', { name: 'Open PDF (opens in a new tab)' }).elements().length).toBe(3);
    await expect.element(page.getByRole('region', { name: 'Uploaded Documents' })).toMatchScreenshot('kyb-detail-uploaded-documents');
  });
});
