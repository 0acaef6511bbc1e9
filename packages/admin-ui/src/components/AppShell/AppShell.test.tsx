import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { vars } from '../../theme/tokens';
import { AdminLocaleProvider, arMessages } from '../../locale';
import { Sidebar } from '../Sidebar';
import { AppShell } from './AppShell';
import { DrawerBackdrop } from './AppShell.styles';

function renderShell() {
  return render(
    <AppShell
      sidebar={
        <nav aria-label="Main">
          <a href="/fees">Fees</a>
        </nav>
      }
      topBar={<div role="progressbar" aria-label="Loading" />}
    >
      <h1>Fees</h1>
      <button type="button">Edit</button>
    </AppShell>,
  );
}

describe('AppShell', () => {
  it('lays out the landmarks: the banner with the top bar, navigation, main with the page', () => {
    renderShell();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('progressbar', { name: 'Loading' }));
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

  it('opens the sidebar as a drawer from Menu (narrow screens): focus goes in, Escape closes it back to Menu, a followed link closes it', async () => {
    const user = userEvent.setup();
    renderShell();
    // Shown only below 640px: jsdom matches no media query, so it stays display: none here.
    const menu = screen.getByLabelText('Menu', { selector: 'button' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Fees' }).addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Fees' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the sidebar\'s toggle "Close menu" in the drawer, where it closes the drawer (labels shown even if collapsed)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <AppShell sidebar={<Sidebar links={[{ to: '/fees', label: 'Fees' }]} defaultCollapsed />}>
        <h1>Fees</h1>
      </AppShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Beside the page (wide screens) the toggle collapses and expands.
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    const menu = screen.getByLabelText('Menu', { selector: 'button' });
    await user.click(menu);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    expect(close).toHaveAttribute('title', 'Close menu');
    expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
    await user.click(close);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    // The collapsed choice was not touched: beside the page the sidebar is still collapsed.
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    unmount();

    render(
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        <AppShell sidebar={<Sidebar links={[{ to: '/fees', label: 'الرسوم' }]} />} />
      </AdminLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'طيّ الشريط الجانبي' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('القائمة', { selector: 'button' }));
    expect(screen.getByRole('button', { name: 'إغلاق القائمة' })).toHaveFocus();
  });

  it("dims the page behind the drawer with the theme's overlay colour (so the dark theme gets its own)", () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<DrawerBackdrop aria-hidden="true" />));
      const written = sheet.getStyleTags().replace(/\s+/g, '');
      expect(written).toContain(`background:${vars.color.overlay.replace(/\s+/g, '')}`);
    } finally {
      sheet.seal();
    }
  });
});
