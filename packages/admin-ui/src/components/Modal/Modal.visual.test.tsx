import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Modal.stories';

const { Playground, Arabic } = composeStories(stories);

// The dialog lives in the top layer: shoot the dialog itself (its box is the content).
describe('Modal looks', () => {
  it('open, with description, content and footer', async () => {
    render(<Playground />);
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('modal-open');
  });

  it('in Arabic, right to left', async () => {
    render(<Arabic />);
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('modal-arabic');
  });
});
