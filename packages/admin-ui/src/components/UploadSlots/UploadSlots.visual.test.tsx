import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './UploadSlots.stories';

const { SomeSelected, Arabic, Narrow } = composeStories(stories);

const shot = (node: React.ReactNode) => (
  <div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 780 }}>
    {node}
  </div>
);

describe('UploadSlots looks', () => {
  it('empty, selected and uploaded slots', async () => {
    render(shot(<SomeSelected />));
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('upload-slots-mixed');
  });

  it('with a refused file', async () => {
    render(shot(<SomeSelected />));
    const bytes = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    await userEvent.upload(screen.getByLabelText(/Choose file Signed Terms/), new File([bytes], 'terms.pdf', { type: 'application/pdf' }));
    await expect.element(page.getByText('Only PDF, JPG, and PNG files are allowed')).toBeVisible();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('upload-slots-refused');
  });

  it('in Arabic, and narrow', async () => {
    render(
      shot(
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <div style={{ flex: 1 }}>
            <Arabic />
          </div>
          <Narrow />
        </div>,
      ),
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('upload-slots-arabic-narrow');
  });
});
