import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as stories from './FadeTransition.stories';

const { Playground } = composeStories(stories);

describe('FadeTransition looks', () => {
  it('settled on the new page right away under reduced motion', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', width: 520, padding: 8 }}><Playground /></div>);
    await userEvent.click(page.getByRole('button', { name: '/cliq' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Cliq Account Management' })).toBeInTheDocument();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('fadetransition-settled');
  });
});
