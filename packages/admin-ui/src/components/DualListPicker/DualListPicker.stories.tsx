import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DualListPicker, type DualListPickerId, type DualListPickerItem, type DualListPickerProps } from '@admin-console/admin-ui';
import { visibleEnglish } from '../../test-utils/visibleEnglish';

const users: DualListPickerItem[] = [
  { id: 1, label: 'Omar Haddad' },
  { id: 2, label: 'Lina Khoury' },
  { id: 3, label: 'أحمد العلي' },
  { id: 4, label: 'Zoë Nasser' },
  { id: 5, label: 'Sami Barakat' },
  { id: 6, label: 'مُحَمَّد الحسن' },
  { id: 7, label: 'Rania Saleh' },
  { id: 8, label: 'Karim Mansour' },
  { id: 9, label: 'فاطمة الزهراء' },
  { id: 10, label: 'Dana Aziz' },
];

const FIRST = ['Omar', 'Lina', 'Sami', 'Rania', 'Zaid', 'Huda', 'Jamal', 'Noor', 'Karim', 'Dana', 'Yousef', 'Maya'];
const FAMILY = ['Haddad', 'Khoury', 'Nasser', 'Barakat', 'Saleh', 'Mansour', 'Aziz', 'Qasem', 'Hijazi', 'Tamimi', 'Odeh'];
const FIRST_AR = ['أحمد', 'مُحَمَّد', 'فاطمة', 'ليلى', 'يوسف', 'مريم', 'خالد', 'سارة', 'علي', 'هدى', 'عمر', 'رنا'];
const FAMILY_AR = ['العلي', 'الحسن', 'الخطيب', 'النجار', 'الحداد', 'المصري', 'الشامي', 'العمري', 'الزعبي', 'القاسم', 'الرفاعي'];
const CITIES = ['Amman', 'Irbid', 'Zarqa'];

/** Deterministic users: every other one has an Arabic name; a third of them each in Amman, Irbid, Zarqa. */
function makeUsers(count: number): DualListPickerItem[] {
  return Array.from({ length: count }, (_, i) => {
    const arabic = i % 2 === 1;
    const first = (arabic ? FIRST_AR : FIRST)[i % 12]!;
    const family = (arabic ? FAMILY_AR : FAMILY)[Math.floor(i / 12) % 11]!;
    return { id: i + 1, label: `${first} ${family}`, description: `${CITIES[i % 3]} branch · #${i + 1}` };
  });
}

