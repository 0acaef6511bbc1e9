import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './AddRemoveList.stories';

const { WithChosen, Error, Arabic } = composeStories(stories);

describe('AddRemoveList looks', () => {
  it('chosen items with descriptions, empty with an error, and right to left', async () => {
    render(
      <div data-testid="shot" style={{ display: 'inline-grid', gap: 24, padding: 8, width: 420 }}>
        <WithChosen />
        <Error />
        <Arabic />
      </div>,
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('add-remove-list');
  });
});
