import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './RejectModal.stories';

const { WithCharacterCount, Arabic } = composeStories(stories);

describe('RejectModal looks', () => {
  it('empty, with a character count', async () => {
    render(<WithCharacterCount />);
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('reject-modal-empty');
  });

  it('in Arabic', async () => {
    render(<Arabic />);
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('reject-modal-arabic');
  });
});
