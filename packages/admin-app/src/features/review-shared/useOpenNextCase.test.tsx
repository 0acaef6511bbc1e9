import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_NEXT_CASE_KEY, useOpenNextCase } from './useOpenNextCase';

function Switch() {
  const [on, setOn] = useOpenNextCase();
  return (
    <input type="checkbox" role="switch" aria-label="Open the next case" checked={on} onChange={(event) => setOn(event.target.checked)} />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.removeItem(OPEN_NEXT_CASE_KEY);
});

describe('useOpenNextCase', () => {
  it('is remembered by the browser', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Switch />);
    await user.click(screen.getByRole('switch', { name: 'Open the next case' }));
    expect(window.localStorage.getItem(OPEN_NEXT_CASE_KEY)).toBe('on');
    unmount();
    render(<Switch />);
    expect(screen.getByRole('switch', { name: 'Open the next case' })).toBeChecked();
  });

  it('still turns on and off for this tab when the browser refuses to store it', async () => {
    const user = userEvent.setup();
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    render(<Switch />);
    const openNext = screen.getByRole('switch', { name: 'Open the next case' });
    expect(openNext).not.toBeChecked();
    await user.click(openNext);
    expect(openNext).toBeChecked();
    // Storage that reads but refuses writes: the choice made here still counts.
    getItem.mockRestore();
    await user.click(openNext);
    expect(openNext).not.toBeChecked();
    await user.click(openNext);
    expect(openNext).toBeChecked();
    // Storage works again: the next choice is stored, and the one in memory is dropped.
    vi.restoreAllMocks();
    await user.click(openNext);
    expect(openNext).not.toBeChecked();
    expect(window.localStorage.getItem(OPEN_NEXT_CASE_KEY)).toBe('off');
  });
});
