import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell';

function renderShell() {
  return render(
    <AppShell sidebar={<nav aria-label="Main"><a href="/fees">Fees</a></nav>} topBar={<div role="progressbar" aria-label="Loading" />}>
      <h1>Fees</h1>
      <button type="button">Edit</button>
    </AppShell>,
  );
}

describe('AppShell', () => {
  it('lays out the landmarks: navigation, main with the page, and the top bar', () => {
    renderShell();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Fees' }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('offers a skip link first, which moves focus to the page without changing the URL', async () => {
    renderShell();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });
});
