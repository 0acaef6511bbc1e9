import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './DocumentCard.stories';

const { Gallery, Pdf, UnsafeUrl, Arabic, LongText } = composeStories(stories);

const imagesLoaded = () =>
  waitFor(() => {
    for (const image of screen.getAllByRole('presentation')) {
      expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    }
  });

describe('DocumentCard looks', () => {
  it('as the KYC documents gallery (two images, one PDF)', async () => {
    render(
      <div data-testid="shot" style={{ display: 'inline-block', padding: 8 }}>
        <Gallery />
      </div>,
    );
    await imagesLoaded();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('document-card-gallery');
  });

  it('with a status, unavailable, long text and Arabic', async () => {
    render(
      <div
        data-testid="shot"
        style={{ display: 'inline-grid', gridTemplateColumns: 'repeat(2, 320px)', gap: 16, padding: 8, alignItems: 'start' }}
      >
        <Pdf />
        <UnsafeUrl />
        <LongText />
        <Arabic />
      </div>,
    );
    await imagesLoaded();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('document-card-states');
  });
});
