import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './DataTable.stories';

const { LastPage, LoadingWithRows, Arabic } = composeStories(stories);

describe('DataTable looks', () => {
  it('data-table-last-page', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><LastPage /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('data-table-last-page');
  });

  it('data-table-loading-rows', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><LoadingWithRows /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('data-table-loading-rows');
  });

  it('data-table-arabic', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('data-table-arabic');
  });
});
