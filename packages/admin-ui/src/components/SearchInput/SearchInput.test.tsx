import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput, type SearchInputProps } from './SearchInput';

const DEBOUNCE = 40;
const pause = (ms = DEBOUNCE * 3) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(props: Partial<SearchInputProps> = {}) {
  const onSearch = vi.fn();
  const base = { label: 'Search', value: '', onSearch, debounceMs: DEBOUNCE, ...props };
  const utils = render(<SearchInput {...base} />);
  const rerenderWith = (next: Partial<SearchInputProps>) => utils.rerender(<SearchInput {...base} {...next} />);
  return { ...utils, onSearch, rerenderWith, box: screen.getByRole('searchbox', { name: 'Search' }) };
}

describe('SearchInput', () => {
  it('is a labelled search box', () => {
    const { box } = setup({ placeholder: 'search by name, email, ID or mobile' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'search by name, email, ID or mobile');
  });

  it('reports the term once, after typing pauses', async () => {
    const { box, onSearch } = setup();
    await userEvent.type(box, 'ahmad');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('ahmad'));
    await pause();
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('reports at once on Enter, and not again when the pause ends', async () => {
    const { box, onSearch } = setup();
    await userEvent.type(box, '9881{Enter}');
    expect(onSearch).toHaveBeenCalledWith('9881');
    await pause();
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does not report a term equal to the applied one', async () => {
    const { box, onSearch } = setup({ value: 'mona' });
    await userEvent.type(box, 'x{Backspace}');
    await pause();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears with the Clear search button, reports "" and keeps focus in the field', async () => {
    const { box, onSearch } = setup({ value: 'mona' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
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
    await userEvent.type(box, '{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(onKeyDownAbove).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onKeyDownAbove).toHaveBeenCalledWith('Escape');
  });

  it('shows a value changed from outside (back/forward) without reporting it', async () => {
    const { box, onSearch, rerenderWith } = setup({ value: 'first' });
    rerenderWith({ value: 'from history' });
    expect(box).toHaveValue('from history');
    await pause();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('drops a pending search when the value changes from outside', async () => {
    const { box, onSearch, rerenderWith } = setup({ debounceMs: 200 });
    await userEvent.type(box, 'ab');
    rerenderWith({ value: 'zz', debounceMs: 200 });
    expect(box).toHaveValue('zz');
    await pause(300);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps what the user typed when the echo of an earlier search arrives', async () => {
    const { box, onSearch, rerenderWith } = setup();
    await userEvent.type(box, 'abc');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('abc'));
    await userEvent.type(box, 'd');
    rerenderWith({ value: 'abc' }); // the URL catches up with the first search
    expect(box).toHaveValue('abcd');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('abcd'));
  });
});
