import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as stories from './LoginPage.stories';

const { Default, DemoAccounts } = composeStories(stories);

describe('Login screen looks', () => {
  it('with the demo accounts', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', width: 600 }}><DemoAccounts /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('login-demo-accounts');
  });

  it('with field errors and the password help open', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', width: 600 }}><Default /></div>);
    await userEvent.click(page.getByRole('button', { name: 'Forgot password' }));
    await userEvent.click(page.getByRole('button', { name: 'Login' }));
    await expect.element(page.getByText('Enter your password.')).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('login-field-errors');
  });
});
