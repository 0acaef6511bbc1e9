import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './InfoGrid.stories';

const { Playground, TableView, Arabic } = composeStories(stories);

describe('InfoGrid looks', () => {
  it('info-grid', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Playground /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('info-grid');
  });

  it('info-grid-table', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><TableView /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('info-grid-table');
  });

  it('info-grid-arabic', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Arabic /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('info-grid-arabic');
  });
});