/** The picker is controlled: the story owns selectedIds, like a form would. */
function StatefulPicker(props: DualListPickerProps) {
  const [ids, setIds] = useState<readonly DualListPickerId[]>(props.selectedIds);
  return (
    <DualListPicker
      {...props}
      selectedIds={ids}
      onSelectedIdsChange={(next) => {
        setIds(next);
        props.onSelectedIdsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/DualListPicker',
  component: DualListPicker,
  args: { items: users, selectedIds: [2, 6], onSelectedIdsChange: fn() },
  render: (args) => <StatefulPicker {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DualListPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * The picker's own words are neutral ("Available", "3 items added"); the app names what it picks, from
 * its own catalogue, as the discount-group screen does for its users.
 */
export const NamedByTheApp: Story = {
  args: {
    selectedIds: [],
    availableLabel: 'Available Users',
    selectedLabel: 'Selected Users',
    emptyAvailableText: 'No users available',
    emptySelectedText: 'No users selected',
    formatMoveMessage: (count, move) => `${count} ${count === 1 ? 'user' : 'users'} ${move}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No users selected')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter available users' }), 'omar');
    await userEvent.click(canvas.getByRole('button', { name: 'Add all shown' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 user added');
    await expect(canvas.getByRole('listbox', { name: 'Selected Users' })).toHaveAccessibleDescription('1 of 1');
  },
};

export const NoneSelected: Story = {
  args: { selectedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add selected' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Remove all shown' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  args: { items: [], selectedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to add')).toBeVisible();
    await expect(canvas.getAllByText('0 of 0')).toHaveLength(2);
  },
};

export const MouseSelection: Story = {
  args: { selectedIds: [] },
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const available = canvas.getByRole('listbox', { name: 'Available' });
    // Click, Shift-click a range, Ctrl-click one more.
    await user.click(within(available).getByRole('option', { name: 'Omar Haddad' }));
    await user.keyboard('{Shift>}');
    await user.click(within(available).getByRole('option', { name: 'Zoë Nasser' }));
    await user.keyboard('{/Shift}{Control>}');
    await user.click(within(available).getByRole('option', { name: 'Rania Saleh' }));
    await user.keyboard('{/Control}');
    await expect(within(available).getAllByRole('option', { selected: true })).toHaveLength(5);
    await user.click(canvas.getByRole('button', { name: 'Add selected' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 7]);
    await expect(canvas.getByRole('status')).toHaveTextContent('5 items added');
    // Double-click sends one back.
    const selected = canvas.getByRole('listbox', { name: 'Selected' });
    await user.dblClick(within(selected).getByRole('option', { name: 'أحمد العلي' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith([1, 2, 4, 7]);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 item removed');
    await expect(within(available).getByRole('option', { name: 'أحمد العلي' })).toBeVisible();
  },
};

export const KeyboardSelection: Story = {
  args: { selectedIds: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const available = canvas.getByRole('listbox', { name: 'Available' });
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Filter available' }));
    await userEvent.tab();
    await expect(available).toHaveFocus();
    const active = () => document.getElementById(available.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveAccessibleName('Omar Haddad');
    // Arrows move without selecting; Space toggles; Shift+Arrow extends.
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveAccessibleName('Lina Khoury');
    await expect(active()).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(' {Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(
      within(available)
        .getAllByRole('option', { selected: true })
        .map((o) => o.textContent),
    ).toEqual(['Lina Khoury', 'أحمد العلي', 'Zoë Nasser']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith([2, 3, 4]);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 items added');
    // Focus stays in the list, on the neighbour of what left.
    await expect(available).toHaveFocus();
    await expect(active()).toHaveAccessibleName('Sami Barakat');
    // Enter on an unselected focused item moves just that one.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith([2, 3, 4, 5]);
    // Ctrl+A then Enter moves everything shown.
    await userEvent.keyboard('{Control>}a{/Control}{Enter}');
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await expect(canvas.getByText('Nothing to add')).toBeVisible();
  },
};

export const Filtering: Story = {
  args: { selectedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('searchbox', { name: 'Filter available' });
    const available = canvas.getByRole('listbox', { name: 'Available' });
    // Diacritics and case do not matter, in Latin or Arabic script.
    await userEvent.type(filter, 'ZOE');
    await waitFor(() =>
      expect(
        within(available)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Zoë Nasser']),
    );
    await expect(canvas.getByText('1 of 10')).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'احمد');
    await waitFor(() =>
      expect(
        within(available)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['أحمد العلي']),
    );
    await userEvent.clear(filter);
    await userEvent.type(filter, 'محمد');
    await waitFor(() =>
      expect(
        within(available)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['مُحَمَّد الحسن']),
    );
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nobody');
    await waitFor(() => expect(canvas.getByText('No matches')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Add all shown' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithDescriptions: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 760px' } },
  args: { items: makeUsers(40), selectedIds: [3, 8, 21] },
  play: async ({ canvasElement }) => {
    const available = within(canvasElement).getByRole('listbox', { name: 'Available' });
    await userEvent.click(within(available).getByRole('option', { name: /Zaid Haddad/ }));
    await expect(within(available).getByRole('option', { name: /Zaid Haddad/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Add selected' })).not.toHaveAttribute('aria-disabled');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Filter available' })).toBeDisabled();
    await userEvent.dblClick(canvas.getByRole('option', { name: 'Omar Haddad' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add all shown' }));
    await expect(args.onSelectedIdsChange).not.toHaveBeenCalled();
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      {
        id: 1,
        label: 'Alexandria Konstantinopoulou-Vanderbilt de la Fuente Hernández',
        description: 'alexandria.konstantinopoulou.vanderbilt@very-long-company-domain.example.com',
      },
      { id: 2, label: 'عبد الرحمن بن عبد العزيز بن عبد الله آل عبد الكريم الحسيني', description: 'Amman, Jordan' },
      { id: 3, label: 'Short Name' },
    ],
    selectedIds: [2],
    availableLabel: 'Users who are currently eligible for this promotion group',
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 760px' } },
  args: {
    dir: 'rtl',
    lang: 'ar',
    availableLabel: 'المستخدمون المتاحون',
    selectedLabel: 'المستخدمون المختارون',
    availableFilterLabel: 'تصفية المستخدمين المتاحين',
    selectedFilterLabel: 'تصفية المستخدمين المختارين',
    items: makeUsers(24)
      .filter((u) => /[\u0600-\u06ff]/.test(u.label))
      .map(({ id, label }) => ({ id, label })),
    selectedIds: [2, 6],
    formatCount: (shown, total) => `${shown} من ${total}`,
  },
};

export const Narrow: Story = {
  tags: ['visual'],
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { height: 180 },
};

const manyUsers = makeUsers(3000);

/**
 * Runs `act` (a bare DOM event, so no test-library overhead is timed) and waits frame by frame
 * until `done()` holds; returns the milliseconds from the event to the frame showing the result.
 */
async function measure(act: () => void, done: () => boolean): Promise<number> {
  const start = performance.now();
  act();
  for (let frame = 0; frame < 600; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (done()) return performance.now() - start;
  }
  throw new Error('Did not settle within 600 frames');
}

const setInputValue = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

export const ThreeThousandUsers: Story = {
  args: { items: manyUsers, selectedIds: [], height: 360 },
  play: async ({ canvasElement, args }) => {
    // Every story runs under an AdminLocaleProvider (the Language toolbar), which groups numbers.
    const canvas = within(canvasElement);
    const filter = canvas.getByRole<HTMLInputElement>('searchbox', { name: 'Filter available' });
    const available = canvas.getByRole('listbox', { name: 'Available' });
    const selected = canvas.getByRole('listbox', { name: 'Selected' });
    const [availableCount, selectedCount] = [available, selected].map((list) =>
      document.getElementById(list.getAttribute('aria-describedby')!),
    );
    await expect(availableCount).toHaveTextContent('3,000 of 3,000');
    // Only the rows in view are in the DOM.
    await expect(within(available).getAllByRole('option').length).toBeLessThan(30);

    // Filter 3,000 users: from the input event to the frame that shows the 1,000 matches.
    const filterMs = await measure(
      () => setInputValue(filter, 'amman'),
      () => availableCount?.textContent === '1,000 of 3,000',
    );
    await expect(within(available).getAllByRole('option')[0]).toHaveTextContent('Amman branch');

    // Move 1,000: Ctrl+A, then Enter, timed from the Enter keydown to the frame that shows them moved.
    await userEvent.click(within(available).getAllByRole('option')[0]!);
    await userEvent.keyboard('{Control>}a{/Control}');
    const moveMs = await measure(
      () => available.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
      () => selectedCount?.textContent === '1,000 of 1,000',
    );
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(manyUsers.filter((_, i) => i % 3 === 0).map((u) => u.id));
    await expect(canvas.getByRole('status')).toHaveTextContent('1,000 items added');

    // Keyboard deep in the list: End reaches the last of 1,000 and keeps it rendered and focused.
    await userEvent.click(within(selected).getAllByRole('option')[0]!);
    await userEvent.keyboard('{End}');
    const last = document.getElementById(selected.getAttribute('aria-activedescendant') ?? '');
    await expect(last).toHaveAttribute('aria-posinset', '1000');
    // Space adds the last to the highlighted first; Enter moves both back.
    await userEvent.keyboard(' {Enter}');
    await expect(selectedCount).toHaveTextContent('998 of 998');
    // Double-click moves one back.
    await userEvent.dblClick(within(selected).getAllByRole('option')[0]!);
    await expect(selectedCount).toHaveTextContent('997 of 997');

    console.info(`[DualListPicker] filter 3,000 users: ${filterMs.toFixed(1)} ms; move 1,000 users: ${moveMs.toFixed(1)} ms`);
  },
};

/** The picker's own texts in Arabic (list names, filters, buttons, counts), from the provider. */
export const TextsArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { viewport: { width: 1280, height: 800 }, frame: 'display: inline-block; padding: 8px; width: 760px' } },
  args: {
    items: makeUsers(24)
      .filter((u) => /[\u0600-\u06ff]/.test(u.label))
      .map(({ id, label }) => ({ id, label })),
    selectedIds: [2, 6],
  },
  play: async ({ canvasElement }) => {
    // No English word left where the interface names things (data values aside).
    await waitFor(() => expect(visibleEnglish(canvasElement, { allow: [] })).toEqual([]));
    // The empty filters' placeholders read right to left, as the page does.
    for (const filter of within(canvasElement).getAllByRole('searchbox')) {
      await expect([getComputedStyle(filter).direction, getComputedStyle(filter, '::placeholder').direction]).toEqual(['rtl', 'rtl']);
    }
  },
};
