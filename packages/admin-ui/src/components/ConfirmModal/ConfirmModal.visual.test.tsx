import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './ConfirmModal.stories';

const { Danger, Busy } = composeStories(stories);

describe('ConfirmModal looks', () => {
  it('as a danger confirmation with a warning', async () => {
    render(<Danger />);
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('confirm-modal-danger');
  });

  it('while busy', async () => {
    render(<Busy />);
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('confirm-modal-busy');
  });
});
