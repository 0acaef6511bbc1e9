import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './Skeleton.stories';

const { Paragraph, Table } = composeStories(stories);

describe('Skeleton looks', () => {
  it('skeleton-paragraph', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Paragraph /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('skeleton-paragraph');
  });

  it('skeleton-table', async () => {
    render(<div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}><Table /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('skeleton-table');
  });
});
