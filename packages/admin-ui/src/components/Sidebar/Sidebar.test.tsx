import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { consoleLinks, consoleLinksWithoutIcons, fakeLink } from '../../test-utils/navFixtures';
import { isLinkActive, labelInitials, Sidebar } from './Sidebar';

describe('Sidebar', () => {
  it('is the Main navigation with every console link', () => {
    render(<Sidebar links={consoleLinks} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual(['Fees', 'Distributions', 'Discount', 'Discount Groups', 'KYC Verification', 'KYB Verification', 'Cliq']);
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/fees');
  });

  it('marks the current page and its detail pages, and nothing else', () => {
    const { rerender } = render(<Sidebar links={consoleLinks} activeHref="/cliq/42" />);
    expect(screen.getByRole('link', { name: 'Cliq' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Fees' })).not.toHaveAttribute('aria-current');
    rerender(<Sidebar links={consoleLinks} activeHref="/discount" />);
    expect(screen.getByRole('link', { name: 'Discount' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Discount Groups' })).not.toHaveAttribute('aria-current');
  });

  it('collapses and expands when uncontrolled, reporting each change', async () => {
    const onCollapsedChange = vi.fn();
    render(<Sidebar links={consoleLinks} onCollapsedChange={onCollapsedChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    // The swapped name alone says the state: aria-expanded as well would be read twice.
    expect(expand).not.toHaveAttribute('aria-expanded');
    await userEvent.click(expand);
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).not.toHaveAttribute('aria-expanded');
  });

  it('follows the collapsed prop when controlled', async () => {
    const onCollapsedChange = vi.fn();
    render(<Sidebar links={consoleLinks} collapsed onCollapsedChange={onCollapsedChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(false);
    // The parent did not change the prop: still collapsed.
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('keeps link names while collapsed, even without icons', () => {
    render(<Sidebar links={consoleLinksWithoutIcons} defaultCollapsed />);
    expect(screen.getByRole('link', { name: 'Discount Groups' })).toBeInTheDocument();
  });

  it('logs out once per press, and not while busy', async () => {
    const onLogout = vi.fn();
    const { rerender } = render(<Sidebar links={consoleLinks} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    rerender(<Sidebar links={consoleLinks} onLogout={onLogout} logoutBusy />);
    const busy = screen.getByRole('button', { name: 'Logout' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('has no logout button without onLogout', () => {
    render(<Sidebar links={consoleLinks} />);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('renders links with the provided link component', async () => {
    const navigate = vi.fn();
    render(
      <LinkProvider component={fakeLink(navigate)}>
        <Sidebar links={consoleLinks} />
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'KYB Verification' }));
    expect(navigate).toHaveBeenCalledWith('/kyb-verification');
  });
});

describe('Sidebar helpers', () => {
  it('derives initials from the first two words', () => {
    expect(labelInitials('Fees')).toBe('F');
    expect(labelInitials('Discount Groups')).toBe('D\u200cG');
    expect(labelInitials('  KYC   Verification extra ')).toBe('K\u200cV');
  });

  it('matches a link to its page and the pages below it only', () => {
    expect(isLinkActive('/cliq', '/cliq')).toBe(true);
    expect(isLinkActive('/cliq', '/cliq/7')).toBe(true);
    expect(isLinkActive('/cliq', '/cliq?page=2')).toBe(true);
    expect(isLinkActive('/cliq', '/cliq-archive')).toBe(false);
    expect(isLinkActive('/verification', '/kyb-verification')).toBe(false);
    expect(isLinkActive('/fees', undefined)).toBe(false);
  });
});
