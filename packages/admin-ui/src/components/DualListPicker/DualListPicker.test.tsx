import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DualListPicker, type DualListPickerProps } from './DualListPicker';
import type { DualListPickerId, DualListPickerItem } from './DualListPicker.types';

const users: DualListPickerItem[] = [
  { id: 1, label: 'Omar Haddad' },
  { id: 2, label: 'Lina Khoury' },
  { id: 3, label: 'أحمد العلي' },
  { id: 4, label: 'Zoë Nasser' },
  { id: 5, label: 'Sami Barakat' },
];

function Picker({ selectedIds = [], onSelectedIdsChange = vi.fn(), ...props }: Partial<DualListPickerProps>) {
  const [ids, setIds] = useState<readonly DualListPickerId[]>(selectedIds);
  return (
    <DualListPicker
      items={users}
      {...props}
      selectedIds={ids}
      onSelectedIdsChange={(next) => {
        setIds(next);
        onSelectedIdsChange(next);
      }}
    />
  );
}

const available = () => screen.getByRole('listbox', { name: 'Available' });
const selected = () => screen.getByRole('listbox', { name: 'Selected' });
const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('option')
    .map((o) => o.textContent);
/** The option that aria-activedescendant points at: the keyboard position. */
const activeOption = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .find((option) => option.id === list.getAttribute('aria-activedescendant'));
const activeName = (list: HTMLElement) => activeOption(list)?.textContent;

