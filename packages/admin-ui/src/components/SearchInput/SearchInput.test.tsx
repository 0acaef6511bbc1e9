import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput, type SearchInputProps } from './SearchInput';

/**
 * The pause, on a fake clock: the tests move time themselves (vi.advanceTimersByTime), never wait for
 * it. The clock also runs on with real time (shouldAdvanceTime, which user-event and Testing Library
 * need), so the pause is far longer than a test can last: a slow machine never brings it on unasked.
 */
const DEBOUNCE = 60_000;
/** Moves the fake clock, with React's updates from the timers it runs. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function setup(props: Partial<SearchInputProps> = {}) {
  const onSearch = vi.fn();
  const base = { label: 'Search', value: '', onSearch, debounceMs: DEBOUNCE, ...props };
  const utils = render(<SearchInput {...base} />);
  const rerenderWith = (next: Partial<SearchInputProps>) => utils.rerender(<SearchInput {...base} {...next} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...utils, user, onSearch, rerenderWith, box: screen.getByRole('searchbox', { name: 'Search' }) };
}

describe('SearchInput', () => {
  it('is a labelled search box', () => {
    const { box } = setup({ placeholder: 'search by name, email, ID or mobile' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'search by name, email, ID or mobile');
  });

  it('reports the term once, after typing pauses', async () => {
    const { box, user, onSearch } = setup();
    await user.type(box, 'ahm');
    advance(DEBOUNCE / 2);
    await user.type(box, 'ad');
    // Each key starts the pause again: the one begun before "ad" would have ended by now.
    advance(DEBOUNCE / 2);
    expect(onSearch).not.toHaveBeenCalled();
    advance(DEBOUNCE / 2);
    expect(onSearch).toHaveBeenCalledWith('ahmad');
    advance(DEBOUNCE * 10);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('reports at once on Enter, and not again when the pause ends', async () => {
    const { box, user, onSearch } = setup();
    await user.type(box, '9881{Enter}');
    expect(onSearch).toHaveBeenCalledWith('9881');
    advance(DEBOUNCE * 2);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does not report a term equal to the applied one', async () => {
    const { box, user, onSearch } = setup({ value: 'mona' });
    await user.type(box, 'x{Backspace}');
    advance(DEBOUNCE * 2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears with the Clear search button, reports "" and keeps focus in the field', async () => {
    const { box, user, onSearch } = setup({ value: 'mona' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears with Escape, and lets Escape through when already empty', async () => {
    const onKeyDownAbove = vi.fn();
    const onSearch = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a stand-in for a dialog listening for Escape
      <div onKeyDown={(event) => onKeyDownAbove(event.key)}>
        <SearchInput label="Search" value="mona" onSearch={onSearch} debounceMs={DEBOUNCE} />
      </div>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box, '{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(onKeyDownAbove).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onKeyDownAbove).toHaveBeenCalledWith('Escape');
  });

  it('shows a value changed from outside (back/forward) without reporting it', async () => {
    const { box, onSearch, rerenderWith } = setup({ value: 'first' });
    rerenderWith({ value: 'from history' });
    expect(box).toHaveValue('from history');
    advance(DEBOUNCE * 2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('drops a pending search when the value changes from outside', async () => {
    const { box, user, onSearch, rerenderWith } = setup();
    await user.type(box, 'ab');
    rerenderWith({ value: 'zz' });
    expect(box).toHaveValue('zz');
    advance(DEBOUNCE * 2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps what the user typed when the echo of an earlier search arrives', async () => {
    const { box, user, onSearch, rerenderWith } = setup();
    await user.type(box, 'abc');
    advance(DEBOUNCE);
    expect(onSearch).toHaveBeenCalledWith('abc');
    await user.type(box, 'd');
    rerenderWith({ value: 'abc' }); // the URL catches up with the first search
    expect(box).toHaveValue('abcd');
    advance(DEBOUNCE);
    expect(onSearch).toHaveBeenLastCalledWith('abcd');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
