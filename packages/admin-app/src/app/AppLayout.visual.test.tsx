import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { resetDb } from '../mocks/db';
import { clearClientState, signInAsAdmin } from '../test/session';
import { answerWithDemoBackend } from '../test/visualBackend';
import { SIDEBAR_COLLAPSED_KEY } from './AppLayout';
import * as stories from './AppLayout.stories';

const { Default } = composeStories(stories);

// The layout around the real Fees screen, whose data comes from the demo backend.
let detach: () => void = () => undefined;
beforeEach(() => {
  clearClientState();
  resetDb();
  signInAsAdmin();
  detach = answerWithDemoBackend();
});
afterEach(() => {
  detach();
  clearClientState();
});

describe('App layout looks', () => {
  it('expanded, on the Fees page', async () => {
    render(<div data-testid="shot" style={{ width: 800, height: 420, overflow: 'hidden' }}><Default /></div>);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('app-layout-expanded');
  });

  it('with the sidebar collapsed', async () => {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    render(<div data-testid="shot" style={{ width: 800, height: 420, overflow: 'hidden' }}><Default /></div>);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('app-layout-collapsed');
  });
});