describe('DualListPicker', () => {
  it('splits the items into Available and Selected, with counts, in the order of items', () => {
    render(<Picker selectedIds={[4, 2]} />);
    expect(names(available())).toEqual(['Omar Haddad', 'أحمد العلي', 'Sami Barakat']);
    expect(names(selected())).toEqual(['Lina Khoury', 'Zoë Nasser']);
    expect(available()).toHaveAccessibleDescription('3 of 3');
    expect(selected()).toHaveAccessibleDescription('2 of 2');
  });

  it("marks an item's label with its language when given (an Arabic name among Latin ones)", () => {
    render(<Picker items={users.map((u) => (u.id === 3 ? { ...u, lang: 'ar' } : u))} />);
    expect(screen.getByText('أحمد العلي')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('Omar Haddad')).not.toHaveAttribute('lang');
  });

  it('moves the highlighted items with "Add selected", reporting ids in the order of items', async () => {
    const user = userEvent.setup();
    const onSelectedIdsChange = vi.fn();
    render(<Picker onSelectedIdsChange={onSelectedIdsChange} />);
    const add = screen.getByRole('button', { name: 'Add selected' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(available()).getByRole('option', { name: 'Zoë Nasser' }));
    await user.keyboard('{Control>}');
    await user.click(within(available()).getByRole('option', { name: 'Omar Haddad' }));
    await user.keyboard('{/Control}');
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(add);
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([1, 4]);
    expect(names(selected())).toEqual(['Omar Haddad', 'Zoë Nasser']);
    expect(screen.getByRole('status')).toHaveTextContent('2 items added');
    expect(add).toHaveAttribute('aria-disabled', 'true');
  });

  it('selects a range with Shift-click', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(within(available()).getByRole('option', { name: 'Lina Khoury' }));
    await user.keyboard('{Shift>}');
    await user.click(within(available()).getByRole('option', { name: 'Sami Barakat' }));
    await user.keyboard('{/Shift}');
    expect(
      within(available())
        .getAllByRole('option', { selected: true })
        .map((o) => o.textContent),
    ).toEqual(['Lina Khoury', 'أحمد العلي', 'Zoë Nasser', 'Sami Barakat']);
  });

  it('works from the keyboard: arrows move, Space toggles, Shift+Arrow extends, Enter moves', async () => {
    const user = userEvent.setup();
    const onSelectedIdsChange = vi.fn();
    render(<Picker onSelectedIdsChange={onSelectedIdsChange} />);
    await user.click(screen.getByRole('searchbox', { name: 'Filter available' }));
    await user.keyboard('{ArrowDown}');
    expect(available()).toHaveFocus();
    expect(activeName(available())).toBe('Omar Haddad');
    await user.keyboard('{ArrowDown}');
    expect(activeName(available())).toBe('Lina Khoury');
    expect(within(available()).queryAllByRole('option', { selected: true })).toHaveLength(0);
    await user.keyboard(' {Shift>}{ArrowDown}{/Shift}');
    expect(within(available()).getAllByRole('option', { selected: true })).toHaveLength(2);
    await user.keyboard(' ');
    expect(
      within(available())
        .getAllByRole('option', { selected: true })
        .map((o) => o.textContent),
    ).toEqual(['Lina Khoury']);
    // Enter moves the highlighted items, wherever the focus is.
    await user.keyboard('{Enter}');
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([2]);
    expect(screen.getByRole('status')).toHaveTextContent('1 item added');
    expect(activeName(available())).toBe('أحمد العلي');
    // With nothing highlighted, Enter moves the focused item, and the focus goes to the next one.
    await user.keyboard('{Enter}');
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([2, 3]);
    expect(activeName(available())).toBe('Zoë Nasser');
    await user.keyboard('{End}{Enter}');
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([2, 3, 5]);
  });

  it('highlights every shown item with Ctrl+A', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(within(available()).getByRole('option', { name: 'Omar Haddad' }));
    await user.keyboard('{Control>}a{/Control}');
    expect(within(available()).getAllByRole('option', { selected: true })).toHaveLength(5);
  });

  it('moves back with a double-click', async () => {
    const user = userEvent.setup();
    const onSelectedIdsChange = vi.fn();
    render(<Picker selectedIds={[1, 2]} onSelectedIdsChange={onSelectedIdsChange} />);
    await user.dblClick(within(selected()).getByRole('option', { name: 'Omar Haddad' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([2]);
    expect(screen.getByRole('status')).toHaveTextContent('1 item removed');
  });

  it('filters ignoring case and diacritics, and "Add all shown" moves only the matches', async () => {
    const user = userEvent.setup();
    const onSelectedIdsChange = vi.fn();
    render(<Picker onSelectedIdsChange={onSelectedIdsChange} />);
    const filter = screen.getByRole('searchbox', { name: 'Filter available' });
    await user.type(filter, 'zoe');
    expect(names(available())).toEqual(['Zoë Nasser']);
    expect(available()).toHaveAccessibleDescription('1 of 5');
    await user.clear(filter);
    await user.type(filter, 'احمد');
    expect(names(available())).toEqual(['أحمد العلي']);
    await user.click(screen.getByRole('button', { name: 'Add all shown' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([3]);
    expect(screen.getByText('No matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add all shown' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('"Remove all shown" empties the Selected list', async () => {
    const user = userEvent.setup();
    const onSelectedIdsChange = vi.fn();
    render(<Picker selectedIds={[1, 3]} onSelectedIdsChange={onSelectedIdsChange} />);
    expect(screen.getByRole('button', { name: 'Remove selected' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove all shown' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('status')).toHaveTextContent('2 items removed');
    expect(screen.getByText('Nothing selected')).toBeInTheDocument();
  });

  it('keeps selected ids that are not among the items', async () => {
    const user = userEvent.setup();
    const onSelectedIdsChange = vi.fn();
    render(<Picker selectedIds={[99, 1]} onSelectedIdsChange={onSelectedIdsChange} />);
    await user.dblClick(within(available()).getByRole('option', { name: 'Sami Barakat' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([1, 5, 99]);
  });

  it('renders only the rows in view of a long list, and reaches the last by keyboard', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 3000 }, (_, i) => ({ id: i, label: `User ${i}` }));
    render(<DualListPicker items={many} selectedIds={[]} onSelectedIdsChange={vi.fn()} />);
    expect(within(available()).getAllByRole('option').length).toBeLessThan(30);
    await user.click(within(available()).getByRole('option', { name: 'User 0' }));
    await user.keyboard('{End}');
    const last = activeOption(available());
    expect(last).toHaveTextContent('User 2999');
    expect(last).toHaveAttribute('aria-posinset', '3000');
    expect(last).toHaveAttribute('aria-setsize', '3000');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onSelectedIdsChange = vi.fn();
    render(<Picker selectedIds={[1]} disabled onSelectedIdsChange={onSelectedIdsChange} />);
    expect(screen.getByRole('searchbox', { name: 'Filter selected' })).toBeDisabled();
    expect(available()).toHaveAttribute('aria-disabled', 'true');
    await user.dblClick(within(available()).getByRole('option', { name: 'Lina Khoury' }));
    await user.click(screen.getByRole('button', { name: 'Remove all shown' }));
    expect(onSelectedIdsChange).not.toHaveBeenCalled();
  });

  it('assumes nothing about what it picks: neutral words by default', async () => {
    const user = userEvent.setup();
    render(<Picker selectedIds={[1, 2, 3, 4]} />);
    expect(screen.getByRole('searchbox', { name: 'Filter available' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter selected' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add all shown' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 item added');
    expect(screen.getByText('Nothing to add')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove all shown' }));
    expect(screen.getByRole('status')).toHaveTextContent('5 items removed');
    expect(screen.getByText('Nothing selected')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/users?\b/i);
  });

  it("names what it picks with the app's words (merchants here), in every text", async () => {
    const user = userEvent.setup();
    render(
      <Picker
        selectedIds={[1, 2, 3, 4]}
        availableLabel="Available merchants"
        selectedLabel="Selected merchants"
        emptyAvailableText="No merchants left to add"
        emptySelectedText="No merchants selected"
        formatMoveMessage={(count, move) => `${count} ${count === 1 ? 'merchant' : 'merchants'} ${move}`}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Filter available merchants' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add all shown' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 merchant added');
    expect(screen.getByRole('listbox', { name: 'Available merchants' })).toBeInTheDocument();
    expect(screen.getByText('No merchants left to add')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove all shown' }));
    expect(screen.getByRole('status')).toHaveTextContent('5 merchants removed');
    expect(screen.getByRole('listbox', { name: 'Selected merchants' })).toBeInTheDocument();
    expect(screen.getByText('No merchants selected')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bitems?\b|Nothing/);
  });

  it('takes custom labels and messages', async () => {
    const user = userEvent.setup();
    render(
      <Picker
        availableLabel="Available Groups"
        selectedLabel="Eligible Payers"
        formatMoveMessage={(count, move) => `${count} group(s) ${move}`}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Filter available groups' })).toBeInTheDocument();
    await user.dblClick(screen.getByRole('option', { name: 'Omar Haddad' }));
    expect(screen.getByRole('listbox', { name: 'Eligible Payers' })).toHaveAccessibleDescription('1 of 1');
    expect(screen.getByRole('status')).toHaveTextContent('1 group(s) added');
  });
});
