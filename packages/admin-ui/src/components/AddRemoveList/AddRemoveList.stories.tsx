import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddRemoveList, type AddRemoveListProps } from '@admin-console/admin-ui';

/** Promotion groups, as on Create Discount. */
const groups = [
  { value: '1', label: 'Staff', description: '12 users' },
  { value: '2', label: 'Winter transfers', description: '320 users' },
  { value: '3', label: 'Merchants', description: '48 users' },
  { value: '4', label: 'Students' },
  { value: '5', label: 'New users' },
];

/** The field is controlled: the story owns the value, like a form would. */
function StatefulAddRemoveList(props: AddRemoveListProps) {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <AddRemoveList
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/AddRemoveList',
  component: AddRemoveList,
  args: {
    label: 'Eligible Payers',
    options: groups,
    value: [],
    emptyText: 'No groups chosen',
    onChange: fn(),
  },
  render: (args) => <StatefulAddRemoveList {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddRemoveList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing chosen: "+" adds the option the menu shows, and focus stays on "+" for the next one. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Eligible Payers' })).toBeInTheDocument();
    await expect(canvas.getByText('No groups chosen')).toBeVisible();
    const menu = canvas.getByRole('combobox', { name: 'Eligible Payers' });
    await userEvent.selectOptions(menu, 'Merchants');
    const add = canvas.getByRole('button', { name: 'Add Eligible Payers' });
    await userEvent.click(add);
    await expect(args.onChange).toHaveBeenLastCalledWith(['3']);
    await expect(add).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Merchants added to Eligible Payers');
    // The menu moved on to the option after the one added.
    await expect(menu).toHaveDisplayValue('Students');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['3', '4']);
    const chosen = canvas.getByRole('list', { name: 'Selected: Eligible Payers' });
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Merchants48 users', 'Students']);
    await expect(canvas.queryByText('No groups chosen')).not.toBeInTheDocument();
  },
};

/** Some chosen: the menu offers only the others; "−" hands focus to the next item's "−", else to the menu. */
export const WithChosen: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 420px' } },
  args: { value: ['2', '1', '5'], hint: 'Promotion groups whose users get the discount when they pay.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('combobox', { name: 'Eligible Payers' });
    await expect(menu).toHaveAccessibleDescription('Promotion groups whose users get the discount when they pay.');
    await expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Merchants', 'Students']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Staff' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2', '5']);
    await expect(canvas.getByRole('button', { name: 'Remove New users' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Staff removed from Eligible Payers');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2']);
    // The last item's "−" sends focus back to the menu, which offers the removed option.
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveDisplayValue('New users');
  },
};

/** Every option chosen: the menu says so and "+" is disabled (still focusable, so focus is not lost). */
export const AllChosen: Story = {
  args: { value: ['1', '2', '3', '4'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add Eligible Payers' });
    await userEvent.click(add);
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '2', '3', '4', '5']);
    await expect(add).toHaveFocus();
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    const menu = canvas.getByRole('combobox', { name: 'Eligible Payers' });
    await expect(menu).toHaveAttribute('aria-disabled', 'true');
    await expect(menu).toHaveDisplayValue('No more options');
    await userEvent.click(add);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Removing the last item enables the menu again and focuses it.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove New users' }));
    await expect(menu).not.toHaveAttribute('aria-disabled');
    await expect(menu).toHaveFocus();
  },
};

export const Error: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 420px' } },
  args: { error: 'Choose at least one group.', hint: 'Promotion groups whose users get the discount when they pay.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('combobox', { name: 'Eligible Payers' });
    await expect(menu).toHaveAttribute('aria-invalid', 'true');
    await expect(menu).toHaveAccessibleDescription(
      'Promotion groups whose users get the discount when they pay. Choose at least one group.',
    );
  },
};

export const Disabled: Story = {
  args: { value: ['1', '2'], disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Eligible Payers' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add Eligible Payers' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Staff' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Staff' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Arabic group names in an English page read in place (dir="auto"); and the whole field right to left. */
export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 420px' } },
  args: {
    dir: 'rtl',
    lang: 'ar',
    label: 'الدافعون المؤهلون',
    emptyText: 'لم تُختر أي مجموعة',
    options: [
      { value: '1', label: 'الموظفون', description: '12 مستخدمًا' },
      { value: '2', label: 'تحويلات الشتاء' },
      { value: '3', label: 'التجار' },
    ],
    value: ['2'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add الدافعون المؤهلون' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2', '1']);
    const item = canvas.getByText('الموظفون');
    await expect(item).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('button', { name: 'Remove الموظفون' })).toBeInTheDocument();
  },
};

const many = Array.from({ length: 40 }, (_, i) => ({
  value: String(i + 1),
  label: i % 3 === 2 ? `مجموعة العملاء رقم ${i + 1}` : `Promotion group ${i + 1} for customers who transfer abroad every month`,
}));

/** Forty groups with long names, twelve chosen: names wrap, the menu stays within the field. */
export const LongList: Story = {
  args: { options: many, value: many.slice(0, 12).map((o) => o.value) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('combobox', { name: 'Eligible Payers' });
    await expect(within(menu).getAllByRole('option')).toHaveLength(28);
    const field = canvas.getByRole('group', { name: 'Eligible Payers' });
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(field.getBoundingClientRect().right + 0.5);
    await expect(within(canvas.getByRole('list', { name: 'Selected: Eligible Payers' })).getAllByRole('listitem')).toHaveLength(12);
  },
};
