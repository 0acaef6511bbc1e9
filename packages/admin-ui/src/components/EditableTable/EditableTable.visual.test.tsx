import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './EditableTable.stories';

const { InvalidCells, Distributions, RightToLeft } = composeStories(stories);

const shot = { display: 'inline-block', padding: 8 } as const;

describe('EditableTable looks', () => {
  afterEach(async () => {
    await page.viewport(800, 600);
  });

  it('in edit mode with dirty and invalid cells', async () => {
    // Wide enough for every Fees column, so the marked cells are in the picture.
    await page.viewport(1720, 700);
    render(<div data-testid="shot" style={shot}><InvalidCells /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('editable-table-invalid');
  });

  it('with grouped headers and a row warning', async () => {
    await page.viewport(1500, 600);
    render(<div data-testid="shot" style={shot}><Distributions /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('editable-table-distributions');
  });

  it('right to left, in Arabic', async () => {
    render(<div data-testid="shot" style={{ ...shot, width: 780 }}><RightToLeft /></div>);
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('editable-table-rtl');
  });
});
