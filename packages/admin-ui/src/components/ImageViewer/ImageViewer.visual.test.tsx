import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './ImageViewer.stories';

const { Playground, Arabic } = composeStories(stories);

const loaded = (name: string) =>
  waitFor(() => expect((screen.getByAltText(name) as HTMLImageElement).naturalWidth).toBeGreaterThan(0));

describe('ImageViewer looks', () => {
  it('at fit size', async () => {
    render(<Playground />);
    await loaded('National ID (front)');
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('image-viewer-fit');
  });

  it('zoomed and rotated', async () => {
    render(<Playground />);
    await loaded('National ID (front)');
    await userEvent.keyboard('+r');
    await expect.element(page.getByRole('status')).toHaveTextContent('Zoom 125%, rotated 90 degrees');
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('image-viewer-zoomed-rotated');
  });

  it('with an Arabic title', async () => {
    render(<Arabic />);
    await loaded('الهوية الوطنية (الوجه الخلفي)');
    await expect.element(page.getByRole('dialog')).toMatchScreenshot('image-viewer-arabic');
  });
});
