import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './HistoryTable.stories';

const { Playground, Arabic } = composeStories(stories);

describe('HistoryTable looks', () => {
  it('history-table', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Playground /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('history-table');
  });

  it('history-table-arabic', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('history-table-arabic');
  });
});
