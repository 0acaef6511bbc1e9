import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './PageHeader.stories';

const { WithBackLink, WithMetaAndActions, Narrow, Arabic } = composeStories(stories);

describe('PageHeader looks', () => {
  it('with back link, meta and actions', async () => {
    render(
      <div data-testid="shot" style={{ display: 'inline-block', width: 640, padding: 8 }}>
        <WithBackLink />
        <WithMetaAndActions />
      </div>,
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('pageheader-wide');
  });

  it('narrow and right to left', async () => {
    render(
      <div data-testid="shot" style={{ display: 'inline-flex', gap: 24, padding: 8, alignItems: 'flex-start' }}>
        <Narrow />
        <div style={{ width: 360 }}><Arabic /></div>
      </div>,
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('pageheader-narrow-rtl');
  });
});
